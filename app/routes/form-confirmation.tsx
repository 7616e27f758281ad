import { usePagePath } from "#app/lib/page-module.ts";
import { StatusPageTemplate } from "#app/components/templates/status-page-template.tsx";
import { formWords } from "#app/content/forms/words.ts";
import { confirmationPath, formIds } from "#app/forms/fields.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import type { Locale } from "#app/lib/locales.ts";
import { siteSeo } from "#app/site/seo.ts";
import type { MetaFunction } from "#app/lib/page-module.ts";

const confirmationSeo = (locale: Locale) => [
  pageSeo[locale].thanksContact,
  pageSeo[locale].thanksSupport,
  pageSeo[locale].thanksNewsletter,
];

function pages(locale: Locale) {
  const words = formWords[locale];
  return formIds.map((form) => ({
    ...words.confirmation[form],
    eyebrow: words.confirmation.eyebrow,
    homeLink: words.homeLink,
    path: confirmationPath(form),
  }));
}

// A page to land on after sending a form, not one to find in a search engine: its
// content entries are marked `noindex`, which seo() turns into the robots meta tag.
export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  return siteSeo(locale).seo(findByPath(confirmationSeo(locale), location.pathname));
};

/** Where a form posted without JavaScript lands once the server has stored it. */
export default function FormConfirmationRoute() {
  const pathname = usePagePath();
  return <StatusPageTemplate page={findByPath(pages(pathLocale(pathname)), pathname)} />;
}
