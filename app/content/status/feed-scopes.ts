/**
 * Which status feeds the build writes: an Atom feed of every event, of each data center's and of
 * each product's, and a maintenance calendar of every data center and of each. Read from the
 * facts alone (content/facts/places.yaml, content/facts/sla.yaml), not from the events, so the
 * route table stays quick to load and a data center with no event yet still has its feeds.
 */
import { loadSlaFacts } from "../sla/loader.ts";
import { STATUS_FEED_PATH, STATUS_PATH, statusProductFeedPath, statusRegionFeedPath, statusRegionPath } from "./pages-loader.ts";
import { dataCenterIds } from "./loader.ts";

/** What one Atom feed covers. */
export type StatusFeedScope = { kind: "all" } | { kind: "region"; id: string } | { kind: "product"; id: string };

export function statusFeedScopes(): { atom: StatusFeedScope[]; calendarRegions: string[] } {
  const regions = dataCenterIds();
  return {
    atom: [
      { kind: "all" },
      ...regions.map((id) => ({ kind: "region" as const, id })),
      ...loadSlaFacts().products.map((product) => ({ kind: "product" as const, id: product.id })),
    ],
    calendarRegions: regions,
  };
}

/** The English paths of a feed: itself, and the page it belongs to. */
export function statusFeedPaths(scope: StatusFeedScope): { feed: string; page: string } {
  if (scope.kind === "region") return { feed: statusRegionFeedPath(scope.id), page: statusRegionPath(scope.id) };
  if (scope.kind === "product") return { feed: statusProductFeedPath(scope.id), page: STATUS_PATH };
  return { feed: STATUS_FEED_PATH, page: STATUS_PATH };
}
