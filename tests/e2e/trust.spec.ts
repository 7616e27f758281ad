import { trustPages } from "../../app/content/residency.ts";
import { localeCodes, localePath } from "../../app/lib/locales.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// The trust pages (/trust, /trust/<country>, issue 31) in every language. The route walk
// (route-walk.spec.ts) loads every one of them; this file samples the overview and one country a
// language (a different one each) for axe, reads every fact box without JavaScript, and follows
// the links that lead here.

const countryOf = (index: number) => trustPages.en.countries[index % trustPages.en.countries.length];

localeCodes.forEach((locale, index) => {
  const country = countryOf(index);
  for (const path of [localePath("/trust", locale), localePath(country?.path ?? "/trust", locale)]) {
    test(`${path}: one h1, no axe violation, no JavaScript loaded`, async ({ page, consoleErrors }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(scripts, "a content page loads no JavaScript").toEqual([]);
    });
  }

  test(`${localePath("/trust", locale)}: every country's fact box reads without JavaScript`, async ({ noScriptPage: page }) => {
    const { overview, countries, box } = trustPages[locale];
    await page.goto(localePath("/trust", locale));
    for (const row of overview.rows)
      await expect(page.locator("main").getByRole("link", { name: row.country, exact: true })).toHaveAttribute(
        "href",
        localePath(row.path, locale),
      );
    for (const entry of countries) {
      await page.goto(localePath(entry.path, locale));
      const factBox = page.locator("[data-fact-box]");
      for (const heading of [box.where, box.leaves, box.role, box.transfer, box.regulator, box.dpo, box.clocks])
        await expect(factBox.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(factBox).toContainText(entry.transfer);
      await expect(factBox).toContainText(entry.lawClock);
      await expect(factBox).toContainText(entry.ourClock);
      await expect(page.locator("main time")).toHaveAttribute("datetime", entry.lastReview);
    }
  });
});

test("the footer leads to /trust and the SLA, and a solution's law card to its country", async ({ page }) => {
  await page.goto("/fr/solutions/financial-services");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Confiance" })).toHaveAttribute("href", "/fr/trust");
  await expect(page.locator('main a[href="/fr/trust/nigeria"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/fr/trust/south-africa"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/fr/trust/kenya"]')).toHaveCount(1);
});
