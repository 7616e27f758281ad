/**
 * The words of the status feeds (Atom, Statuspage v2 JSON, iCalendar) in each language, loaded,
 * checked and formatted at build time (feed-words-loader.ts); {dataCenter}, {product}, {title} and
 * {state} are left for each feed and entry to fill in.
 */
import type { Locale } from "#app/lib/locales.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import type { StatusFeedWords } from "./feeds-schema.ts";
import { loadStatusFeedWords } from "./feed-words-loader.ts";

export type { StatusFeedWords } from "./feeds-schema.ts";

export const statusFeedWords: Record<Locale, StatusFeedWords> = eachLocale((locale) => loadStatusFeedWords(messageValues(locale), locale));
