import { usePagePath } from "#app/lib/page-module.ts";
import { StatusPageTemplate } from "#app/components/templates/status-page-template.tsx";
import { formWords } from "#app/content/forms/words.ts";
import { statusLandingPages, statusSubscribeSeo } from "#app/content/status/subscribe.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

// Pages to land on after the form or a mailed link, not to find in a search engine: their entries are `noindex`.
export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(statusSubscribeSeo(locale), location.pathname));
};

/** Where the status subscription form and its links land once the server has acted (server/forms-api.ts). */
export default function StatusSubscribeLandingRoute() {
  const pathname = usePagePath();
  const locale = pathLocale(pathname);
  const page = findByPath(statusLandingPages(locale), pathname);
  return <StatusPageTemplate page={{ ...page, homeLink: formWords[locale].homeLink }} />;
}
