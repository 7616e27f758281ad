/**
 * The forms' words per language, loaded, checked and formatted at build time
 * (loader.ts). The pages pass them to the form islands as props. A form takes its language as a
 * prop, so every language of app/lib/locales.ts is loaded here, and a missing forms.yaml stops the
 * build. The server does not import this module: it reads what scripts/build/server-content.ts
 * wrote from the same files (build/server-content.json; server/server-modules.test.ts).
 */
import { localeCodes, type Locale } from "#app/lib/locales.ts";
import { messageValues } from "../facts.ts";
import { loadFormWords, type FormWords } from "./loader.ts";

/** By locale: `formWords[locale]`. */
export const formWords = Object.fromEntries(localeCodes.map((locale) => [locale, loadFormWords(messageValues(locale), locale)])) as Record<
  Locale,
  FormWords
>;
