import { performancePage } from "../../app/content/pages/performance.ts";
import { pageSeo } from "../../app/content/pages/titles.ts";
import { fillIn } from "../../app/lib/fill-in.ts";
import { localeCodes, localeInfo, localePath } from "../../app/lib/locales.ts";
import { axeViolations, cspViolations, expect, recordCspViolations, test } from "./fixtures.ts";
import { MONTH_OF_FIGURES, answerFigures } from "./month-of-figures.ts";

// /performance (issue 48) in every language: its words at build time, its figures from
// /api/field-data once the island has run, and without JavaScript the JSON's address.

for (const locale of localeCodes) {
  const path = localePath("/performance", locale);
  const words = performancePage[locale];

  test(`${path}: one h1, no axe violation, the figures read from /api/field-data`, async ({ page, consoleErrors }) => {
    await recordCspViolations(page);
    const figures = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/field-data");
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText(words.heading);
    expect((await figures).status()).toBe(200);
    // The figures, or "not enough visits yet" on a server that has seen few: either way the island has run.
    await expect(page.locator("[data-field-data=figures]")).toBeVisible();
    await expect(page.locator("[data-field-data=no-script]")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  // The e2e server has too few measurements for a figure: here a busy month's, as the JSON gives them,
  // on a phone, where the table by country and network scrolls sideways (and so takes the focus).
  test(`${path}: a month of figures, in the page's language, in the summary and by country and network`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await answerFigures(page, MONTH_OF_FIGURES);
    await page.goto(path);
    await expect(page.locator("[data-field-data=figures]")).toBeVisible();
    const number = new Intl.NumberFormat(localeInfo(locale).intl);
    await expect(page.getByRole("status")).toContainText(number.format(MONTH_OF_FIGURES.pageViews));
    await expect(page.locator("[data-metric]")).toHaveCount(5);
    await expect(page.locator("[data-metric=LCP]")).toContainText(fillIn(words.milliseconds, { value: number.format(2_840) }));
    await expect(page.locator("[data-metric=LCP]")).toContainText(number.format(1_180_402));
    await expect(page.locator("[data-cell]")).toHaveCount(MONTH_OF_FIGURES.cells.length);
    await expect(page.locator(`[data-cell="unknown 3g"] th`)).toHaveText(words.byCountry.unknownCountry);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${path}: when the figures cannot be loaded, says where the JSON is`, async ({ page }) => {
    await answerFigures(page, 503);
    await page.goto(path);
    await expect(page.getByRole("status").getByRole("link", { name: "/api/field-data" })).toHaveAttribute("href", "/api/field-data");
    await expect(page.locator("[data-metric]")).toHaveCount(5);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${path}: without JavaScript, says where the JSON is; the footer links the page`, async ({ noScriptPage: page }) => {
    await page.goto(path);
    await expect(page.locator("[data-field-data=no-script]").getByRole("link", { name: "/api/field-data" })).toHaveAttribute(
      "href",
      "/api/field-data",
    );
    await expect(page.getByRole("link", { name: words.jsonLink })).toHaveAttribute("href", "/api/field-data");
    // The figures' parts, which only JavaScript fills, are hidden.
    await expect(page.locator("[data-island=field-data-figures]")).toHaveCount(2);
    for (const part of await page.locator("[data-island=field-data-figures]").all()) await expect(part).toBeHidden();
    await expect(page.getByRole("heading", { name: words.byCountry.heading })).toBeHidden();
    await expect(page.locator("footer").locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(pageSeo[locale].performance.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });
}

test("the figures' JSON is public, cacheable and says what it holds", async ({ request }) => {
  const response = await request.get("/api/field-data");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const figures = (await response.json()) as { pageViews: number; minSamples: number; percentile: number; cells: unknown[] };
  expect(figures).toMatchObject({ percentile: 75, minSamples: 50 });
  expect(figures.pageViews).toBeGreaterThanOrEqual(0);
});
