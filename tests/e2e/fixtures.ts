import AxeBuilder from "@axe-core/playwright";
import { test as base, devices, expect, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { baseURL } from "../../playwright.config.ts";
import { FULL_STYLESHEETS } from "../../scripts/build/short-class-names.ts";

/** The WCAG rule sets we hold every page to: 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export async function axeViolations(page: Page) {
  // Only violations are asserted: skipping the passes and incomplete results axe would otherwise
  // collect and serialize takes about a third off each run, over 180 pages.
  // A page of one frame (every page of the site) is checked with axe.run in the page itself
  // ("legacy mode"): the default runs axe.runPartial, then opens a second tab, loads axe's 650 kB
  // into it again and finishes there, a path that exists so that cross-origin frames can be
  // checked, and takes 2.5 times as long (1.3 s instead of 0.5 s a page). Same rules, same
  // results; a page with frames keeps the default. axe-fixture.spec.ts shows both find a violation.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

declare global {
  interface Window {
    /** securitypolicyviolation events of this page, recorded from before its first script. */
    __cspViolations: string[];
  }
}

/** Records every CSP violation from the document's start (an init script runs before the page's own). */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
}

/** The CSP violations recorded on the page so far (recordCspViolations first). */
export const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations);

/**
 * The field data's measurement script (issue 48, app/field-data/): the one script file a page
 * without islands loads, imported by the loader after the page has painted.
 */
export const isMeasurementScript = (url: string) => /^\/assets\/field-data-[\w-]+\.js$/.test(new URL(url).pathname);

/** The script-src a page's Content-Security-Policy header must have: self and hashes, nothing else. */
export const STRICT_SCRIPT_SRC = /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/;

/**
 * The search pages' (/search, /fr/search …): the same and WebAssembly, which Pagefind runs
 * (docs/decisions/022-site-search.md); 'wasm-unsafe-eval' allows no eval().
 */
export const SEARCH_SCRIPT_SRC = /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')*;/;

/** The script-src the page at this path must have: the search pages', or the strict one everywhere else. */
export const scriptSrcOf = (path: string) => (/^(\/[a-z]{2,3})?\/search$/.test(path) ? SEARCH_SCRIPT_SRC : STRICT_SCRIPT_SRC);

/**
 * `test` with `consoleErrors`: every console error and uncaught exception on the page.
 * Tests that expect none assert it is empty.
 */
// Read on first use, not when a spec imports the fixtures: most specs never add it.
let fullStylesheets: Record<string, string> | undefined;

/**
 * The site's full stylesheet, which no page loads, with its classes named as this page names them
 * (scripts/build/short-class-names.ts: a page keeps its islands' class names, and shortens the rest).
 */
export async function fullStylesheetFor(page: Page): Promise<string> {
  const islands = await page
    .locator("[data-island]")
    .evaluateAll((containers) => [...new Set(containers.map((container) => (container as HTMLElement).dataset.island))].sort().join(" "));
  fullStylesheets ??= JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", FULL_STYLESHEETS), "utf8"),
  ) as Record<string, string>;
  const css = fullStylesheets[islands];
  if (css === undefined) throw new Error(`no full stylesheet for a page with the islands "${islands}" in ${FULL_STYLESHEETS}`);
  return css;
}

/** Console errors and uncaught exceptions on a page while `use` runs. */
async function errorsOn(page: Page, use: (errors: string[]) => Promise<void>) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // A failed load names its address, which the console's text leaves out.
    if (message.type() === "error") errors.push(message.location().url ? `${message.text()} (${message.location().url})` : message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  await use(errors);
  page.off("console", onConsole);
  page.off("pageerror", onPageError);
}

export const test = base.extend<
  { consoleErrors: string[]; noScriptPage: Page; sharedPageErrors: string[] },
  { noScriptContext: BrowserContext; sharedPage: Page; sharedNoScriptPage: Page }
>({
  consoleErrors: async ({ page }, use) => errorsOn(page, use),
  // One context without JavaScript per worker, not one per test: the route walk reads every page
  // in it, and a page without script keeps no state between visits that a fresh context would clear.
  noScriptContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  noScriptPage: async ({ noScriptContext }, use) => {
    const page = await noScriptContext.newPage();
    await use(page);
    await page.close();
  },
  // One page per worker, with and without JavaScript, for tests that only load a page and read it
  // (the route walk). A fresh context for each page costs a new renderer process and a cold cache:
  // 38 blog posts took 42 s with a page each and 18 s with one page, on two workers. Whatever
  // clicks, types or stores uses `page`. The shared page records CSP violations from each
  // document's start, like recordCspViolations on `page`.
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...devices["Desktop Chrome"], baseURL });
      const page = await context.newPage();
      await recordCspViolations(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  // The errors of the test that uses the shared page; after it, the page's storage is emptied, so
  // no test reads what an island of another stored.
  sharedPageErrors: async ({ sharedPage }, use) => {
    await errorsOn(sharedPage, use);
    if (sharedPage.url().startsWith(baseURL))
      await sharedPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
  },
  sharedNoScriptPage: [
    async ({ noScriptContext }, use) => {
      const page = await noScriptContext.newPage();
      // The route walk reads each page as the smallest phone the site is made for (320 px) would.
      await page.setViewportSize({ width: 320, height: 800 });
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

export { expect };
