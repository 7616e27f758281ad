import { usePagePath } from "#app/lib/page-module.ts";
import { SolutionTemplate } from "#app/components/templates/solution-template.tsx";
import { solutionPages } from "#app/site/solutions.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(solutionPages(locale), location.pathname));
};

export default function SolutionRoute() {
  const pathname = usePagePath();
  return <SolutionTemplate solution={findByPath(solutionPages(pathLocale(pathname)), pathname)} />;
}
