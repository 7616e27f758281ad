import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIELD_DATA_PATH, MAX_BEACON_BYTES, type BeaconBody } from "../../shared/field-data.ts";
import { createSiteServer } from "../site-server.ts";
import { closeServer, tempFolderWithBuild } from "../test-server.ts";
import { createFieldDataApi, MIN_SAMPLES, PUBLIC_CACHE_MS, type PublicFigures } from "./api.ts";
import { openFieldDataStore, type FieldDataStore } from "./store.ts";

const beacon: BeaconBody = {
  path: "/pricing",
  search: "?utm_source=newsletter",
  lang: "fr",
  referrer: "https://www.google.com/",
  connection: "3g",
  width: 390,
  view: true,
  metrics: { LCP: 2500, INP: 120, CLS: 0.02, TTFB: 600, FCP: 1500 },
};

let server: Server | undefined;
let store: FieldDataStore | undefined;
afterEach(async () => {
  if (server) await closeServer(server);
  store?.close();
  server = undefined;
  store = undefined;
});

/** A server with the field data API only; every address is in Nigeria but 127.0.0.1's neighbours in `countries`. */
async function start(options: { rateLimit?: { max: number; windowMs: number }; now?: () => number } = {}) {
  store = openFieldDataStore(":memory:", { now: options.now });
  const handler = createFieldDataApi({ store, country: () => "NG", trustProxy: "loopback", ...options });
  server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${FIELD_DATA_PATH}`;
}

const post = (url: string, body: string, headers: Record<string, string> = { "Content-Type": "text/plain;charset=UTF-8" }) =>
  fetch(url, { method: "POST", body, headers });

describe("POST /api/field-data", () => {
  it("counts a beacon sent as text/plain or as JSON, and answers 204", async () => {
    const url = await start();
    expect((await post(url, JSON.stringify(beacon))).status).toBe(204);
    expect((await post(url, JSON.stringify(beacon), { "Content-Type": "application/json" })).status).toBe(204);
    const period = { fromHour: 0, toHour: Number.MAX_SAFE_INTEGER };
    expect(store?.pageViews(period)).toBe(2);
    expect(store?.viewsBy(period, "country")).toEqual([{ value: "NG", views: 2 }]);
    expect(store?.sourcesBy(period, "referrer")).toEqual([{ value: "www.google.com", views: 2 }]);
    expect(store?.sourcesBy(period, "utm_source")).toEqual([{ value: "newsletter", views: 2 }]);
    expect(store?.viewsBy(period, "device")).toEqual([{ value: "mobile", views: 2 }]);
  });

  it("answers 204 to a beacon with nothing new (a page hidden twice), and counts nothing", async () => {
    const url = await start();
    expect((await post(url, JSON.stringify({ ...beacon, view: false, metrics: {} }))).status).toBe(204);
    expect(store?.pageViews({ fromHour: 0, toHour: Number.MAX_SAFE_INTEGER })).toBe(0);
  });

  it("refuses junk, values out of range and unknown fields with 400, and stores none of them", async () => {
    const url = await start();
    const refused = [
      "not json",
      "[]",
      "null",
      JSON.stringify({ ...beacon, metrics: { LCP: -1 } }),
      JSON.stringify({ ...beacon, metrics: { LCP: 600_001 } }),
      JSON.stringify({ ...beacon, metrics: { CLS: 101 } }),
      JSON.stringify({ ...beacon, metrics: { LCP: "fast" } }),
      JSON.stringify({ ...beacon, metrics: { FID: 10 } }),
      JSON.stringify({ ...beacon, userAgent: "Mozilla/5.0" }),
      JSON.stringify({ ...beacon, path: "https://evil.example/" }),
      JSON.stringify({ ...beacon, path: "/pricing?email=someone@example.com" }),
      JSON.stringify({ ...beacon, referrer: "javascript:alert(1)" }),
      JSON.stringify({ ...beacon, search: "utm_source=no-question-mark" }),
      JSON.stringify({ ...beacon, connection: "5g" }),
      JSON.stringify({ ...beacon, width: -1 }),
      JSON.stringify({ ...beacon, device: "mobile" }),
      JSON.stringify({ ...beacon, lang: "" }),
    ];
    for (const body of refused) expect((await post(url, body)).status, body).toBe(400);
    expect(store?.pageViews({ fromHour: 0, toHour: Number.MAX_SAFE_INTEGER })).toBe(0);
  });

  it("refuses a beacon over 2 KB (413) and another content type (415)", async () => {
    const url = await start();
    const oversized = JSON.stringify({ ...beacon, search: `?utm_campaign=${"x".repeat(MAX_BEACON_BYTES)}` });
    expect((await post(url, oversized)).status).toBe(413);
    expect((await post(url, JSON.stringify(beacon), { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect(store?.pageViews({ fromHour: 0, toHour: Number.MAX_SAFE_INTEGER })).toBe(0);
  });

  it("drops a beacon sent with Sec-GPC: 1 or DNT: 1 unread", async () => {
    const url = await start();
    expect((await post(url, JSON.stringify(beacon), { "Content-Type": "text/plain", "Sec-GPC": "1" })).status).toBe(204);
    expect((await post(url, JSON.stringify(beacon), { "Content-Type": "text/plain", DNT: "1" })).status).toBe(204);
    expect(store?.pageViews({ fromHour: 0, toHour: Number.MAX_SAFE_INTEGER })).toBe(0);
  });

  it("refuses a beacon from another site's page (403)", async () => {
    const url = await start();
    const response = await post(url, JSON.stringify(beacon), { "Content-Type": "text/plain", Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("limits each address, as the forms do, and counts another address apart", async () => {
    const url = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    const from = (address: string) => ({ "Content-Type": "text/plain", "X-Forwarded-For": address });
    for (let i = 0; i < 3; i++) expect((await post(url, JSON.stringify(beacon), from("41.58.0.1"))).status).toBe(204);
    const refused = await post(url, JSON.stringify(beacon), from("41.58.0.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(url, JSON.stringify(beacon), from("41.58.0.2"))).status).toBe(204);
    // Junk does not spend the allowance: it is refused before it is counted.
    expect((await post(url, "junk", from("41.58.0.3"))).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await post(url, JSON.stringify(beacon), from("41.58.0.3"))).status).toBe(204);
  });
});

describe("GET /api/field-data", () => {
  it("publishes page views and p75 per country × connection, leaving out figures under 50 samples", async () => {
    let time = Date.UTC(2026, 10, 20, 10);
    const url = await start({ now: () => time, rateLimit: { max: 1_000, windowMs: 60_000 } });
    const send = (overrides: Partial<BeaconBody>) => post(url, JSON.stringify({ ...beacon, ...overrides }));
    // 50 beacons on 3G (LCP 1000 ms: 38 of them, 4000 ms: 12), 49 on 4G: only 3G's LCP is published.
    for (let i = 0; i < 50; i++) await send({ metrics: { LCP: i < 38 ? 1000 : 4000 } });
    for (let i = 0; i < MIN_SAMPLES - 1; i++) await send({ connection: "4g", metrics: { LCP: 900 } });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const figures = (await response.json()) as PublicFigures;
    expect(figures.pageViews).toBe(99);
    expect(figures.minSamples).toBe(50);
    // Worked by hand: rank ⌈0.75 × 50⌉ = 38 is the last 1000 ms value: bin 142, upper edge 1020.66 → 1021 ms.
    expect(figures.cells).toEqual([{ country: "NG", connection: "3g", metrics: { LCP: { p75: 1021, samples: 50 } } }]);
    // All 99 together: rank 75 falls among the 1000 ms values (49 at 900 ms, bin 140; then 38 at 1000 ms).
    expect(figures.overall).toEqual({ LCP: { p75: 1021, samples: 99 } });

    // Cached for five minutes, then computed again.
    await send({ connection: "4g", metrics: { LCP: 900 } });
    expect(((await (await fetch(url)).json()) as PublicFigures).pageViews).toBe(99);
    time += PUBLIC_CACHE_MS;
    const later = (await (await fetch(url)).json()) as PublicFigures;
    expect(later.pageViews).toBe(100);
    expect(later.cells.map((cell) => cell.connection)).toEqual(["3g", "4g"]);
  });
});

describe("the site server", () => {
  it("routes /api/field-data to the field data API", async () => {
    store = openFieldDataStore(":memory:");
    const folder = tempFolderWithBuild("field-data-");
    const fieldData = createFieldDataApi({ store, country: () => "NG" });
    server = createSiteServer({ root: join(folder, "build", "client"), fieldData });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FIELD_DATA_PATH}`;
    expect((await post(url, JSON.stringify(beacon))).status).toBe(204);
    const response = await fetch(url);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(((await response.json()) as PublicFigures).pageViews).toBe(1);
  });
});
