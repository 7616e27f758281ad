/**
 * The words of single pages, loaded, checked and formatted: a build-time module (see
 * en.data.ts). Apart from en.data.ts so a page's bundle inlines only the words it imports.
 * Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadErrorPages } from "./error-pages.ts";
import { messageValues } from "./facts.ts";

const errorPages = eachLocale((locale) => loadErrorPages(messageValues(locale), locale));

/** The 404 page (the spec's "Oops! Page not found" and "Return to Home"). */
export const notFoundPage = eachLocale((locale) => ({ ...errorPages[locale].notFound, homeLink: errorPages[locale].homeLink }));
/** What a visitor sees when rendering fails (the spec's "Unexpected Application Error!"). */
export const applicationErrorPage = eachLocale((locale) => ({
  ...errorPages[locale].applicationError,
  homeLink: errorPages[locale].homeLink,
}));
