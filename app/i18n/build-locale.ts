/**
 * The language this build writes. `npm run build` builds the site once per language
 * (scripts/build-pages.ts sets SITE_LOCALE): English at the root, every other language under
 * /<code>/. Read in Node only (the route table, the `*.data.ts` content modules, the Markdown
 * plugin); components get it as data from app/content/locale.data.ts.
 */
import { isLocale, localeInfo, SOURCE_LOCALE, type Locale, type SiteLocale } from "#app/lib/locales.ts";

function readBuildLocale(value: string | undefined): Locale {
  if (value === undefined || value === "") return SOURCE_LOCALE;
  if (!isLocale(value)) throw new Error(`SITE_LOCALE="${value}" is not a language of app/lib/locales.ts`);
  return value;
}

export const buildLocale: Locale = readBuildLocale(process.env.SITE_LOCALE);
export const buildLocaleInfo: SiteLocale = localeInfo(buildLocale);
