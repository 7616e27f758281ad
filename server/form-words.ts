/**
 * The forms' words the server answers with, per language: English always, and every other
 * language of the registry (app/lib/locales.ts) whose content/pages/<locale>/forms.yaml exists,
 * loaded and formatted at start-up as the build does (app/content/form-words.ts). A language
 * without that file is answered in English (server/forms-api.ts), so the server starts on a
 * checkout where a translation has not landed yet; a file that exists but is broken stops the start,
 * as it stops the build.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { messageValues } from "../app/content/facts.ts";
import { formWordsFile, loadFormWords, type FormWords } from "../app/content/form-words.ts";
import { ROOT, type MessageValues } from "../app/content/load.ts";
import { locales, SOURCE_LOCALE, type Locale } from "../app/lib/locales.ts";

export type FormWordsByLocale = { readonly [SOURCE_LOCALE]: FormWords } & Partial<Readonly<Record<Locale, FormWords>>>;

export type FormWordsSource = {
  /** The repository holding content/ (tests pass a temporary copy). */
  root?: string;
  /** The values a language's messages may name (app/content/facts.ts by default). */
  values?: (locale: Locale) => MessageValues;
};

export function loadServerFormWords({ root = ROOT, values = messageValues }: FormWordsSource = {}): FormWordsByLocale {
  const byLocale: Partial<Record<Locale, FormWords>> = {};
  for (const { code } of locales) {
    if (code !== SOURCE_LOCALE && !existsSync(join(root, formWordsFile(code)))) continue;
    byLocale[code] = loadFormWords(values(code), code, root);
  }
  return { ...byLocale, [SOURCE_LOCALE]: byLocale[SOURCE_LOCALE] ?? loadFormWords(values(SOURCE_LOCALE), SOURCE_LOCALE, root) };
}

let loaded: FormWordsByLocale | undefined;

/** The repository's words, loaded once per process (every forms API the process creates shares them). */
export function serverFormWords(): FormWordsByLocale {
  loaded ??= loadServerFormWords();
  return loaded;
}

/** The languages the server answers in, for the start-up log: "en, fr, ar". */
export function formWordsLocales(words: FormWordsByLocale): string {
  return locales
    .map(({ code }) => code)
    .filter((code) => words[code])
    .join(", ");
}
