import { SlaTemplate } from "#app/components/templates/sla-template.tsx";
import { slaPage } from "#app/content/sla/page.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { slaLd } from "#app/site/legal-structured-data.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(slaPage[locale], [slaLd(slaPage[locale], locale)]);
};

export default function LegalSlaRoute() {
  return <SlaTemplate page={slaPage[usePageLocale().code]} />;
}
