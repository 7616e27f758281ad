/**
 * The language of the pages being built, and every language of the site, as data for
 * components: the bundles get the JSON (scripts/vite-plugin-content.ts), so a component can
 * read the build's language without touching process.env.
 */
import { buildLocaleInfo } from "#app/i18n/build-locale.ts";
import { locales } from "#app/lib/locales.ts";

export const pageLocale = buildLocaleInfo;
export const siteLocales = locales;
