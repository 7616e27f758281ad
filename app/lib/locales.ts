/**
 * The site's languages. English is at the site's root; every other language has the same pages
 * under /<code>/ (same slugs), built from content/<collection>/<code>/ (content/README.md).
 * Adding a language is one line here and one folder per collection (docs/languages.md).
 */
/** The pseudo-locale's Intl tag (Greek, see its entry below), for the tests that read its pages. */
export const PSEUDO_INTL = "el-u-nu-latn";

export const locales = [
  // `intl` names the digit system explicitly (-u-nu-latn), so Node at build time and any browser
  // write the same characters; Arabic uses Latin digits (docs/decisions/016-languages.md).
  {
    code: "en",
    endonym: "English",
    dir: "ltr",
    intl: "en-u-nu-latn",
    ogLocale: "en_US",
    listSeparator: ", ",
    labelSeparator: ": ",
    quotes: ["“", "”"],
  },
  {
    code: "fr",
    endonym: "Français",
    dir: "ltr",
    intl: "fr-u-nu-latn",
    ogLocale: "fr_FR",
    listSeparator: ", ",
    labelSeparator: "\u202f: ",
    quotes: ["«\u202f", "\u202f»"],
  },
  {
    code: "ar",
    endonym: "العربية",
    dir: "rtl",
    intl: "ar-u-nu-latn",
    ogLocale: "ar_AR",
    listSeparator: "، ",
    labelSeparator: ": ",
    quotes: ["«", "»"],
  },
  {
    code: "pt",
    endonym: "Português",
    dir: "ltr",
    intl: "pt-AO-u-nu-latn",
    ogLocale: "pt_PT",
    listSeparator: ", ",
    labelSeparator: ": ",
    quotes: ["«", "»"],
  },
  // The pseudo-locale: English made accented and bracketed by scripts/operations/pseudo-locale.ts, so any text
  // that bypasses translation shows in plain English (`npm run test:pseudo`). Only with PSEUDO_LOCALE=1;
  // it is the proof that a language is this one line plus one folder per collection.
  ...(globalThis.process?.env?.PSEUDO_LOCALE === "1"
    ? // Intl in Greek: a date or number formatted in the page's language then shows in another
      // script, while one formatted in English (a forgotten locale) shows as plain English words.
      ([
        {
          code: "qps",
          endonym: "Ƥšéúđó",
          dir: "ltr",
          intl: PSEUDO_INTL,
          ogLocale: "en_XA",
          listSeparator: ", ",
          // A colon of its own (U+2236), so the pseudo-locale's test tells the language's
          // separator from a ": " written in code (tests/pseudo/pseudo-pages.test.ts).
          labelSeparator: "\u2236 ",
          quotes: ["“", "”"],
        },
      ] as const)
    : []),
] as const satisfies readonly LocaleInfo[];

/** The pseudo-locale's code: a language for the tests only, never in the editor or a real build. */
export const PSEUDO_LOCALE = "qps";

export type LocaleInfo = {
  /** The URL prefix and the content folder name: a BCP 47 language subtag. */
  code: string;
  /** The language's name in itself, as the language switcher shows it. */
  endonym: string;
  dir: "ltr" | "rtl";
  /** The tag every Intl and ICU call uses for this language, digit system included. */
  intl: string;
  /** Open Graph's locale for link previews (language_TERRITORY). */
  ogLocale: string;
  /** What separates the items of a plain list ("Lagos, Cairo"; Arabic's comma is "،"). */
  listSeparator: string;
  /** What stands between a label and its value in plain text ("Total: …"; French puts a narrow no-break space before the colon). */
  labelSeparator: string;
  /**
   * The quotation marks around a quote, opening and closing (GLOSSARY: English “ ”, French « » with
   * narrow no-break spaces inside, Arabic and Portuguese « »).
   */
  quotes: readonly [open: string, close: string];
};

export type Locale = (typeof locales)[number]["code"];
/** One language of the site, with its code typed as a `Locale`. */
export type SiteLocale = LocaleInfo & { code: Locale };

/** The language of the site's root URLs and of the content every translation is made from. */
export const SOURCE_LOCALE = "en" satisfies Locale;

export const localeCodes: readonly Locale[] = locales.map((locale) => locale.code);

export function isLocale(code: string): code is Locale {
  return (localeCodes as readonly string[]).includes(code);
}

export function localeInfo(code: Locale): SiteLocale {
  const info = locales.find((locale) => locale.code === code);
  if (!info) throw new Error(`Unknown locale: ${code}`);
  return info;
}

/** "/pricing" in French → "/fr/pricing"; English stays at the root. */
export function localePath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

/** The language a path belongs to, and the path without its prefix: "/fr/pricing" → { fr, "/pricing" }. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*|$)/.exec(path);
  if (match?.[1] && isLocale(match[1]) && match[1] !== SOURCE_LOCALE) return { locale: match[1], path: match[2] || "/" };
  return { locale: SOURCE_LOCALE, path };
}
