import { performancePage } from "../../app/content/pages/performance.ts";
import { pageSeo } from "../../app/content/pages/titles.ts";
import { localeCodes, localePath } from "../../app/lib/locales.ts";
import { axeViolations, cspViolations, expect, recordCspViolations, test } from "./fixtures.ts";

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

  test(`${path}: without JavaScript, says where the JSON is; the footer links the page`, async ({ noScriptPage: page }) => {
    await page.goto(path);
    await expect(page.locator("[data-field-data=no-script]").getByRole("link", { name: "/api/field-data" })).toHaveAttribute(
      "href",
      "/api/field-data",
    );
    await expect(page.getByRole("link", { name: words.jsonLink })).toHaveAttribute("href", "/api/field-data");
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
