/**
 * The home page's words in every language, loaded, checked and formatted at build time (loader.ts).
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadHomePage } from "./loader.ts";

export const homeWords = eachLocale((locale) => loadHomePage(messageValues(locale), locale));
