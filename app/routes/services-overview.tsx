import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { pageSeo } from "#app/content/pages.ts";
import { servicesOverview } from "#app/content/services.ts";
import { seo } from "#app/content/seo.ts";

export const meta = () => seo(pageSeo.servicesOverview);

export default function ServicesOverviewRoute() {
  return <OverviewTemplate seo={pageSeo.servicesOverview} overview={servicesOverview} />;
}
