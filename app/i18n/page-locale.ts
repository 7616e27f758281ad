/**
 * The language of the page being rendered, from its path: English at the root, every other
 * language under /<code>/. One build renders every language (docs/decisions/017), so the
 * language is never a process-wide setting: route modules read it from their path (`pathLocale`
 * in meta and loaders), components rendered by a route with `usePageLocale()`, which reads the
 * path from the page's PagePathProvider (lib/page-module.ts). Islands hydrate on their own, outside
 * the page's render, so their wrappers pass the language to them as a prop.
 */
import { usePagePath } from "#app/lib/page-module.ts";
import { localeInfo, splitLocalePath, type Locale, type SiteLocale } from "#app/lib/locales.ts";

/** "/fr/pricing" → "fr"; "/pricing" → "en". */
export function pathLocale(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

/** The language of the page this component renders in. */
export function usePageLocale(): SiteLocale {
  return localeInfo(pathLocale(usePagePath()));
}
