import { parseAtomFeed } from "feedsmith";
import ICAL from "ical.js";
import { STATUS_API_PATHS, STATUS_CALENDAR_PATH } from "../../app/content/status/feed-paths.ts";
import { localePath } from "../../app/lib/locales.ts";
import { statuspageV2 } from "../../app/lib/statuspage-schema.ts";
import { expect, test } from "./fixtures.ts";

// The status feeds as `npm start` serves the build (tests/built/status-feeds.test.ts reads every
// file; tests/deploy/nginx.test.ts checks nginx): the Atom feed a status page links in its head,
// compressed as a reader asks, a maintenance calendar and the Statuspage JSON, each of its type.
test("a status page's Atom feed, a maintenance calendar and the Statuspage JSON are served with their types", async ({ page, request }) => {
  await page.goto("/fr/status/lagos");
  const hrefs = await page
    .locator('head link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const feed = await request.get(href, { headers: { "Accept-Encoding": "gzip" } });
    expect(feed.status(), href).toBe(200);
    expect(feed.headers()["content-type"], href).toBe("application/atom+xml; charset=utf-8");
    expect(parseAtomFeed(await feed.text()).links?.find((link) => link.rel === "self")?.href, href).toMatch(new RegExp(`${href}$`));
  }
  const calendar = await request.get(localePath(STATUS_CALENDAR_PATH, "ar"));
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(new ICAL.Component(ICAL.parse(await calendar.text())).getAllSubcomponents("vevent").length).toBeGreaterThan(0);
  const summary = await request.get(STATUS_API_PATHS.summary, { headers: { Origin: "https://dashboard.example" } });
  expect(summary.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(summary.headers()["access-control-allow-origin"]).toBe("*");
  const body: unknown = await summary.json();
  expect(() => statuspageV2.summary.parse(body)).not.toThrow();
});
