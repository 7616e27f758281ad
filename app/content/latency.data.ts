/** The latency test's facts and words, loaded and checked: a build-time module (see en.data.ts). Export plain data only. */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadLatencyFacts, loadLatencyPage } from "./latency.ts";

export const latencyFacts = loadLatencyFacts();
export const latencyPage = eachLocale((locale) => loadLatencyPage(messageValues(locale), locale));
