import { STATUS_API_PATHS } from "#app/content/status/feed-paths.ts";
import { statusApiDocuments, statusFeedRequest } from "#app/site/status-feeds.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/** One Statuspage v2 document (/status/api/v2/summary.json ...), prerendered as a file per language. */
export function loader({ request }: LoaderArgs) {
  const { locale, path } = statusFeedRequest(request.url);
  const key = (Object.keys(STATUS_API_PATHS) as (keyof typeof STATUS_API_PATHS)[]).find((name) => STATUS_API_PATHS[name] === path);
  if (!key) throw new Response("Not Found", { status: 404 });
  const body = statusApiDocuments(locale)[key];
  return new Response(`${JSON.stringify(body, null, 2)}\n`, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
