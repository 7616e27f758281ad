/**
 * The status feeds as built (build/client, BUILD_DIR), in every language, each read by a real
 * parser: the Atom feeds by feedsmith after a strict XML check, the maintenance calendars by
 * ical.js, the Statuspage v2 JSON by the schema of Statuspage's documented shape. Checks ids
 * (unique, and the same update keeps its id in every feed and language), dates (RFC 3339 and iCal
 * UTC), links (each leads to a built page) and the categories a tool filters on. True of any valid
 * status content: an editor's new event keeps it green.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAtomFeed } from "feedsmith";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { site } from "../../app/content/company/site.ts";
import { STATUS_API_PATHS, STATUS_CALENDAR_PATH, statusRegionCalendarPath } from "../../app/content/status/feed-paths.ts";
import { statusImpacts, statusUpdateStates } from "../../app/content/status/schema.ts";
import { localeCodes, localePath, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from "../../app/lib/locales.ts";
import { statuspageV2 } from "../../app/lib/statuspage-schema.ts";
import { statusFeedPaths, statusFeedScopes } from "../../app/site/status-feeds.ts";
import { STATUS_UPDATES_FILE, statusUpdatesSchema } from "../../shared/status-updates.ts";
import { STATUS_PATH, statusRegionPath } from "../../app/content/status/pages-loader.ts";
import { pageFileOf } from "../../scripts/build/built-files.ts";
import { allBuiltPagePaths } from "../e2e/built-pages.ts";
import { isWellFormedXml, RFC3339_UTC } from "../fixtures/feed-parsers.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);
const pages = new Set(allBuiltPagePaths());
const routes = statusFeedScopes();
const regionIds = routes.calendarRegions;
const productIds = routes.atom.flatMap((scope) => (scope.kind === "product" ? [scope.id] : []));

const read = (path: string) => readFileSync(join(clientDir, path), "utf8");
/** The site path of an absolute URL of ours, without its fragment: what a link leads to. */
const sitePath = (url: string) => {
  expect(url.startsWith(`${site.url}/`), url).toBe(true);
  return new URL(url).pathname;
};

describe("the status Atom feeds", () => {
  /** Every update seen, by `<eventId>/<n>`: its date, the same in every feed and language. */
  const updateDates = new Map<string, string>();

  it.each(languages)("in %s: well-formed, read by a feed parser, every entry dated, linked and categorised", (locale) => {
    const all = new Map<string, string>();
    for (const scope of routes.atom) {
      const path = localePath(statusFeedPaths(scope).feed, locale);
      expect(existsSync(join(clientDir, path)), path).toBe(true);
      const xml = read(path);
      expect(isWellFormedXml(xml), path).toBe(true);
      const feed = parseAtomFeed(xml);
      expect(feed.links?.find((link) => link.rel === "self")?.href, path).toBe(`${site.url}${path}`);
      expect(pages.has(sitePath(feed.links?.find((link) => link.rel === "alternate")?.href ?? "")), path).toBe(true);
      expect(feed.updated, path).toMatch(RFC3339_UTC);
      const ids = (feed.entries ?? []).map((entry) => entry.id ?? "");
      expect(new Set(ids).size, `${path}: ids are unique`).toBe(ids.length);
      for (const entry of feed.entries ?? []) {
        const where = `${path} ${entry.id}`;
        // The event page's URL in this language and the update's place: `<eventId>/<n>` of build/status-updates.json.
        const match = new RegExp(`^${site.url}${localePath("/status/incidents/", locale)}([\\w-]+)#update-(\\d+)$`).exec(entry.id ?? "");
        expect(match, where).not.toBeNull();
        const updateId = `${match?.[1]}/${match?.[2]}`;
        expect(entry.updated, where).toMatch(RFC3339_UTC);
        const seen = updateDates.get(updateId);
        if (seen) expect(entry.updated, `${where}: the same date in every feed and language`).toBe(seen);
        updateDates.set(updateId, entry.updated ?? "");
        if (scope.kind === "all") all.set(entry.id ?? "", entry.updated ?? "");
        else expect(all.get(entry.id ?? ""), `${where}: also in the feed of every event`).toBe(entry.updated);
        const link = entry.links?.find((candidate) => candidate.rel === "alternate")?.href ?? "";
        expect(pages.has(sitePath(link)), `${where}: links to a built page (${link})`).toBe(true);
        expect(entry.title?.value, where).toBeTruthy();
        expect(entry.content?.value, where).toBeTruthy();
        const terms = (entry.categories ?? []).map((category) => category.term ?? "");
        const values = (kind: string) => terms.filter((term) => term.startsWith(`${kind}:`)).map((term) => term.slice(kind.length + 1));
        expect(values("region").length, where).toBeGreaterThan(0);
        for (const region of values("region")) expect(regionIds, where).toContain(region);
        expect(values("product").length, where).toBeGreaterThan(0);
        for (const product of values("product")) expect(productIds, where).toContain(product);
        expect(values("impact"), where).toHaveLength(1);
        expect(statusImpacts, where).toContain(values("impact")[0]);
        expect(values("state"), where).toHaveLength(1);
        expect(statusUpdateStates, where).toContain(values("state")[0]);
        if (scope.kind === "region") expect(values("region"), where).toContain(scope.id);
        if (scope.kind === "product") expect(values("product"), where).toContain(scope.id);
      }
    }
    expect(all.size, `${locale}: the feed of every event has entries`).toBeGreaterThan(0);
  });
});

