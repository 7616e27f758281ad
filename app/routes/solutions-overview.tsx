import { OverviewTemplate } from "~/components/templates/overview-template";
import { pageSeo } from "~/content/pages";
import { solutionsOverview } from "~/content/solutions";
import { seo } from "~/lib/seo";

export const meta = () => seo(pageSeo.solutionsOverview);

export default function SolutionsOverviewRoute() {
  return <OverviewTemplate seo={pageSeo.solutionsOverview} overview={solutionsOverview} />;
}
