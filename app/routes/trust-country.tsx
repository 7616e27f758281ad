import { usePagePath } from "#app/lib/page-module.ts";
import { TrustCountryTemplate } from "#app/components/templates/trust-template.tsx";
import { trustPages } from "#app/content/residency/pages.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { trustCountryLd } from "#app/site/legal-structured-data.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const page = findByPath(trustPages[locale].countries, location.pathname);
  return siteSeo(locale).seo(page, [trustCountryLd(page, locale)]);
};

export default function TrustCountryRoute() {
  const pathname = usePagePath();
  return <TrustCountryTemplate page={findByPath(trustPages[pathLocale(pathname)].countries, pathname)} />;
}
