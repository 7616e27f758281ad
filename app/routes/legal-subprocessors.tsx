import { usePagePath } from "#app/lib/page-module.ts";
import { SubprocessorsTemplate } from "#app/components/templates/subprocessors-template.tsx";
import { subprocessorPages, SUBPROCESSORS_PATH } from "#app/content/subprocessors/pages.ts";
import { normalizePath } from "#app/lib/find-by-path.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { subprocessorsLd } from "#app/site/legal-structured-data.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

/** "/fr/legal/subprocessors/lagos" → "lagos"; the list itself → undefined. */
const regionOf = (pathname: string) => normalizePath(pathname).slice(SUBPROCESSORS_PATH.length + 1) || undefined;

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page = subprocessorPages[locale];
  const region = page.regions.find((entry) => entry.id === regionOf(location.pathname));
  // The page shows, and so lists in its data, the sub-processors of the view: all, or those touching one data center's data.
  const rows = region ? page.rows.filter((row) => row.regionIds.includes(region.id)) : page.rows;
  return siteSeo(locale).seo(region ?? page, [subprocessorsLd(region ?? page, rows, locale)]);
};

export default function SubprocessorsRoute() {
  const pathname = usePagePath();
  return <SubprocessorsTemplate page={subprocessorPages[pathLocale(pathname)]} regionId={regionOf(pathname)} />;
}
