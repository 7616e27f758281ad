/** The latency test's facts and words, loaded and checked at build time (loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadLatencyFacts, loadLatencyPage } from "./loader.ts";

export const latencyFacts = loadLatencyFacts();
export const latencyPage = eachLocale((locale) => loadLatencyPage(messageValues(locale), locale));
