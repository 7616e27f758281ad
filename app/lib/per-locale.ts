/**
 * The language as a parameter. Content is loaded for every language of app/lib/locales.ts in one
 * build (docs/decisions/017-one-build-for-every-language.md): a content module holds a record
 * by language, and what is derived from it is a function of the language, computed once
 * per language.
 */
import { localeCodes, type Locale } from "./locales.ts";

/** `load` run for every language: `{ en: load("en"), fr: load("fr"), ... }`. */
export function eachLocale<T>(load: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(localeCodes.map((locale) => [locale, load(locale)])) as Record<Locale, T>;
}

/** `build` as a function of the language, computed at most once per language. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}
