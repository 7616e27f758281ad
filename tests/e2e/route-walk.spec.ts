import { builtHtml, builtPagePaths } from "./built-pages";
import { axeViolations, expect, test } from "./fixtures";

const paths = builtPagePaths();

test("the build prerenders the pages this walk covers", () => {
  expect(paths).toContain("/");
  expect(paths.length).toBeGreaterThan(4);
  console.log(`route walk covers ${paths.length} prerendered pages`);
});

test("every page has a unique title and meta description in its HTML", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const html = builtHtml(path);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    expect(title, `${path} has a <title>`).not.toBe("");
    expect(description, `${path} has a meta description`).not.toBe("");
    expect(titles.get(title), `title of ${path} is unique`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path} is unique`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

for (const path of paths) {
  test.describe(`page ${path}`, () => {
    test("loads with one h1, no console errors and no axe violations", async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toBeVisible();
      // Let hydration finish so errors it raises are caught too.
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test("reads without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toBeVisible();
      const mainText = (await page.locator("main").innerText()).trim();
      expect(mainText.length, "main has real content").toBeGreaterThan(60);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await context.close();
    });
  });
}
