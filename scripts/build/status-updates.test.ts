import { describe, expect, it } from "vitest";
import { localeCodes } from "../../app/lib/locales.ts";
import { statusEvents, statusProducts, statusRegions, type StatusEvent } from "../../app/content/status/pages.ts";
import { statusUpdatesSchema } from "../../shared/status-updates.ts";
import { statusUpdates } from "./status-updates.ts";

const SITE = "https://www.example.test";

const event = (id: string, locale: string, ats: string[]): StatusEvent => ({
  id,
  sample: true,
  type: "incident",
  impact: "major",
  components: [{ product: "storage", region: "lagos" }],
  title: `${id} (${locale})`,
  timeline: ats.map((at, index) => ({
    at,
    state: index === ats.length - 1 ? "resolved" : "investigating",
    ...(index === ats.length - 1 ? {} : { componentState: "major_outage" as const }),
    body: `${locale} update ${index + 1}`,
  })),
  phase: "closed",
  startsAt: ats[0] ?? "",
});

const eventsIn = (build: (locale: string) => StatusEvent[]) =>
  Object.fromEntries(localeCodes.map((locale) => [locale, build(locale)])) as Record<(typeof localeCodes)[number], StatusEvent[]>;
const named = (ids: string[]) =>
  Object.fromEntries(localeCodes.map((locale) => [locale, ids.map((id) => ({ id, name: `${id} ${locale}` }))])) as Record<
    (typeof localeCodes)[number],
    { id: string; name: string }[]
  >;

describe("build/status-updates.json", () => {
  it("lists every update once, oldest first across events, with ids, words and event URLs per language", () => {
    const file = statusUpdates({
      generatedAt: "2026-11-27T07:00:00.000Z",
      siteUrl: SITE,
      events: eventsIn((locale) => [
        event("b-later", locale, ["2026-11-02T10:00:00Z", "2026-11-02T11:00:00Z"]),
        event("a-earlier", locale, ["2026-11-01T10:00:00Z", "2026-11-02T10:30:00Z"]),
      ]),
      products: named(["storage"]),
      regions: named(["lagos"]),
    });
    expect(file.updates.map((update) => update.id)).toEqual(["a-earlier/1", "b-later/1", "a-earlier/2", "b-later/2"]);
    const update = file.updates[2];
    expect(update).toMatchObject({ eventId: "a-earlier", state: "resolved", at: "2026-11-02T10:30:00Z", impact: "major" });
    // In every language of the registry (app/lib/locales.ts), and no other.
    const inEach = (text: (locale: string) => string) => Object.fromEntries(localeCodes.map((locale) => [locale, text(locale)]));
    expect(update?.body).toEqual(inEach((locale) => `${locale} update 2`));
    expect(update?.url).toEqual(inEach((locale) => `${SITE}${locale === "en" ? "" : `/${locale}`}/status/incidents/a-earlier`));
    expect(file.products).toEqual([{ id: "storage", name: inEach((locale) => `storage ${locale}`) }]);
  });

  it("is refused by the contract when an id repeats or the order is wrong", () => {
    const valid = statusUpdates({
      generatedAt: "2026-11-27T07:00:00.000Z",
      siteUrl: SITE,
      events: eventsIn((locale) => [event("x", locale, ["2026-11-01T10:00:00Z", "2026-11-01T11:00:00Z"])]),
      products: named(["storage"]),
      regions: named(["lagos"]),
    });
    const [first, second] = valid.updates;
    expect(statusUpdatesSchema.safeParse({ ...valid, updates: [second, first] }).success).toBe(false);
    expect(statusUpdatesSchema.safeParse({ ...valid, updates: [first, { ...second, id: first?.id }] }).success).toBe(false);
    expect(statusUpdatesSchema.safeParse({ ...valid, updates: [first, { ...second, body: { en: "only English" } }] }).success).toBe(false);
  });

  it("takes the build's languages as they come: a further one passes the contract, a text missing one does not", () => {
    const valid = statusUpdates({
      generatedAt: "2026-11-27T07:00:00.000Z",
      siteUrl: SITE,
      events: eventsIn((locale) => [event("x", locale, ["2026-11-01T10:00:00Z"])]),
      products: named(["storage"]),
      regions: named(["lagos"]),
    });
    const withFifth = <T extends Record<string, string>>(texts: T, text = "[ƒîƒţĥ]") => ({ ...texts, qps: text });
    const fifth = {
      ...valid,
      products: valid.products.map((product) => ({ ...product, name: withFifth(product.name) })),
      regions: valid.regions.map((region) => ({ ...region, name: withFifth(region.name) })),
      updates: valid.updates.map((update) => ({
        ...update,
        title: withFifth(update.title),
        body: withFifth(update.body),
        url: withFifth(update.url, `${SITE}/qps/status/incidents/x`),
      })),
    };
    expect(statusUpdatesSchema.safeParse(fifth).success).toBe(true);
    expect(statusUpdatesSchema.safeParse({ ...fifth, regions: valid.regions }).error?.issues[0]?.path).toEqual(["regions", 0, "name"]);
  });

  it("holds the shipped events' updates, 13 data centers and 5 products", () => {
    const file = statusUpdates({
      generatedAt: new Date().toISOString(),
      siteUrl: SITE,
      events: statusEvents,
      products: statusProducts,
      regions: statusRegions,
    });
    expect(file.regions).toHaveLength(13);
    expect(file.products.map((product) => product.id)).toEqual(["compute", "databases", "storage", "kubernetes", "network"]);
    expect(file.updates).toHaveLength(statusEvents.en.reduce((sum, entry) => sum + entry.timeline.length, 0));
  });
});
