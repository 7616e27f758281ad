/**
 * The status feeds for people and tools, from the status data (app/content/status/pages.ts), in each
 * language: Atom feeds of every event, of one data center's and of one product's; the maintenance
 * calendars; the Statuspage v2 JSON. The route modules (app/routes/status-*.ts) only pick one.
 *
 * Atom has one entry per update, not one per event: each update is news (a new state, new words),
 * and a reader or a script that keeps the ids it has seen is told of it once, with the update's
 * own `state:` category, so "tell me when anything in Lagos is resolved" is one filter on
 * `region:lagos` and `state:resolved`. An entry whose content changed in place is shown again by
 * few readers, and a filter on its state would miss the change.
 */
import { site } from "#app/content/company/site.ts";
import { statusFeedPaths, type StatusFeedScope } from "#app/content/status/feed-scopes.ts";
import { statusFeedWords } from "#app/content/status/feed-words.ts";
import {
  STATUS_PATH,
  statusBuiltAt,
  statusComponents,
  statusEventPath,
  statusEvents,
  statusPages,
  statusProducts,
  statusRegionPath,
  statusRegions,
  type ComponentState,
  type StatusEvent,
  type StatusUpdateState,
} from "#app/content/status/pages.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { buildAtomFeed, type AtomCategory, type AtomEntry } from "#app/lib/atom.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { buildCalendar, type CalendarEvent } from "#app/lib/icalendar.ts";
import { splitLocalePath, type Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { statuspageDocuments, type ComponentStatus, type StatusEvent as StatuspageEvent } from "#app/lib/statuspage.ts";
import { statuspageV2 } from "#app/lib/statuspage-schema.ts";

export { statusFeedPaths, statusFeedScopes, type StatusFeedScope } from "#app/content/status/feed-scopes.ts";

/** The language and English path of a feed's request. */
export function statusFeedRequest(url: string): { locale: Locale; path: string } {
  return splitLocalePath(new URL(url).pathname);
}

/** An absolute URL of a site path in `locale`. */
const absolute = (path: string, locale: Locale) => new URL(localHref(path, locale), site.url).href;

/** The id of one update, as build/status-updates.json names it: `<eventId>/<n>`, n from 1. */
export const statusUpdateId = (eventId: string, index: number) => `${eventId}/${index + 1}`;

/** The Atom id of one update: its event page's URL and the update's place in the timeline (`<eventId>/<n>`'s n). */
export const statusUpdateUrl = (eventId: string, index: number, locale: Locale) =>
  `${absolute(statusEventPath(eventId), locale)}#update-${index + 1}`;

/** Statuspage's id of one product in one data center; a data center's group is its own id. */
export const statusComponentId = (component: { product: string; region: string }) => `${component.region}-${component.product}`;

const regionName = (locale: Locale, id: string) => statusRegions[locale].find((region) => region.id === id)?.name ?? id;
const productName = (locale: Locale, id: string) => statusProducts[locale].find((product) => product.id === id)?.name ?? id;

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * An event's words on its page (content/pages/<locale>/status.yaml, through status-pages.ts): the
 * names of its impact and of each update's state, which the feeds repeat.
 */
function eventPage(locale: Locale, eventId: string) {
  const page = statusPages[locale].eventPages.find((entry) => entry.id === eventId);
  if (!page) throw new Error(`No status page for the event "${eventId}" in ${locale}`);
  return page;
}
const stateLabel = (locale: Locale, eventId: string, index: number) =>
  eventPage(locale, eventId).updates.find((update) => update.id === statusUpdateId(eventId, index))?.stateLabel ?? "";

/** The categories a tool filters an update on: its data centers, products, impact, state and type. */
function categories(event: StatusEvent, state: StatusUpdateState, stateName: string, locale: Locale): AtomCategory[] {
  return [
    ...unique(event.components.map((component) => component.region)).map((id) => ({ term: `region:${id}`, label: regionName(locale, id) })),
    ...unique(event.components.map((component) => component.product)).map((id) => ({
      term: `product:${id}`,
      label: productName(locale, id),
    })),
    { term: `impact:${event.impact}`, label: eventPage(locale, event.id).impactLabel },
    { term: `state:${state}`, label: stateName },
    { term: `type:${event.type}`, label: statusPages[locale].common.typeLabels[event.type] },
  ];
}

function inScope(event: StatusEvent, scope: StatusFeedScope): boolean {
  if (scope.kind === "all") return true;
  return event.components.some((component) => component[scope.kind === "region" ? "region" : "product"] === scope.id);
}

/** When the status data last changed in `locale`: its newest update (a feed with no entry yet is dated by it). */
const newestUpdate = perLocale((locale) =>
  statusEvents[locale]
    .flatMap((event) => event.timeline.map((update) => update.at))
    .reduce((newest, at) => (Date.parse(at) > Date.parse(newest) ? at : newest), "1970-01-01T00:00:00Z"),
);

/** One Atom feed (RFC 4287) in `locale`. */
export function statusAtomFeed(locale: Locale, scope: StatusFeedScope): string {
  const words = statusFeedWords[locale];
  const paths = statusFeedPaths(scope);
  const title =
    scope.kind === "region"
      ? fillIn(words.regionFeedTitle, { dataCenter: regionName(locale, scope.id) })
      : scope.kind === "product"
        ? fillIn(words.productFeedTitle, { product: productName(locale, scope.id) })
        : words.feedTitle;
  const entries: AtomEntry[] = statusEvents[locale]
    .filter((event) => inScope(event, scope))
    .flatMap((event) =>
      event.timeline.map((update, index) => ({
        id: statusUpdateUrl(event.id, index, locale),
        title: fillIn(words.entryTitle, { title: event.title, state: stateLabel(locale, event.id, index) }),
        updated: update.at,
        published: update.at,
        // The event's page: its timeline shows this update among the others.
        link: absolute(statusEventPath(event.id), locale),
        content: update.body,
        categories: categories(event, update.state, stateLabel(locale, event.id, index), locale),
      })),
    );
  return buildAtomFeed({
    id: absolute(paths.feed, locale),
    title,
    link: absolute(paths.page, locale),
    selfLink: absolute(paths.feed, locale),
    language: locale,
    author: { name: site.name, uri: absolute("/", locale) },
    emptyUpdated: newestUpdate(locale),
    entries,
  });
}

/** The maintenance calendar (RFC 5545) of every data center, or of one, in `locale`. */
export function statusCalendar(locale: Locale, regionId?: string): string {
  const words = statusFeedWords[locale];
  const host = new URL(site.url).host;
  const events: CalendarEvent[] = statusEvents[locale]
    .filter((event) => event.type === "maintenance" && event.window)
    .filter((event) => regionId === undefined || event.components.some((component) => component.region === regionId))
    .map((event) => {
      const last = event.timeline.at(-1);
      return {
        // The same event in every language and calendar: a calendar holding two copies knows them as one.
        uid: `${event.id}@${host}`,
        start: event.window?.start ?? event.startsAt,
        end: event.window?.end ?? event.startsAt,
        updated: last?.at ?? event.startsAt,
        summary: event.title,
        description: last?.body ?? "",
        url: absolute(statusEventPath(event.id), locale),
        categories: [
          ...unique(event.components.map((component) => `region:${component.region}`)),
          ...unique(event.components.map((component) => `product:${component.product}`)),
          `impact:${event.impact}`,
        ],
        sequence: event.timeline.length - 1,
        // The event files have no cancelled state yet: a cancelled window would be one (STATUS:CANCELLED).
        cancelled: false,
      };
    });
  return buildCalendar({
    productId: `-//${site.name}//Status//${locale.toUpperCase()}`,
    name: regionId === undefined ? words.calendarName : fillIn(words.regionCalendarName, { dataCenter: regionName(locale, regionId) }),
    url: absolute(regionId === undefined ? STATUS_PATH : statusRegionPath(regionId), locale),
    events,
  });
}

const SEVERITY: readonly ComponentState[] = ["operational", "under_maintenance", "degraded_performance", "partial_outage", "major_outage"];
const worst = (states: readonly ComponentState[]) =>
  states.reduce<ComponentState>((a, b) => (SEVERITY.indexOf(b) > SEVERITY.indexOf(a) ? b : a), "operational");

/** The state of an event's components from one update on, as Statuspage's affected_components say it. */
function componentStatusOf(event: StatusEvent, update: StatusEvent["timeline"][number]): ComponentStatus | undefined {
  if (update.componentState) return update.componentState;
  if (update.state === "resolved" || update.state === "completed") return "operational";
  if (update.state === "in_progress") return "under_maintenance";
  return undefined;
}

/** The Statuspage v2 documents in `locale`, each checked against Statuspage's shape. */
export const statusApiDocuments = perLocale((locale: Locale) => {
  const words = statusFeedWords[locale];
  const events = statusEvents[locale];
  const since = events.flatMap((event) => event.timeline.map((update) => update.at)).sort()[0] ?? statusBuiltAt;
  const touched = (match: (component: { product: string; region: string }) => boolean) =>
    events
      .filter((event) => event.components.some(match))
      .flatMap((event) => event.timeline.map((update) => update.at))
      .sort()
      .at(-1) ?? since;
  const components = statusRegions[locale].flatMap((region) => {
    const own = statusComponents.filter((component) => component.region === region.id);
    return [
      {
        id: region.id,
        name: region.name,
        status: worst(own.map((component) => component.state)),
        description: null,
        groupId: null,
        childIds: own.map(statusComponentId),
        createdAt: since,
        updatedAt: touched((component) => component.region === region.id),
      },
      ...own.map((component) => ({
        id: statusComponentId(component),
        name: fillIn(words.componentName, { product: productName(locale, component.product), dataCenter: region.name }),
        status: component.state,
        description: null,
        groupId: region.id,
        createdAt: since,
        updatedAt: touched((other) => other.region === component.region && other.product === component.product),
      })),
    ];
  });
  const statuspageEvents: StatuspageEvent[] = events.map((event) => ({
    id: event.id,
    name: event.title,
    type: event.type,
    status: event.timeline.at(-1)?.state ?? (event.type === "incident" ? "investigating" : "scheduled"),
    impact: event.impact,
    url: absolute(statusEventPath(event.id), locale),
    componentIds: event.components.map(statusComponentId),
    updates: event.timeline.map((update, index) => {
      const componentStatus = componentStatusOf(event, update);
      return {
        id: statusUpdateId(event.id, index),
        status: update.state,
        body: update.body,
        at: update.at,
        ...(componentStatus ? { componentStatus } : {}),
      };
    }),
    ...(event.window ? { scheduledFor: event.window.start, scheduledUntil: event.window.end } : {}),
  }));
  const documents = statuspageDocuments({
    page: { id: new URL(site.url).host, name: words.pageName, url: absolute(STATUS_PATH, locale), updatedAt: statusBuiltAt },
    components,
    events: statuspageEvents,
    indicatorDescriptions: words.indicators,
  });
  // A build that would publish another shape than Statuspage's stops here.
  statuspageV2.summary.parse(documents.summary);
  statuspageV2.status.parse(documents.status);
  statuspageV2.components.parse(documents.components);
  statuspageV2.incidents.parse(documents.incidents);
  statuspageV2.scheduledMaintenances.parse(documents.scheduledMaintenances);
  return documents;
});
