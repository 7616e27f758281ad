import { usePagePath } from "#app/lib/page-module.ts";
import { RegionTemplate } from "#app/components/templates/region-template.tsx";
import { regionPages } from "#app/site/region-pages.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(regionPages(locale), location.pathname));
};

export default function RegionRoute() {
  const pathname = usePagePath();
  return <RegionTemplate region={findByPath(regionPages(pathLocale(pathname)), pathname)} />;
}
