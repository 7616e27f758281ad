import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../site-server.ts";
import { closeServer, tempFolderWithBuild } from "../test-server.ts";
import { ANALYTICS_POLICY, createAnalyticsDashboard, FAILED_LOGINS, periodOf } from "./dashboard.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { openFieldDataStore, type FieldDataStore } from "./store.ts";

const PASSWORD = "correct horse battery staple";
// A cheap hash for the tests; the real one costs about 0.1 s (password.ts).
let passwordHash = "";
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
});

let server: Server | undefined;
let store: FieldDataStore | undefined;
afterEach(async () => {
  if (server) await closeServer(server);
  store?.close();
  server = undefined;
  store = undefined;
});

const at = Date.UTC(2026, 10, 20, 12);
const basic = (user: string, password: string) => ({ Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

async function listen(handler: Server) {
  server = handler;
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function start() {
  store = openFieldDataStore(":memory:", { now: () => at });
  store.record(
    {
      path: "/pricing",
      lang: "fr",
      device: "mobile",
      connection: "3g",
      view: true,
      referrer: "www.google.com",
      utm_campaign: "launch",
      metrics: { LCP: 2500 },
    },
    "NG",
  );
  store.record({ path: "/", lang: "en", device: "desktop", view: true, metrics: { LCP: 1000 } }, "KE");
  store.recordConversion({ path: "/contact", form: "contact", source: "newsletter", medium: "email", campaign: "launch" });
  return listen(createServer(createAnalyticsDashboard({ store, passwordHash, trustProxy: "loopback", now: () => at })));
}

describe("the analytics password", () => {
  it("is kept as a salted scrypt hash that only the password matches", async () => {
    expect(passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 })).not.toBe(passwordHash);
    expect(await verifyPassword(PASSWORD, passwordHash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, passwordHash)).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain text")).toBe(false);
  });
});

describe("/admin/analytics/", () => {
  it("is closed without credentials or with wrong ones (401), with its own strict policy and noindex", async () => {
    const base = await start();
    const anonymous = await fetch(`${base}/admin/analytics/`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Basic");
    expect(anonymous.headers.get("content-security-policy")).toBe(ANALYTICS_POLICY);
    expect(anonymous.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await anonymous.text()).not.toContain("/pricing");
    expect((await fetch(`${base}/admin/analytics/`, { headers: basic("marketing", "guess") })).status).toBe(401);
    expect((await fetch(`${base}/admin/analytics/`, { headers: basic("someone", PASSWORD) })).status).toBe(401);
    expect((await fetch(`${base}/admin/analytics/export.csv?table=pages`)).status).toBe(401);
  });

  it("is open with them: every table of the period, and each as CSV", async () => {
    const base = await start();
    const response = await fetch(`${base}/admin/analytics/`, { headers: basic("marketing", PASSWORD) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ANALYTICS_POLICY).toContain("default-src 'none'");
    expect(ANALYTICS_POLICY).not.toContain("script-src");
    const html = await response.text();
    for (const text of [
      "Top pages",
      "/pricing",
      "www.google.com",
      "launch",
      "NG",
      "KE",
      "fr",
      "Conversions per page and campaign",
      "/contact",
      "Core Web Vitals per page",
      "2580",
    ])
      expect(html, text).toContain(text);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("2 page views from 2026-10-24 to 2026-11-20");

    const csv = await fetch(`${base}/admin/analytics/export.csv?table=conversions&from=2026-11-01&to=2026-11-30`, {
      headers: basic("marketing", PASSWORD),
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain("analytics-conversions-2026-11-01-2026-11-30.csv");
    // With a byte order mark, so that Excel reads UTF-8 (fetch's text() would drop it).
    expect(Buffer.from(await csv.arrayBuffer()).toString("utf8")).toBe(
      "\uFEFFpath,form,utm_source,utm_medium,utm_campaign,submissions\r\n/contact,contact,newsletter,email,launch,1\r\n",
    );
    // Another period holds nothing.
    const before = await fetch(`${base}/admin/analytics/?from=2026-01-01&to=2026-01-31`, { headers: basic("marketing", PASSWORD) });
    expect(await before.text()).toContain("0 page views from 2026-01-01 to 2026-01-31");
  });

  it("limits failed logins per address: past the limit even the right password waits", async () => {
    const base = await start();
    const from = (address: string, headers: Record<string, string>) => ({ ...headers, "X-Forwarded-For": address });
    for (let i = 0; i < FAILED_LOGINS; i++)
      expect((await fetch(`${base}/admin/analytics/`, { headers: from("41.58.0.9", basic("marketing", `guess ${i}`)) })).status).toBe(401);
    const refused = await fetch(`${base}/admin/analytics/`, { headers: from("41.58.0.9", basic("marketing", PASSWORD)) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await fetch(`${base}/admin/analytics/`, { headers: from("41.58.0.10", basic("marketing", PASSWORD)) })).status).toBe(200);
  });

  it("is a plain 404 when the server has no password hash (the site server does not mount it)", async () => {
    const folder = tempFolderWithBuild("analytics-");
    const base = await listen(createSiteServer({ root: join(folder, "build", "client") }));
    expect((await fetch(`${base}/admin/analytics/`)).status).toBe(404);
    expect((await fetch(`${base}/admin/analytics/`, { headers: basic("marketing", PASSWORD) })).status).toBe(404);
  });

  it("reads the period from two dates, the last 28 days by default, at most 400", () => {
    const now = Date.UTC(2026, 10, 20, 12);
    expect(periodOf(new URLSearchParams(), now)).toMatchObject({ from: "2026-10-24", to: "2026-11-20" });
    const { period } = periodOf(new URLSearchParams("from=2026-11-01&to=2026-11-02"), now);
    expect((period.toHour - period.fromHour + 1) / 24).toBe(2);
    expect(periodOf(new URLSearchParams("from=2020-01-01&to=2026-11-20"), now).from).toBe("2025-10-17");
    expect(periodOf(new URLSearchParams("from=junk&to=<script>"), now)).toMatchObject({ from: "2026-10-24", to: "2026-11-20" });
  });
});
