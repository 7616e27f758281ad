/**
 * The status pages in the site model: which page a path is, its meta tags (with the Atom feeds
 * it links in its head, and a Report's JSON-LD on an event's page), and every page's SEO entry
 * for the registry and the sitemap.
 */
import type { MetaDescriptor } from "#app/lib/page-module.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { localePath, splitLocalePath, type Locale } from "#app/lib/locales.ts";
import { normalizePath } from "#app/lib/find-by-path.ts";
import {
  STATUS_FEED_PATH,
  STATUS_HISTORY_PATH,
  STATUS_PATH,
  statusPages,
  statusProductFeedPath,
  statusProducts,
  statusRegionFeedPath,
} from "#app/content/status/pages.ts";
import { siteSeo } from "./seo.ts";
import { statusReportLd } from "./structured-data.ts";

export type StatusPageRef =
  | { kind: "overview"; id: "" }
  | { kind: "region"; id: string }
  | { kind: "event"; id: string }
  | { kind: "history"; id: "" }
  | { kind: "month"; id: string };

/** Which status page a path (in any language) is: "/fr/status/incidents/x" → { kind: "event", id: "x" }. */
export function statusPageOf(pathname: string): StatusPageRef {
  const { path } = splitLocalePath(normalizePath(pathname));
  if (path === STATUS_PATH) return { kind: "overview", id: "" };
  if (path === STATUS_HISTORY_PATH) return { kind: "history", id: "" };
  const rest = path.slice(STATUS_PATH.length + 1);
  if (rest.startsWith("incidents/")) return { kind: "event", id: rest.slice("incidents/".length) };
  if (rest.startsWith("history/")) return { kind: "month", id: rest.slice("history/".length) };
  return { kind: "region", id: rest };
}

/** The SEO entry of every status page in `locale`: the overview, each data center, each event, the history and its months. */
export function statusSeoEntries(locale: Locale): (PageSeo & { date?: string })[] {
  const pages = statusPages[locale];
  return [
    pages.overview,
    ...pages.regionPages,
    ...pages.eventPages.map((event) => ({ title: event.title, description: event.description, path: event.path })),
    pages.history,
    ...pages.monthPages,
  ].map(({ title, description, path }) => ({ title, description, path }));
}

/**
 * The feeds a status page links in its head: the Atom feed of every event, plus the page's data
 * center's or the event's data centers' and products'; and on /status and a data center's page,
 * the maintenance calendar (iCalendar) of what it lists as scheduled.
 */
function feedLinks(ref: StatusPageRef, locale: Locale): MetaDescriptor[] {
  const pages = statusPages[locale];
  const feeds: { title: string; path: string }[] = [{ title: pages.overview.feeds[0]?.label ?? "", path: STATUS_FEED_PATH }];
  if (ref.kind === "region") {
    const region = pages.regionPages.find((entry) => entry.id === ref.id);
    if (region) feeds.push({ title: region.feeds[0]?.label ?? region.name, path: statusRegionFeedPath(region.id) });
  }
  if (ref.kind === "event") {
    const event = pages.eventPages.find((entry) => entry.id === ref.id);
    for (const feed of event?.feeds ?? []) if (feed.path !== STATUS_FEED_PATH) feeds.push({ title: feed.label, path: feed.path });
  }
  if (ref.kind === "overview")
    for (const product of statusProducts[locale]) feeds.push({ title: product.name, path: statusProductFeedPath(product.id) });
  const atom = feeds.map((feed) => ({
    tagName: "link" as const,
    rel: "alternate",
    type: "application/atom+xml",
    title: feed.title,
    href: localePath(feed.path, locale),
  }));
  // The maintenance calendar of what the page lists as scheduled: every data center's on /status, one's on its page.
  const calendar =
    ref.kind === "overview"
      ? pages.overview.calendar
      : pages.regionPages.find((entry) => ref.kind === "region" && entry.id === ref.id)?.calendar;
  return calendar
    ? [
        ...atom,
        { tagName: "link", rel: "alternate", type: "text/calendar", title: calendar.label, href: localePath(calendar.path, locale) },
      ]
    : atom;
}

/** The meta tags of the status page at `pathname`. */
export function statusMeta(pathname: string): MetaDescriptor[] {
  const { locale } = splitLocalePath(pathname);
  const ref = statusPageOf(pathname);
  const pages = statusPages[locale];
  const { seo } = siteSeo(locale);
  const links = feedLinks(ref, locale);
  switch (ref.kind) {
    case "overview":
      return [...seo(pages.overview), ...links];
    case "history":
      return [...seo(pages.history), ...links];
    case "month": {
      const month = pages.monthPages.find((entry) => entry.month === ref.id);
      if (!month) throw new Error(`No status history for ${ref.id}`);
      return [...seo(month), ...links];
    }
    case "region": {
      const region = pages.regionPages.find((entry) => entry.id === ref.id);
      if (!region) throw new Error(`No status page for ${ref.id}`);
      return [...seo(region), ...links];
    }
    case "event": {
      const event = pages.eventPages.find((entry) => entry.id === ref.id);
      if (!event) throw new Error(`No status event ${ref.id}`);
      const entry = { title: event.title, description: event.description, path: event.path };
      const firstUpdate = event.updates.at(-1)?.at ?? event.startsAt;
      const lastChange = event.postmortem?.at ?? event.updates[0]?.at ?? firstUpdate;
      return [...seo(entry, [statusReportLd({ ...entry, firstUpdate, lastChange }, locale)]), ...links];
    }
  }
}
