import { statusPages, statusEvents, STATUS_FEED_PATH, statusRegionFeedPath } from "../../app/content/status/pages.ts";
import { localeCodes, localePath, type Locale } from "../../app/lib/locales.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// The status pages (issue 30). The route walk (route-walk.spec.ts) loads every one of them; this
// file covers what is particular to them: axe in every language on /status and one event page
// (a data center and a month in one language each), the page read without JavaScript, the feed
// links in the head, the history's paging and Arabic right to left. Figures that depend on the
// build time are read from the page's own data-generated-at, not recomputed here.

const EVENT = "2026-10-14-lagos-block-storage";

for (const locale of localeCodes) {
  for (const path of ["/status", `/status/incidents/${EVENT}`]) {
    test(`${localePath(path, locale)}: one h1 and no axe violation`, async ({ page, consoleErrors }) => {
      const response = await page.goto(localePath(path, locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

const sample: [Locale, string][] = [
  ["fr", "/status/lagos"],
  ["pt", "/status/history/2026-10"],
  ["en", "/status/history"],
];
for (const [locale, path] of sample) {
  test(`${localePath(path, locale)}: no axe violation`, async ({ page }) => {
    expect((await page.goto(localePath(path, locale)))?.status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("/status without JavaScript: the state of every product in every data center, the events in progress and planned, the bars read as text", async ({
  noScriptPage: page,
}) => {
  const words = statusPages.en;
  await page.goto("/status");
  const main = page.locator("main");
  await expect(main.locator("[data-status-grid] tbody tr")).toHaveCount(words.overview.grid.rows.length);
  await expect(main.locator("[data-status-grid] tbody td")).toHaveCount(
    words.overview.grid.rows.length * words.overview.grid.products.length,
  );
  // Every event shown in progress or planned is one whose file says so, and links to its page.
  const open = await main
    .locator("section[aria-labelledby=status-open] [data-event]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-event")));
  expect(open).toEqual(statusEvents.en.filter((event) => event.phase === "open").map((event) => event.id));
  const scheduled = main.locator("section[aria-labelledby=status-scheduled] [data-event]");
  expect(await scheduled.count()).toBeGreaterThanOrEqual(2);
  await expect(scheduled.first().locator("a")).toHaveAttribute("href", /^\/status\/incidents\//);
  // 90 bars per product, hidden from screen readers, and their text equivalent for them.
  const bars = main.locator("[data-bars]");
  await expect(bars).toHaveCount(words.overview.charts.length);
  await expect(bars.first().locator("[data-day-bars] > span")).toHaveCount(90);
  const spoken = bars.first().locator("[data-spoken-days] li");
  expect(await spoken.count()).toBeGreaterThan(0);
  expect((await spoken.allTextContents()).join(" ")).toContain(words.common.stateLabels.operational);
  await expect(main.locator("[data-formula]")).toHaveText(words.common.formula.formula);
  // Each page says when it was built.
  const builtAt = await main.locator("[data-generated-at]").getAttribute("data-generated-at");
  expect(Date.parse(builtAt ?? "")).toBeGreaterThan(Date.parse("2026-11-01T00:00:00Z"));
});

test("an event page without JavaScript: its timeline newest first and its postmortem", async ({ noScriptPage: page }) => {
  const event = statusPages.fr.eventPages.find((entry) => entry.id === EVENT);
  await page.goto(`/fr/status/incidents/${EVENT}`);
  const updates = page.locator("[data-timeline] [data-update]");
  await expect(updates).toHaveCount(event?.updates.length ?? -1);
  await expect(updates.first()).toHaveAttribute("data-update", `${EVENT}/${event?.updates.length}`);
  await expect(updates.first().locator("time")).toHaveText(event?.updates[0]?.atText ?? "");
  await expect(page.locator("[data-postmortem] h3")).toHaveText(event?.postmortem?.sections.map((section) => section.heading) ?? []);
});

test("the status pages link their Atom feeds in the head, in the page's language", async ({ page }) => {
  await page.goto("/fr/status/lagos");
  const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feeds).toHaveCount(2);
  expect(await feeds.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    localePath(STATUS_FEED_PATH, "fr"),
    localePath(statusRegionFeedPath("lagos"), "fr"),
  ]);
  await page.goto("/status");
  const overviewFeeds = await page
    .locator('head link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(overviewFeeds).toContain(STATUS_FEED_PATH);
  expect(overviewFeeds).toContain("/status/products/compute/feed.atom");
});

test("the history pages by month, each month linking the one before and after", async ({ noScriptPage: page }) => {
  await page.goto("/status/history");
  const months = statusPages.en.history.months;
  await expect(page.locator("section[aria-labelledby=status-months] li a")).toHaveCount(months.length);
  const oldest = months.at(-1);
  await page.locator(`a[href="${oldest?.path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${oldest?.path}$`));
  await expect(page.locator("h1")).toContainText(oldest?.label ?? "");
  await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(new RegExp(`${months.at(-2)?.path}$`));
  await expect(page.locator("[data-event]").first()).toBeVisible();
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", oldest?.path ?? "");
});

test("Arabic status pages run right to left, with Latin digits and the bars' days in Arabic", async ({ page }) => {
  await page.goto("/ar/status");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const spoken = await page.locator("[data-bars] [data-spoken-days] li").first().textContent();
  expect(spoken).toMatch(/[\u0600-\u06FF]/);
  expect(spoken).not.toMatch(/[\u0660-\u0669]/);
  // The oldest bar is at the start of the line: on the right in Arabic.
  const bars = page.locator("[data-bars]").first().locator("[data-day-bars] > span");
  const first = await bars.first().boundingBox();
  const last = await bars.last().boundingBox();
  expect(first?.x ?? 0).toBeGreaterThan(last?.x ?? 0);
});

test("Status is linked from the footer, the help center and contact support", async ({ page }) => {
  for (const path of ["/resources/help-center", "/fr/resources/contact-support"]) {
    await page.goto(path);
    const prefix = path.startsWith("/fr") ? "/fr" : "";
    await expect(page.locator(`main a[href="${prefix}/status"]`)).toHaveCount(1);
    await expect(page.locator(`footer a[href="${prefix}/status"]`)).toHaveCount(1);
  }
});
