import { HomeTemplate } from "#app/components/templates/home-template.tsx";
import { homePage } from "#app/site/home.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import { organizationLd, planProductsLd, webSiteLd } from "#app/site/structured-data.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page = pageSeo[locale].home;
  return siteSeo(locale).seo(page, [
    organizationLd(locale),
    webSiteLd(locale),
    ...planProductsLd(homePage(locale).pricing.plans, { locale, path: page.path, anchor: "pricing" }),
  ]);
};

export default function HomeRoute() {
  return <HomeTemplate home={homePage(usePageLocale().code)} />;
}
