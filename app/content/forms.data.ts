/**
 * The forms' words per language, loaded, checked and formatted: a build-time module (see
 * en.data.ts). The pages pass them to the form islands as props; the server imports this module
 * in Node. Apart from en.data.ts so only what imports it loads forms.yaml. Export plain data only.
 */
import { messageValues } from "./facts.ts";
import { loadFormWords } from "./form-words.ts";

/** By locale: `formWords[locale]` (English only until issue 14 adds fr, ar and pt). */
export const formWords = { en: loadFormWords(messageValues("en"), "en") };
