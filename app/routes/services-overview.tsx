import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { pageSeo } from "#app/content/pages.ts";
import { servicesOverview } from "#app/site/services.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.servicesOverview);

export default function ServicesOverviewRoute() {
  return <OverviewTemplate seo={pageSeo.servicesOverview} overview={servicesOverview} />;
}
