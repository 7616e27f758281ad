import { OverviewTemplate } from "#app/components/templates/overview-template.tsx";
import { pageSeo } from "#app/content/pages/titles.ts";
import { usePageLocale } from "#app/i18n/page-locale.ts";
import { solutionsOverview } from "#app/site/solutions.ts";
import { singlePageMeta } from "#app/site/seo.ts";

export const meta = singlePageMeta("solutionsOverview");

export default function SolutionsOverviewRoute() {
  const locale = usePageLocale().code;
  return <OverviewTemplate seo={pageSeo[locale].solutionsOverview} overview={solutionsOverview(locale)} />;
}
