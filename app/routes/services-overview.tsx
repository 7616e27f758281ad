import { OverviewTemplate } from "~/components/templates/overview-template";
import { pageSeo } from "~/content/pages";
import { servicesOverview } from "~/content/services";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.servicesOverview);

export default function ServicesOverviewRoute() {
  return <OverviewTemplate seo={pageSeo.servicesOverview} overview={servicesOverview} />;
}
