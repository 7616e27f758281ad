import { afterEach, describe, expect, it } from "vitest";
import type { Beacon } from "../../shared/field-data.ts";
import { binOf, percentile } from "./histogram.ts";
import { purgeOldFieldData } from "./retention.ts";
import { HOUR_MS, hourOf, openFieldDataStore, OTHER, p75Figures, type FieldDataStore } from "./store.ts";

const at = Date.UTC(2026, 10, 20, 10, 30);
const hour = hourOf(at);
const period = { fromHour: hour - 48, toHour: hour + 48 };

const beacon = (overrides: Partial<Beacon> = {}): Beacon => ({
  path: "/pricing",
  lang: "en",
  device: "mobile",
  connection: "3g",
  view: true,
  metrics: {},
  ...overrides,
});

let store: FieldDataStore;
afterEach(() => store.close());

describe("the field data store", () => {
  it("counts views per dimension and keeps each metric as a histogram", () => {
    store = openFieldDataStore(":memory:", { now: () => at });
    store.record(beacon({ metrics: { LCP: 1000, CLS: 0.1 } }), "NG");
    store.record(beacon({ metrics: { LCP: 2000 } }), "NG");
    store.record(beacon({ connection: "4g", metrics: { LCP: 2500 } }), "KE");
    store.record(beacon({ path: "/", device: "desktop", connection: undefined, metrics: { LCP: 4000 } }), "NG");
    // A later beacon of the same page: metrics, no second view.
    store.record(beacon({ view: false, metrics: { INP: 200 } }), "NG");

    expect(store.pageViews(period)).toBe(4);
    expect(store.viewsBy(period, "country")).toEqual([
      { value: "NG", views: 3 },
      { value: "KE", views: 1 },
    ]);
    expect(store.viewsBy(period, "connection")).toEqual([
      { value: "3g", views: 2 },
      { value: "4g", views: 1 },
      { value: "unknown", views: 1 },
    ]);
    expect(store.viewsBy(period, "path")).toEqual([
      { value: "/pricing", views: 3 },
      { value: "/", views: 1 },
    ]);

    const [all] = store.histograms(period, []);
    const lcp = all?.histograms.get("LCP");
    // Worked by hand: the four LCPs in bins 142, 156, 161 and 170, one each (histogram.test.ts).
    expect(lcp && Object.fromEntries(lcp)).toEqual({ 142: 1, 156: 1, 161: 1, 170: 1 });
    expect(percentile("LCP", lcp ?? new Map(), 0.75)).toBe(2580);
    expect(all?.histograms.get("INP")).toEqual(new Map([[binOf(200), 1]]));
    expect(all?.histograms.get("CLS")).toEqual(new Map([[binOf(100), 1]]));

    const byCountry = store.histograms(period, ["country", "connection"]);
    const nigeria3g = byCountry.find(({ key }) => key.country === "NG" && key.connection === "3g");
    expect(Object.fromEntries(nigeria3g?.histograms.get("LCP") ?? [])).toEqual({ 142: 1, 156: 1 });
  });

  it("adds what was flushed to what waits, in the same hourly bucket", () => {
    store = openFieldDataStore(":memory:", { now: () => at });
    for (let i = 0; i < 30; i++) store.record(beacon({ metrics: { TTFB: 100 } }), "ZA");
    store.flush();
    for (let i = 0; i < 30; i++) store.record(beacon({ metrics: { TTFB: 100 } }), "ZA");
    expect(store.pageViews(period)).toBe(60);
    expect(store.histograms(period, [])[0]?.histograms.get("TTFB")).toEqual(new Map([[95, 60]]));
    // Another hour is another bucket.
    store.record(beacon(), "ZA", at + HOUR_MS);
    expect(store.pageViews({ fromHour: hour, toHour: hour })).toBe(60);
    expect(store.pageViews({ fromHour: hour + 1, toHour: hour + 1 })).toBe(1);
  });

  it("reports p75 only with enough samples", () => {
    store = openFieldDataStore(":memory:", { now: () => at });
    for (let i = 0; i < 49; i++) store.record(beacon({ metrics: { LCP: 1000, FCP: 500 } }), "NG");
    store.record(beacon({ metrics: { LCP: 4000 } }), "NG");
    const histograms = store.histograms(period, [])[0]?.histograms ?? new Map();
    // 50 LCPs (49 in bin 142, one in bin 170): p75 in bin 142; 49 FCPs: left out.
    expect(p75Figures(histograms, 50)).toEqual({ LCP: { p75: 1021, samples: 50 } });
  });

  it("counts referrers and campaigns per page, and bounds how many distinct ones an hour keeps", () => {
    store = openFieldDataStore(":memory:", { now: () => at, maxLabelsPerHour: 2 });
    store.record(beacon({ referrer: "www.google.com", utm_source: "newsletter", utm_campaign: "launch" }), "NG");
    store.record(beacon({ referrer: "WWW.Google.com", utm_source: "newsletter" }), "NG");
    store.record(beacon({ referrer: "t.co" }), "NG");
    store.record(beacon({ referrer: "example.org" }), "NG");
    store.record(beacon({ view: false, referrer: "ignored.example", metrics: { INP: 50 } }), "NG");
    expect(store.sourcesBy(period, "referrer")).toEqual([
      { value: "www.google.com", views: 2 },
      { value: OTHER, views: 1 },
      { value: "t.co", views: 1 },
    ]);
    expect(store.sourcesBy(period, "utm_source")).toEqual([{ value: "newsletter", views: 2 }]);
    expect(store.sourcesBy(period, "utm_campaign")).toEqual([{ value: "launch", views: 1 }]);
  });

  it("counts a path that is not a page, and a language that is not the site's, as other", () => {
    store = openFieldDataStore(":memory:", { now: () => at, pages: new Set(["/", "/fr/pricing"]), languages: ["en", "fr"] });
    store.record(beacon({ path: "/fr/pricing/", lang: "fr-FR" }), "CI");
    store.record(beacon({ path: "/wp-admin.php", lang: "de" }), "CI");
    expect(store.viewsBy(period, "path")).toEqual([
      { value: OTHER, views: 1 },
      { value: "/fr/pricing", views: 1 },
    ]);
    expect(store.viewsBy(period, "language")).toEqual([
      { value: "fr", views: 1 },
      { value: "other", views: 1 },
    ]);
  });

  it("flushes at once when too many keys wait, so memory stays bounded", () => {
    store = openFieldDataStore(":memory:", { now: () => at, maxPendingKeys: 100 });
    for (let i = 0; i < 1_000; i++) store.record(beacon({ path: `/page-${i}` }), "NG");
    expect(store.pendingKeys()).toBeLessThan(100);
    expect(store.pageViews(period)).toBe(1_000);
  });

  it("records conversions with their page and campaign", () => {
    store = openFieldDataStore(":memory:", { now: () => at });
    store.recordConversion({ path: "/contact", form: "contact", source: "newsletter", medium: "email", campaign: "launch" });
    store.recordConversion({ path: "/contact", form: "contact", source: "newsletter", medium: "email", campaign: "launch" });
    store.recordConversion({ path: "/pricing", form: "newsletter", source: "", medium: "", campaign: "" });
    expect(store.conversions(period)).toEqual([
      { path: "/contact", form: "contact", source: "newsletter", medium: "email", campaign: "launch", count: 2 },
      { path: "/pricing", form: "newsletter", source: "", medium: "", campaign: "", count: 1 },
    ]);
  });

  it("drops aggregates older than 13 months", () => {
    store = openFieldDataStore(":memory:", { now: () => at });
    const thirteenMonthsAgo = Date.UTC(2025, 9, 20, 10, 30);
    store.record(beacon({ metrics: { LCP: 1000 } }), "NG", thirteenMonthsAgo - HOUR_MS);
    store.recordConversion({ path: "/contact", form: "contact", source: "", medium: "", campaign: "" }, thirteenMonthsAgo - HOUR_MS);
    store.record(beacon({ metrics: { LCP: 1000 } }), "NG", thirteenMonthsAgo);
    const everything = { fromHour: 0, toHour: hour };
    expect(store.pageViews(everything)).toBe(2);
    // One views row, one vitals row and one conversions row of the older hour.
    expect(purgeOldFieldData(store, at)).toBe(3);
    expect(store.pageViews(everything)).toBe(1);
    expect(store.conversions(everything)).toEqual([]);
  });
});
