/**
 * The words of single pages, loaded, checked and formatted: a build-time module (see
 * en.data.ts). Apart from en.data.ts so a page's bundle inlines only the words it imports.
 * Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { loadErrorPages } from "./error-pages.ts";
import { messageValues } from "./facts.ts";

const values = messageValues(buildLocale);
const errorPages = loadErrorPages(values, buildLocale);

/** The 404 page (the spec's "Oops! Page not found" and "Return to Home"). */
export const notFoundPage = { ...errorPages.notFound, homeLink: errorPages.homeLink };
/** What a visitor sees when rendering fails (the spec's "Unexpected Application Error!"). */
export const applicationErrorPage = { ...errorPages.applicationError, homeLink: errorPages.homeLink };