describe("the status feeds and build/status-updates.json (what the subscriptions announce)", () => {
  it("name the same updates, by the same ids and dates", () => {
    const contract = statusUpdatesSchema.parse(JSON.parse(readFileSync(join(clientDir, "..", STATUS_UPDATES_FILE), "utf8")));
    const feed = parseAtomFeed(read(statusFeedPaths({ kind: "all" }).feed));
    const fromFeed = (feed.entries ?? []).map((entry) => {
      const [, eventId, n] = /\/status\/incidents\/([\w-]+)#update-(\d+)$/.exec(entry.id ?? "") ?? [];
      return `${eventId}/${n} ${entry.updated}`;
    });
    const fromContract = contract.updates.map((update) => `${update.id} ${new Date(update.at).toISOString().replace(/\.\d{3}Z$/, "Z")}`);
    expect(fromFeed.length).toBeGreaterThan(0);
    expect(fromFeed.sort()).toEqual(fromContract.sort());
  });
});

describe("the maintenance calendars", () => {
  const uidsByLocale = new Map<Locale, string[]>();

  it.each(languages)("in %s: CRLF lines of at most 75 octets, read by ical.js, each window in UTC and linked to its page", (locale) => {
    const everything = new Set<string>();
    for (const path of [STATUS_CALENDAR_PATH, ...regionIds.map(statusRegionCalendarPath)].map((english) => localePath(english, locale))) {
      const text = read(path);
      expect(text.endsWith("\r\n"), path).toBe(true);
      for (const line of text.slice(0, -2).split("\r\n")) expect(Buffer.byteLength(line), `${path}: ${line}`).toBeLessThanOrEqual(75);
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue("version"), path).toBe("2.0");
      const vevents = calendar.getAllSubcomponents("vevent");
      const uids = vevents.map((vevent) => String(vevent.getFirstPropertyValue("uid")));
      expect(new Set(uids).size, `${path}: unique UIDs`).toBe(uids.length);
      for (const vevent of vevents) {
        const event = new ICAL.Event(vevent);
        const where = `${path} ${event.uid}`;
        expect(event.startDate.zone.tzid, where).toBe("UTC");
        expect(event.endDate.zone.tzid, where).toBe("UTC");
        expect(event.endDate.compare(event.startDate), where).toBe(1);
        expect(String(vevent.getFirstPropertyValue("dtstamp")), where).toMatch(RFC3339_UTC);
        expect(event.summary, where).toBeTruthy();
        expect(pages.has(sitePath(String(vevent.getFirstPropertyValue("url")))), `${where}: links to a built page`).toBe(true);
        const categories = vevent.getAllProperties("categories").flatMap((property) => property.getValues().map(String));
        expect(
          categories.some((category) => category.startsWith("region:")),
          where,
        ).toBe(true);
        if (path !== localePath(STATUS_CALENDAR_PATH, locale)) {
          expect(everything.has(event.uid), `${where}: also in the calendar of every data center`).toBe(true);
          expect(categories, where).toContain(`region:${/\/status\/([\w-]+)\/maintenance\.ics$/.exec(path)?.[1]}`);
        } else everything.add(event.uid);
      }
      if (path === localePath(STATUS_CALENDAR_PATH, locale)) uidsByLocale.set(locale, [...uids].sort());
    }
    expect(everything.size, `${locale}: the calendar of every data center has events`).toBeGreaterThan(0);
    // The same events, by the same UIDs, in every language.
    expect(uidsByLocale.get(locale)).toEqual(uidsByLocale.get(SOURCE_LOCALE));
  });

  it.each(languages)("in %s: /status and each data center's page link theirs, in the head and in words", (locale) => {
    const pairs = [
      [STATUS_PATH, STATUS_CALENDAR_PATH],
      ...regionIds.map((id) => [statusRegionPath(id), statusRegionCalendarPath(id)] as const),
    ] as const;
    for (const [page, calendar] of pairs) {
      const path = localePath(page, locale);
      const href = localePath(calendar, locale);
      const html = read(pageFileOf(path));
      const head = /<head\b[\s\S]*?<\/head>/.exec(html)?.[0] ?? "";
      const alternates = [...head.matchAll(/<link\s[^>]*type="text\/calendar"[^>]*>/g)].map((match) => match[0]);
      expect(alternates, `${path}: one calendar in the head`).toHaveLength(1);
      expect(alternates[0], path).toContain('rel="alternate"');
      expect(alternates[0], path).toContain(`href="${href}"`);
      expect(alternates[0], `${path}: a title`).toMatch(/title="[^"]+"/);
      const visible = /<p\b[^>]*data-maintenance-calendar[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
      expect(visible, `${path}: a link in words`).toMatch(
        new RegExp(`<a\\b[^>]*href="${href.replace(/[.]/g, "\\.")}"[^>]*>[^<]*\\p{L}`, "u"),
      );
      expect(existsSync(join(clientDir, href)), `${href} is built`).toBe(true);
    }
  });
});

