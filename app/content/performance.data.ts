/** The /performance page's words, loaded and checked: a build-time module (see en.data.ts). Export plain data only. */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadPerformancePage } from "./performance.ts";

export const performancePage = eachLocale((locale) => loadPerformancePage(messageValues(locale), locale));
