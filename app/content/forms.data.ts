/**
 * The forms' words per language, loaded, checked and formatted: a build-time module (see
 * en.data.ts). The pages pass them to the form islands as props; the server imports this module
 * in Node and answers each post in the language of the page it came from, so every language of
 * app/lib/locales.ts is loaded here, whichever language is being built. Export plain data only.
 */
import { localeCodes, type Locale } from "#app/lib/locales.ts";
import { messageValues } from "./facts.ts";
import { loadFormWords, type FormWords } from "./form-words.ts";

/** By locale: `formWords[locale]`. */
export const formWords = Object.fromEntries(localeCodes.map((locale) => [locale, loadFormWords(messageValues(locale), locale)])) as Record<
  Locale,
  FormWords
>;
