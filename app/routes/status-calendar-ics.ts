import { statusCalendar, statusFeedRequest } from "#app/site/status-feeds.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/** A maintenance calendar (RFC 5545), every data center's or one's, prerendered as a file per language. */
export function loader({ request }: LoaderArgs) {
  const { locale, path } = statusFeedRequest(request.url);
  const region = /^\/status\/([\w-]+)\/maintenance\.ics$/.exec(path)?.[1];
  return new Response(statusCalendar(locale, region), { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
