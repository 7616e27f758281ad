import { expect, test } from "./fixtures.ts";

// Each page inlines the CSS of its first paint and loads the full stylesheet at the end of <body>
// (scripts/critical-css.ts). If a rule that styles the first paint is missing from the inline CSS,
// the page moves when the stylesheet arrives. Holding the stylesheet back makes that visible: the
// page paints with the inline CSS alone, then the stylesheet lands, and no layout shift may follow.
// One page of each template, at a phone's width and a desktop's.
const PAGES = ["/", "/services/cloud-computing", "/contact", "/pricing/ngn", "/resources/blog", "/about-us"];
const STYLESHEET_DELAY_MS = 1_500;
// One run in about forty saw a single large shift (0.28) that no rerun reproduced; one retry keeps a
// passing retry visible as "flaky" in the report instead of failing CI, until it is understood.
test.describe.configure({ retries: 1 });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} does not move when its stylesheet arrives late`, async ({ page }) => {
        let stylesheets = 0;
        await page.route("**/assets/*.css", async (route) => {
          stylesheets += 1;
          await new Promise((wait) => setTimeout(wait, STYLESHEET_DELAY_MS));
          await route.continue();
        });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: "layout-shift", buffered: true });
          (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        });
        await page.goto(path, { waitUntil: "load" });
        // The stylesheet was requested, held back, then applied.
        expect(stylesheets).toBeGreaterThan(0);
        await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/")));
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
        expect(shifts).toEqual([]);
      });
    }
  });
}
