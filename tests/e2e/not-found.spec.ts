import { expect, test } from "./fixtures.ts";

test("an unknown path answers 404 with the 404 page, and logs the path", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no-such-page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Oops! Page not found/);
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expect.poll(() => consoleErrors.join("\n")).toContain("/no-such-page/here");

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main h1")).not.toHaveText("Oops! Page not found");
});

test("the 404 page is complete HTML before any JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/missing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await context.close();
});

test("the server answers 404 to HEAD and to a path under a real page", async ({ request }) => {
  expect((await request.head("/nope")).status()).toBe(404);
  expect((await request.get("/legal/privacy/nope")).status()).toBe(404);
  expect((await request.get("/404")).status()).toBe(404);
});

test("pages are served compressed, HTML revalidated, hashed assets cached for a year", async ({ request }) => {
  const html = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(html.headers()["content-encoding"]).toMatch(/br|gzip/);
  expect(html.headers()["cache-control"]).toBe("no-cache");
  const body = await html.text();
  const asset = body.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset, "the page loads a hashed script").toBeTruthy();
  const script = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("gzip");
});
