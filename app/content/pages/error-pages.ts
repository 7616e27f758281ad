/**
 * The error pages' words in every language, loaded, checked and formatted at build time
 * (error-pages-loader.ts).
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadErrorPages } from "./error-pages-loader.ts";
import { messageValues } from "../facts.ts";

const errorPages = eachLocale((locale) => loadErrorPages(messageValues(locale), locale));

/** The 404 page (the spec's "Oops! Page not found" and "Return to Home"). */
export const notFoundPage = eachLocale((locale) => ({ ...errorPages[locale].notFound, homeLink: errorPages[locale].homeLink }));
/** What a visitor sees when rendering fails (the spec's "Unexpected Application Error!"). */
export const applicationErrorPage = eachLocale((locale) => ({
  ...errorPages[locale].applicationError,
  homeLink: errorPages[locale].homeLink,
}));
