/**
 * The addresses of the status feeds, in English (`localHref` gives another language's): the Atom
 * feeds, the maintenance calendars and the Statuspage v2 JSON. No loader here: the route table,
 * the pages' <link rel="alternate"> and the tests import it.
 */
export const STATUS_PATH = "/status";
/** An event's page. */
export const statusEventPath = (eventId: string) => `/status/incidents/${eventId}`;
/** A data center's status page. */
export const statusRegionPath = (regionId: string) => `/status/${regionId}`;

/** Atom (RFC 4287): every event, one data center's, one product's. */
export const STATUS_FEED_PATH = "/status/feed.atom";
export const statusRegionFeedPath = (regionId: string) => `/status/${regionId}/feed.atom`;
export const statusProductFeedPath = (productId: string) => `/status/products/${productId}/feed.atom`;

/** iCalendar (RFC 5545) of maintenance: every data center, one data center. */
export const STATUS_CALENDAR_PATH = "/status/maintenance.ics";
export const statusRegionCalendarPath = (regionId: string) => `/status/${regionId}/maintenance.ics`;

/** The Statuspage v2 JSON documents, by the key of lib/statuspage.ts's `statuspageDocuments`. */
export const STATUS_API_PATHS = {
  summary: "/status/api/v2/summary.json",
  status: "/status/api/v2/status.json",
  components: "/status/api/v2/components.json",
  incidents: "/status/api/v2/incidents.json",
  scheduledMaintenances: "/status/api/v2/scheduled-maintenances.json",
} as const;
