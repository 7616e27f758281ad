import type { Page, Request } from "@playwright/test";
import type { BeaconBody } from "../../shared/field-data.ts";
import { expect, recordCspViolations, cspViolations, test } from "./fixtures.ts";

/**
 * The field data's measurement script (issue 48, app/field-data/): what a beacon holds, that it is
 * sent to the site's own /api/field-data and nowhere else, that nothing is sent with Global
 * Privacy Control or Do Not Track, and that nothing is stored on the device.
 */

/** Waits until the measurement script has arrived (the loader imports it after the largest paint). */
async function measured(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/assets\/field-data-[\w-]+\.js$/.test(entry.name)),
  );
  // Its module has run once its observers are registered: give the import's evaluation a frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

/**
 * The page is hidden (a tab switch) or shown again, as the browser says it: visibilityState, and
 * visibilitychange fired at the document, bubbling. Playwright does not report what a document sends
 * as it unloads, so the tests hide the page instead of leaving it; the same listener sends both.
 */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

/** Every beacon the pages send, and the origin of every other request. */
function catchBeacons(page: Page): { beacons: BeaconBody[]; others: string[] } {
  const caught = { beacons: [] as BeaconBody[], others: [] as string[] };
  page.context().on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/field-data" && request.method() === "POST")
      caught.beacons.push(JSON.parse(request.postData() ?? "{}") as BeaconBody);
    else if (url.protocol !== "data:") caught.others.push(url.origin);
  });
  return caught;
}

test("a page shown sends one beacon with its view, its Core Web Vitals and where it came from", async ({ page, consoleErrors }) => {
  await recordCspViolations(page);
  const caught = catchBeacons(page);
  const answers: number[] = [];
  page.context().on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/field-data") answers.push(response.status());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/fr/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=launch", {
    referer: "https://www.example.org/some/page",
  });
  await measured(page);
  // An interaction, so that INP has something to measure.
  await page.locator("main h1").click();
  await page.waitForTimeout(500);
  expect(caught.beacons, "nothing is sent while the page is shown").toEqual([]);
  await setVisibility(page, "hidden");
  await expect.poll(() => caught.beacons.length).toBe(1);
  const [beacon] = caught.beacons;
  expect(beacon).toMatchObject({
    path: "/fr/pricing",
    search: "?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
    lang: "fr",
    // What the browser gives (here the whole address Playwright set); the server keeps the host only (beacon.test.ts).
    referrer: "https://www.example.org/some/page",
    width: 390,
    view: true,
  });
  // INP too when the click took long enough to count (40 ms): not something to wait for here.
  expect(Object.keys(beacon?.metrics ?? {}).sort()).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
  for (const value of Object.values(beacon?.metrics ?? {})) expect(value).toBeGreaterThanOrEqual(0);
  expect(beacon?.metrics.LCP).toBeGreaterThanOrEqual(beacon?.metrics.FCP ?? 0);
  // Chromium reports its network type; the server turns the width into "mobile" and keeps the referrer's host only.
  expect(["slow-2g", "2g", "3g", "4g"]).toContain(beacon?.connection);
  // The server counted it, and nothing went to another host.
  await expect.poll(() => answers).toContain(204);
  expect(new Set(caught.others)).toEqual(new Set([new URL(page.url()).origin]));
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("one view per page: a second beacon of the same page carries no second view", async ({ page }) => {
  const caught = catchBeacons(page);
  await page.goto("/about-us");
  await measured(page);
  await setVisibility(page, "hidden");
  await expect.poll(() => caught.beacons.length).toBe(1);
  expect(caught.beacons[0]?.view).toBe(true);
  // Back to the tab, a click (something new to report), hidden again: metrics only.
  await setVisibility(page, "visible");
  await page.locator("main h1").click();
  await page.waitForTimeout(300);
  await setVisibility(page, "hidden");
  await page.waitForTimeout(300);
  expect(caught.beacons.filter((beacon) => beacon.view)).toHaveLength(1);
  expect(caught.beacons.every((beacon) => beacon.path === "/about-us")).toBe(true);
});

for (const [name, refusal] of [
  ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })],
  ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
] as const) {
  test(`with ${name}, the script is not even loaded and nothing is sent`, async ({ page }) => {
    await page.addInitScript(refusal);
    const requested: string[] = [];
    page.context().on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ["/", "/about-us", "/contact"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      // The islands' modules arrive (the loader ran); the measurement script does not.
      if (path !== "/about-us")
        await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".js")));
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    }
    await setVisibility(page, "hidden");
    await page.goto("/sitemap");
    expect(requested.filter((path) => path.startsWith("/assets/field-data-"))).toEqual([]);
    expect(requested.filter((path) => path === "/api/field-data")).toEqual([]);
  });
}

test("nothing is stored on the device: no cookie, no local or session storage, no database", async ({ page, context }) => {
  for (const path of ["/", "/pricing?utm_source=ad", "/fr/contact", "/resources/documentation", "/performance"]) {
    await page.goto(path);
    await measured(page);
    await page.locator("main h1").click();
  }
  await page.goto("/about-us");
  await measured(page);
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));
  expect(stored).toEqual({ local: 0, session: 0, databases: 0, caches: 0 });
});
