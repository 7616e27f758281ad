import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { servicesOverview } from "#app/site/services.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("servicesOverview");

export default function ServicesOverviewRoute() {
  const locale = usePageLocale().code;
  return <OverviewTemplate seo={pageSeo[locale].servicesOverview} overview={servicesOverview(locale)} />;
}
