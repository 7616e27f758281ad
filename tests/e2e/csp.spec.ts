import type { Page } from "@playwright/test";
import { builtHtml, builtPagePaths } from "./built-pages.ts";
import { cspViolations, expect, recordCspViolations, STRICT_SCRIPT_SRC, test } from "./fixtures.ts";

declare global {
  interface Window {
    __injectedRan?: boolean;
  }
}

/** Adds an inline script the build never hashed, as an injection would. */
const injectInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injectedRan = true;";
    document.body.append(script);
  });

// Every built page is loaded under its policy, without a single violation, by the route walk
// (route-walk.spec.ts), in the same visit as its axe check. Here: the 404 page a miss gets.
test("/no-such-page runs under its Content-Security-Policy without a single violation", async ({ page }) => {
  await recordCspViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-security-policy"]).toMatch(STRICT_SCRIPT_SRC);
  // Hydration and lazy chunks run after load; their violations count too.
  await page.waitForLoadState("networkidle");
  expect(await cspViolations(page)).toEqual([]);
});

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
  await recordCspViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await injectInlineScript(page);
  // One report per policy that blocks it: the header's and the meta tag's.
  await expect.poll(() => cspViolations(page)).not.toEqual([]);
  for (const violation of await cspViolations(page)) expect(violation).toMatch(/^script-src-elem blocked inline/);
  expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
});

test("on a static host that sends no header, the page's meta policy alone blocks an injected script", async ({ page }) => {
  await page.route("**/*", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  await recordCspViolations(page);
  const response = await page.goto("/about-us");
  expect(response?.headers()["content-security-policy"]).toBeUndefined();
  await page.waitForLoadState("networkidle");
  expect(await cspViolations(page), "the page's own scripts are allowed by its meta policy").toEqual([]);
  await injectInlineScript(page);
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => window.__injectedRan)).toBeUndefined();
});
