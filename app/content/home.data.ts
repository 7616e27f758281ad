/**
 * The home page's words, loaded, checked and formatted: a build-time module (see en.data.ts).
 * Apart from en.data.ts so only the home page's bundle inlines them. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadHomePage } from "./home.ts";

export const homeWords = eachLocale((locale) => loadHomePage(messageValues(locale), locale));
