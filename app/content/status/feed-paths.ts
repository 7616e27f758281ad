/**
 * The addresses of the status feeds that only the feeds build knows, in English (`localHref` gives
 * another language's): the maintenance calendars and the Statuspage v2 JSON. The status pages and
 * the Atom feeds' addresses are in pages-loader.ts, which the pages link from their heads. No
 * loader here: the route table and the tests import it.
 */

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