describe("the Statuspage v2 JSON", () => {
  it.each(languages)("in %s: Statuspage's shape, every shortlink to a built page, every component listed", (locale) => {
    const json = <K extends keyof typeof STATUS_API_PATHS>(key: K) =>
      JSON.parse(read(localePath(STATUS_API_PATHS[key], locale))) as unknown;
    const summary = statuspageV2.summary.parse(json("summary"));
    const components = statuspageV2.components.parse(json("components")).components;
    const incidents = statuspageV2.incidents.parse(json("incidents")).incidents;
    const maintenances = statuspageV2.scheduledMaintenances.parse(json("scheduledMaintenances")).scheduled_maintenances;
    statuspageV2.status.parse(json("status"));
    expect(summary.page.url).toBe(`${site.url}${localePath("/status", locale)}`);
    const componentIds = components.map((component) => component.id);
    expect(new Set(componentIds).size).toBe(componentIds.length);
    expect(components.filter((component) => component.group).map((component) => component.id)).toEqual(regionIds);
    expect(components.filter((component) => !component.group)).toHaveLength(regionIds.length * productIds.length);
    for (const event of [...incidents, ...maintenances]) {
      expect(pages.has(sitePath(event.shortlink)), `${event.id}: ${event.shortlink}`).toBe(true);
      for (const component of event.components) expect(componentIds, event.id).toContain(component.id);
      const updateIds = event.incident_updates.map((update) => update.id);
      expect(new Set(updateIds).size, event.id).toBe(updateIds.length);
    }
    for (const open of summary.incidents) expect(incidents.map((incident) => incident.id)).toContain(open.id);
    expect(incidents.length + maintenances.length).toBeGreaterThan(0);
  });
});
