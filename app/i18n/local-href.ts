/**
 * Links in the page's language. Content and the page registries name every page by its
 * English path ("/pricing"); what a page renders goes through `localHref`, so a French page links
 * to "/fr/pricing". Files that exist once for every language (assets, the forms API, the editor,
 * link-preview images, robots.txt and the sitemap index) keep their address.
 */
import { localePath, splitLocalePath, SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";

const SHARED_FILES = /^\/(assets|api|admin|og)(\/|$)|^\/(favicon\.svg|robots\.txt|sitemap\.xml)$/;

/** "/pricing#plans" → "/fr/pricing#plans" in `locale`; other URLs unchanged. */
export function localHref(href: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const pathEnd = href.search(/[?#]/);
  const path = pathEnd === -1 ? href : href.slice(0, pathEnd);
  if (SHARED_FILES.test(path) || splitLocalePath(path).locale !== SOURCE_LOCALE) return href;
  return `${localePath(path, locale)}${pathEnd === -1 ? "" : href.slice(pathEnd)}`;
}
