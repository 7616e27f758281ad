import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
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

/** The script-src a page's Content-Security-Policy header must have: self and hashes, nothing else. */
export const STRICT_SCRIPT_SRC = /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/;

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

export const test = base.extend<{ consoleErrors: string[]; noScriptPage: Page }, { noScriptContext: BrowserContext }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
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
});

export { expect };
