/** The /performance page's words, in every language, loaded and checked at build time (performance-loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadPerformancePage } from "./performance-loader.ts";

export const performancePage = eachLocale((locale) => loadPerformancePage(messageValues(locale), locale));
