import { useLocation } from "react-router";
import { TrustCountryTemplate } from "#app/components/templates/trust-template.tsx";
import { trustPages } from "#app/content/residency.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { Route } from "./+types/trust-country";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(trustPages[locale].countries, location.pathname));
};

export default function TrustCountryRoute() {
  const { pathname } = useLocation();
  return <TrustCountryTemplate page={findByPath(trustPages[pathLocale(pathname)].countries, pathname)} />;
}
