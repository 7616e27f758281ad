import type { Locale } from "#app/lib/locales.ts";
import type { StatusFeedWords } from "./schemas/status-feeds.ts";
import { statusFeedWords as loaded } from "./status-feeds.data.ts";

export type { StatusFeedWords } from "./schemas/status-feeds.ts";

/**
 * The words of the status feeds (Atom, Statuspage v2 JSON, iCalendar) in each language; {dataCenter},
 * {product}, {title} and {state} are left for each feed and entry to fill in.
 */
export const statusFeedWords: Record<Locale, StatusFeedWords> = loaded;
