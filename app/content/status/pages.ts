/**
 * The status pages' data (/status, /status/<data-center>, /status/incidents/<id>, /status/history),
 * the public API the pages, the feeds and postbuild's build/status-updates.json build on. Loaded
 * from content/status/<locale>/<id>.yaml and computed at build time (loaded.ts) as of the build
 * time, `statusBuiltAt` (`STATUS_NOW` pins it). The arithmetic is in timeline.ts.
 */
import type { Locale } from "#app/lib/locales.ts";
import * as data from "./loaded.ts";
import type { StatusComponentFigures, StatusEvent, StatusProductRow } from "./model.ts";
import type { StatusPages } from "./pages-loader.ts";

export type { StatusComponentFigures, StatusEvent, StatusProductRow } from "./model.ts";
export type { ComponentState, DayBar } from "./timeline.ts";
export { componentStates, UNAVAILABLE_SHARE } from "./timeline.ts";
export { BAR_DAYS, UPTIME_WINDOWS } from "./model.ts";
export type { StatusEventType, StatusImpact, StatusUpdateState, OutageState } from "./schema.ts";

/** A product of the SLA (content/facts/sla.yaml) with its name in one language. */
export type StatusProduct = { id: string; name: string };
/** A data center (content/facts/places.yaml) with its city's and country's names in one language. */
export type StatusRegion = { id: string; name: string; country: string };

/** The build time, ISO 8601 UTC: what every status page calls "now" and says it was generated at. */
export const statusBuiltAt: string = data.statusBuiltAt;

/** How many days ahead a maintenance must be announced to be left out of uptime (the SLA's notice). */
export const statusNoticeDays: number = data.statusNoticeDays;

/** The products, in the SLA's order (compute, databases, storage, kubernetes, network), named in each language. */
export const statusProducts: Record<Locale, readonly StatusProduct[]> = data.statusProducts;

/** The 13 data centers, in content/facts/places.yaml's order, named in each language. */
export const statusRegions: Record<Locale, readonly StatusRegion[]> = data.statusRegions;

/**
 * Every event in each language, newest first (by start), with only the updates posted by the
 * build time; `phase` says whether it is upcoming (a maintenance not started), open or closed.
 */
export const statusEvents: Record<Locale, readonly StatusEvent[]> = data.statusEvents;

/**
 * Every component (product × data center, products first), language-free: its state at the build
 * time, its uptime over 30 and 90 days (`uptime["30"]`, `uptime["90"]`) and its 90 daily bars.
 */
export const statusComponents: readonly StatusComponentFigures[] = data.statusComponents;

/** Each product across its data centers: the worst state now, the worst bar each day, the average uptime. */
export const statusProductRows: readonly StatusProductRow[] = data.statusProductRows;

/** One component's figures. */
export function statusComponent(product: string, region: string): StatusComponentFigures | undefined {
  return statusComponents.find((component) => component.product === product && component.region === region);
}

/** One event in one language, by id. */
export function statusEvent(locale: Locale, id: string): StatusEvent | undefined {
  return statusEvents[locale].find((event) => event.id === id);
}

/** The events that touch one data center (any of its components), newest first. */
export function statusEventsIn(locale: Locale, region: string): StatusEvent[] {
  return statusEvents[locale].filter((event) => event.components.some((component) => component.region === region));
}

export type { StatusPages, StatusEventSummary, StatusBarChart } from "./pages-loader.ts";
export {
  STATUS_PATH,
  STATUS_HISTORY_PATH,
  STATUS_SUBSCRIBE_PATH,
  STATUS_FEED_PATH,
  statusRegionPath,
  statusEventPath,
  statusMonthPath,
  statusRegionFeedPath,
  statusProductFeedPath,
} from "./pages-loader.ts";

/** Every status page's finished words and figures in each language: what the templates render. */
export const statusPages: Record<Locale, StatusPages> = data.statusPages;
