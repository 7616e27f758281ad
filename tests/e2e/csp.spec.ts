import type { Page } from "@playwright/test";
import { builtHtml, builtPagePaths } from "./built-pages.ts";
import { expect, test } from "./fixtures.ts";

declare global {
  interface Window {
    /** securitypolicyviolation events of this page, recorded from before its first script. */
    __cspViolations: string[];
    __injectedRan?: boolean;
  }
}

/** Records every CSP violation from the document's start (an init script runs before the page's own). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

/** Adds an inline script the build never hashed, as an injection would. */
const injectInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injectedRan = true;";
    document.body.append(script);
  });

for (const path of [...builtPagePaths(), "/no-such-page"]) {
  test(`${path} runs under its Content-Security-Policy without a single violation`, async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
    // Hydration and lazy chunks run after load; their violations count too.
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });
}

test("every built page carries its policy in a meta tag before its first script, as the header does minus frame-ancestors", async ({
  request,
}) => {
  for (const path of builtPagePaths()) {
    const html = builtHtml(path);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(meta, path).not.toBeNull();
    expect(meta?.index, path).toBeLessThan(html.search(/<script\b/));
    const header = (await request.head(path)).headers()["content-security-policy"];
    expect(meta?.[1], path).toBe(header?.replace("; frame-ancestors 'none'", ""));
  }
});

test("an injected inline script is blocked and reported", async ({ page }) => {
  await recordViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await injectInlineScript(page);
  // One report per policy that blocks it: the header's and the meta tag's.
  await expect.poll(() => violations(page)).not.toEqual([]);
  for (const violation of await violations(page)) expect(violation).toMatch(/^script-src-elem blocked inline/);
  expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
});

test("on a static host that sends no header, the page's meta policy alone blocks an injected script", async ({ page }) => {
  await page.route("**/*", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  await recordViolations(page);
  const response = await page.goto("/about-us");
  expect(response?.headers()["content-security-policy"]).toBeUndefined();
  await page.waitForLoadState("networkidle");
  expect(await violations(page), "the page's own scripts are allowed by its meta policy").toEqual([]);
  await injectInlineScript(page);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
});
