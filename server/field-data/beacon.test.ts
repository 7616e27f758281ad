import { describe, expect, it } from "vitest";
import type { BeaconBody } from "../../shared/field-data.ts";
import { parseBeacon } from "./beacon.ts";

const body: BeaconBody = {
  path: "/fr/pricing",
  search: "?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=someone%40example.com",
  lang: "fr",
  referrer: "https://www.Google.com/search?q=someone",
  connection: "3g",
  width: 800,
  view: true,
  metrics: { LCP: 2500.4, CLS: 0.02 },
};

describe("a beacon's body", () => {
  it("becomes what is counted: the campaign of the query, the referrer's host, the device class", () => {
    expect(parseBeacon(JSON.stringify(body), "baobab.example")).toEqual({
      ok: true,
      beacon: {
        path: "/fr/pricing",
        lang: "fr",
        referrer: "www.google.com",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "launch",
        connection: "3g",
        device: "tablet",
        view: true,
        metrics: { LCP: 2500.4, CLS: 0.02 },
      },
    });
  });

  it("drops the site's own host as a referrer, and a query without campaign fields", () => {
    const parsed = parseBeacon(JSON.stringify({ ...body, search: "?q=storage", referrer: "https://baobab.example/fr" }), "baobab.example");
    expect(parsed.ok && parsed.beacon).toEqual({
      path: "/fr/pricing",
      lang: "fr",
      connection: "3g",
      device: "tablet",
      view: true,
      metrics: { LCP: 2500.4, CLS: 0.02 },
    });
  });

  it("cuts a campaign to 100 characters without its control characters", () => {
    const parsed = parseBeacon(JSON.stringify({ ...body, search: `?utm_campaign=%E2%80%AE${"a".repeat(300)}` }));
    expect(parsed.ok && parsed.beacon?.utm_campaign).toBe("a".repeat(100));
  });

  it("classes the viewport: under 768 px mobile, under 1024 tablet, else desktop", () => {
    const device = (width: number) => {
      const parsed = parseBeacon(JSON.stringify({ ...body, width }));
      return parsed.ok ? parsed.beacon?.device : parsed.error;
    };
    expect([device(360), device(767), device(768), device(1023), device(1024)]).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
    ]);
  });

  it("refuses values out of range whole, naming the field", () => {
    expect(parseBeacon(JSON.stringify({ ...body, metrics: { LCP: 600_001 } }))).toEqual({
      ok: false,
      error: expect.stringContaining("metrics.LCP") as string,
    });
    expect(parseBeacon(JSON.stringify({ ...body, metrics: { TTFB: -5 } })).ok).toBe(false);
    expect(parseBeacon(JSON.stringify({ ...body, metrics: { INP: Number.MAX_VALUE } })).ok).toBe(false);
    expect(parseBeacon("{").ok).toBe(false);
  });
});
