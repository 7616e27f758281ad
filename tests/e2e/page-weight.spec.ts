import { resolve } from "node:path";
import { measurePages } from "../../scripts/page-weight";
import { expect, test } from "./fixtures";

// Budgets for what one page loads, gzip-compressed: a mid-range phone on a slow link
// should have every page interactive within a few seconds. React and React Router alone
// are about 125 KiB (the 404 page); the heaviest page (home, with the map's tooltips) was
// 163 KiB when this budget was set. A page that outgrows it needs a reason.
const JS_BUDGET_BYTES = 170 * 1024;
const CSS_BUDGET_BYTES = 25 * 1024;

test("every page loads its JavaScript and CSS within budget", () => {
  const pages = measurePages(resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client"));
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) {
    expect(page.jsFiles, `${page.path} loads scripts`).toBeGreaterThan(0);
    expect(page.jsBytes, `${page.path} JavaScript (gzip)`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(page.cssBytes, `${page.path} CSS (gzip)`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  }
});
