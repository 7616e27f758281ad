import { usePagePath } from "#app/lib/page-module.ts";
import { StatusPageTemplate } from "#app/components/templates/status-page-template.tsx";
import { formWords } from "#app/content/forms/words.ts";
import { newsletterStatuses, newsletterStatusPath, type NewsletterStatus } from "#app/forms/fields.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import type { Locale } from "#app/lib/locales.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

const statusSeo = (locale: Locale) => [
  pageSeo[locale].newsletterConfirmed,
  pageSeo[locale].newsletterLinkInvalid,
  pageSeo[locale].newsletterUnsubscribed,
];

function pages(locale: Locale) {
  const words = formWords[locale];
  /** Each status's entry in forms.yaml (`newsletterStatus`). */
  const statusWords = {
    confirmed: words.newsletterStatus.confirmed,
    "link-invalid": words.newsletterStatus.linkInvalid,
    unsubscribed: words.newsletterStatus.unsubscribed,
  } satisfies Record<NewsletterStatus, unknown>;
  return newsletterStatuses.map((status) => ({
    ...statusWords[status],
    eyebrow: words.newsletterStatus.eyebrow,
    homeLink: words.homeLink,
    path: newsletterStatusPath(status),
  }));
}

// Pages to land on from a mailed link, not to find in a search engine: their entries are `noindex`.
export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(statusSeo(locale), location.pathname));
};

/** Where the newsletter's confirm and unsubscribe links land once the server has acted (server/forms-api.ts). */
export default function NewsletterStatusRoute() {
  const pathname = usePagePath();
  return <StatusPageTemplate page={findByPath(pages(pathLocale(pathname)), pathname)} />;
}
