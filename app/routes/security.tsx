import { SecurityTemplate } from "#app/components/templates/security-template.tsx";
import { securityPages } from "#app/content/security/page.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { securityLd } from "#app/site/legal-structured-data.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(securityPages[locale], [securityLd(securityPages[locale], locale)]);
};

export default function SecurityRoute() {
  return <SecurityTemplate page={securityPages[usePageLocale().code]} />;
}
