import { TrustOverviewTemplate } from "#app/components/templates/trust-template.tsx";
import { trustPages } from "#app/content/residency/pages.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(trustPages[locale].overview);
};

export default function TrustOverviewRoute() {
  return <TrustOverviewTemplate page={trustPages[usePageLocale().code].overview} />;
}
