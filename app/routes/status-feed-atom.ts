import { STATUS_FEED_PATH } from "#app/content/status/pages.ts";
import { statusAtomFeed, type StatusFeedScope, statusFeedRequest } from "#app/site/status-feeds.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/** The feed a path names: /status/feed.atom, /status/<data-center>/feed.atom, /status/products/<product>/feed.atom. */
function scopeOf(path: string): StatusFeedScope {
  const product = /^\/status\/products\/([\w-]+)\/feed\.atom$/.exec(path)?.[1];
  if (product) return { kind: "product", id: product };
  const region = /^\/status\/([\w-]+)\/feed\.atom$/.exec(path)?.[1];
  if (region) return { kind: "region", id: region };
  if (path === STATUS_FEED_PATH) return { kind: "all" };
  throw new Response("Not Found", { status: 404 });
}

/** A status Atom feed (RFC 4287), prerendered as a file, one per scope and language (app/site/status-feeds.ts). */
export function loader({ request }: LoaderArgs) {
  const { locale, path } = statusFeedRequest(request.url);
  return new Response(statusAtomFeed(locale, scopeOf(path)), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
