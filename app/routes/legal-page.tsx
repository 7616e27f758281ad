import { usePagePath } from "#app/lib/page-module.ts";
import { LegalTemplate } from "#app/components/templates/legal-template.tsx";
import { legalPages } from "#app/content/legal/pages.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(legalPages(locale), location.pathname));
};

export default function LegalRoute() {
  const pathname = usePagePath();
  return <LegalTemplate page={findByPath(legalPages(pathLocale(pathname)), pathname)} />;
}
