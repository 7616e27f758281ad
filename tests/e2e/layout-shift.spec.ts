import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FULL_STYLESHEET } from "../../scripts/critical-css.ts";
import { expect, test } from "./fixtures.ts";

// Each page inlines every rule of the stylesheet that matches its HTML, and a page with islands
// also the rules its islands' code can use (scripts/critical-css.ts); no page loads a stylesheet.
// If a rule that styles the page were missing from the inline CSS, the page would look different,
// or move, once the full stylesheet applies: anywhere on the page, it would move (a layout shift);
// in the first screen, it would also look different. One page of each template, and two in
// Arabic (its own line heights), at a phone's width and a desktop's; what islands show after a
// visitor's action is checked in island-styles.spec.ts.
const PAGES_WITH_ISLANDS = ["/", "/contact", "/pricing/ngn", "/resources/blog", "/ar/contact"];
const CONTENT_PAGES = ["/services/cloud-computing", "/about-us", "/international/west-africa", "/legal/privacy", "/ar/about-us"];
const fullStylesheet = readFileSync(join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", FULL_STYLESHEET), "utf8");
// One run in about forty saw a single large shift (0.28) that no rerun reproduced; one retry keeps a
// passing retry visible as "flaky" in the report instead of failing CI, until it is understood.
test.describe.configure({ retries: 1 });

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...CONTENT_PAGES, ...PAGES_WITH_ISLANDS]) {
      test(`${path} requests no stylesheet, and looks the same with the full one`, async ({ page }) => {
        const stylesheets: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
        });
        await recordShifts(page);
        // Network idle: a page's islands, imported after the first paint, have loaded and hydrated.
        await page.goto(path, { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        expect(stylesheets).toEqual([]);
        // The viewport only: a full-page screenshot resizes the viewport, which itself shifts layout.
        const inlineOnly = await page.screenshot({ animations: "disabled" });
        await page.addStyleTag({ content: fullStylesheet });
        await page.waitForTimeout(300);
        expect(await shifts(page)).toEqual([]);
        const withFullStylesheet = await page.screenshot({ animations: "disabled" });
        expect(withFullStylesheet.equals(inlineOnly), `${path} changes when the full stylesheet applies`).toBe(true);
      });
    }
  });
}
