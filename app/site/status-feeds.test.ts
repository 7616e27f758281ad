import { parseAtomFeed } from "feedsmith";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { statusEvents, statusProducts, statusRegions } from "#app/content/status/pages.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { isWellFormedXml, RFC3339_UTC } from "../../tests/fixtures/feed-parsers.ts";
import { statusApiDocuments, statusAtomFeed, statusCalendar, statusFeedScopes } from "./status-feeds.ts";

const events = statusEvents.en;
const updates = events.flatMap((event) => event.timeline.map((update, index) => ({ event, update, index })));

describe("the status Atom feeds", () => {
  it("hold one entry per update, each with a stable id, its date, its event's page and the categories to filter on", () => {
    const feed = parseAtomFeed(statusAtomFeed("en", { kind: "all" }));
    expect(feed.entries).toHaveLength(updates.length);
    expect(updates.length).toBeGreaterThan(events.length);
    const ids = feed.entries?.map((entry) => entry.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    // Built twice, the same bytes: ids and dates come from the event files only.
    expect(statusAtomFeed("en", { kind: "all" })).toBe(statusAtomFeed("en", { kind: "all" }));
    for (const { event, update, index } of updates) {
      const entry = feed.entries?.find(
        (candidate) => candidate.id === `https://${new URL(feed.id ?? "").host}/status/incidents/${event.id}#update-${index + 1}`,
      );
      expect(entry, `${event.id} #${index + 1}`).toBeDefined();
      expect(entry?.updated).toMatch(RFC3339_UTC);
      expect(Date.parse(entry?.updated ?? "")).toBe(Date.parse(update.at));
      expect(entry?.content?.value).toBe(update.body);
      expect(entry?.links?.[0]?.href).toBe(`${feed.links?.[0]?.href}/incidents/${event.id}`);
      const terms = entry?.categories?.map((category) => category.term) ?? [];
      for (const component of event.components) {
        expect(terms).toContain(`region:${component.region}`);
        expect(terms).toContain(`product:${component.product}`);
      }
      expect(terms).toContain(`impact:${event.impact}`);
      expect(terms).toContain(`state:${update.state}`);
    }
  });

  it("give each data center and each product only its own events, in the page's language", () => {
    const lagos = events.filter((event) => event.components.some((component) => component.region === "lagos"));
    expect(lagos.length).toBeGreaterThan(0);
    const regionFeed = parseAtomFeed(statusAtomFeed("fr", { kind: "region", id: "lagos" }));
    expect(regionFeed.entries).toHaveLength(lagos.reduce((sum, event) => sum + event.timeline.length, 0));
    expect(regionFeed.entries?.every((entry) => entry.categories?.some((category) => category.term === "region:lagos"))).toBe(true);
    expect(regionFeed.entries?.every((entry) => entry.id?.startsWith("https://") && entry.id.includes("/fr/status/incidents/"))).toBe(true);
    expect(regionFeed.title?.value).toContain("Lagos");
    for (const product of statusProducts.en) {
      const feed = parseAtomFeed(statusAtomFeed("ar", { kind: "product", id: product.id }));
      const expected = statusEvents.ar.filter((event) => event.components.some((component) => component.product === product.id));
      expect(feed.entries?.length, product.id).toBe(expected.reduce((sum, event) => sum + event.timeline.length, 0));
      expect(feed.title?.value).toContain(statusProducts.ar.find((entry) => entry.id === product.id)?.name);
    }
  });

  it("are well-formed in every language, for every scope the route table builds", () => {
    for (const locale of localeCodes)
      for (const scope of statusFeedScopes().atom)
        expect(isWellFormedXml(statusAtomFeed(locale, scope)), `${locale} ${JSON.stringify(scope)}`).toBe(true);
  });
});

describe("the maintenance calendars", () => {
  const maintenances = events.filter((event) => event.type === "maintenance");

  it("hold every maintenance window in UTC, with its page, and each data center's calendar only its own", () => {
    expect(maintenances.length).toBeGreaterThan(0);
    const calendar = new ICAL.Component(ICAL.parse(statusCalendar("en")));
    const vevents = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(vevents.map((vevent) => vevent.uid).sort()).toEqual(
      maintenances.map((event) => `${event.id}@${new URL(vevents[0]?.component.getFirstPropertyValue("url") as string).host}`).sort(),
    );
    for (const event of maintenances) {
      const vevent = vevents.find((candidate) => candidate.uid.startsWith(`${event.id}@`));
      expect(vevent?.startDate.toJSDate().toISOString()).toBe(new Date(event.window?.start ?? "").toISOString());
      expect(vevent?.endDate.toJSDate().toISOString()).toBe(new Date(event.window?.end ?? "").toISOString());
      expect(vevent?.startDate.zone.tzid).toBe("UTC");
      expect(vevent?.summary).toBe(event.title);
      expect(vevent?.sequence).toBe(event.timeline.length - 1);
    }
    for (const region of statusRegions.en) {
      const own = new ICAL.Component(ICAL.parse(statusCalendar("pt", region.id))).getAllSubcomponents("vevent");
      const expected = maintenances.filter((event) => event.components.some((component) => component.region === region.id));
      expect(own.map((vevent) => String(vevent.getFirstPropertyValue("uid")).split("@")[0]).sort(), region.id).toEqual(
        expected.map((event) => event.id).sort(),
      );
    }
  });
});

describe("the Statuspage v2 JSON", () => {
  it("lists every component of every data center, every incident and maintenance, in each language's words", () => {
    const en = statusApiDocuments("en");
    expect(en.components.components).toHaveLength(statusRegions.en.length * (statusProducts.en.length + 1));
    expect(en.incidents.incidents.length + en.scheduledMaintenances.scheduled_maintenances.length).toBe(Math.min(events.length, 100));
    const fr = statusApiDocuments("fr");
    expect(fr.incidents.incidents.map((incident) => incident.id)).toEqual(en.incidents.incidents.map((incident) => incident.id));
    expect(fr.incidents.incidents[0]?.name).toBe(statusEvents.fr.find((event) => event.id === fr.incidents.incidents[0]?.id)?.title);
    expect(fr.incidents.incidents[0]?.shortlink).toContain("/fr/status/incidents/");
    expect(fr.status.status.description).not.toBe(en.status.status.description);
  });
});
