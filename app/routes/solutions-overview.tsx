import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { pageSeo } from "#app/content/pages.ts";
import { solutionsOverview } from "#app/site/solutions.ts";
import { seo } from "#app/site/seo.ts";

export const meta = () => seo(pageSeo.solutionsOverview);

export default function SolutionsOverviewRoute() {
  return <OverviewTemplate seo={pageSeo.solutionsOverview} overview={solutionsOverview} />;
}
