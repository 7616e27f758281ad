import { HomeTemplate } from "#app/components/templates/home-template.tsx";
import { homePage } from "#app/site/home.ts";
import { pageSeo } from "#app/content/pages.ts";
import { seo } from "#app/site/seo.ts";
import { organizationLd, planProductsLd, webSiteLd } from "#app/site/structured-data.ts";

export const meta = () =>
  seo(pageSeo.home, [
    organizationLd(),
    webSiteLd(),
    ...planProductsLd(homePage.pricing.plans, { path: pageSeo.home.path, anchor: "pricing" }),
  ]);

export default function HomeRoute() {
  return <HomeTemplate home={homePage} />;
}
