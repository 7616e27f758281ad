import { ISLAND_LOADER_SCRIPT } from "../../app/islands/loader.ts";
import { expect, test } from "./fixtures.ts";

/** Pages with no island: one per family, and the 404 page. They run only the loader and the measurement script. */
const CONTENT_PAGES = [
  "/services/cloud-computing",
  "/solutions/financial-services",
  "/international/west-africa",
  "/about-us",
  "/legal/privacy",
  "/resources",
  "/sitemap",
  "/resources/blog/cutting-latency-across-african-routes",
  "/forms/thanks/contact",
  "/no-such-page",
];

/** Pages with islands, and a control that only hydrated islands have. */
const INTERACTIVE_PAGES = [
  "/",
  "/contact",
  "/resources/contact-support",
  "/resources/documentation",
  "/resources/help-center",
  "/resources/blog",
];

test("content pages request only the measurement script, after the largest contentful paint, and run only the loader inline", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/field-data-")));
    // Executable inline scripts in the document: the loader (and the 404 page's one-line log), nothing else.
    const executable = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => ["", "module", "text/javascript"].includes(script.type) && !script.src)
        .map((script) => script.text),
    );
    expect(executable, `${path} runs scripts`).toEqual(
      path === "/no-such-page" ? [expect.stringContaining("404 Error"), ISLAND_LOADER_SCRIPT] : [ISLAND_LOADER_SCRIPT],
    );
    expect(await page.locator("[data-island], link[rel=modulepreload], script[src]").count(), `${path} has islands`).toBe(0);
    const timing = await page.evaluate(
      () =>
        new Promise<{ lcp?: number; measure?: number }>((resolve) => {
          new PerformanceObserver((list) =>
            resolve({
              lcp: list.getEntries().at(-1)?.startTime,
              measure: performance.getEntriesByType("resource").find((entry) => entry.name.includes("/assets/field-data-"))?.startTime,
            }),
          ).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(timing.measure, `${path}: the measurement script starts after the largest paint`).toBeGreaterThan(timing.lcp ?? Infinity);
  }
  expect(
    scripts.every((script) => /^\/assets\/field-data-[\w-]+\.js$/.test(script)),
    scripts.join(", "),
  ).toBe(true);
});

test("interactive pages request their scripts and island props only after the largest contentful paint", async ({ page }) => {
  let propsFiles = 0;
  for (const path of INTERACTIVE_PAGES) {
    await page.goto(path);
    // The loader imports the islands after load and two frames: wait for them to arrive.
    await page.waitForFunction(() => {
      const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
      const propsFiles = document.querySelectorAll("[data-island-props-src]").length > 0;
      return loaded.some((name) => name.endsWith(".js")) && (!propsFiles || loaded.some((name) => name.includes("/assets/props/")));
    });
    const timing = await page.evaluate(
      () =>
        new Promise<{ fcp?: number; lcp?: number; scripts: { name: string; start: number }[] }>((resolve) => {
          // Largest-contentful-paint entries reach only an observer; buffered, it gets those so far.
          new PerformanceObserver((list) =>
            resolve({
              fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
              lcp: list.getEntries().at(-1)?.startTime,
              scripts: performance
                .getEntriesByType("resource")
                // Island modules and the props files (assets/props/*.json) the loader preloads beside them.
                .filter((entry) => entry.name.endsWith(".js") || entry.name.includes("/assets/props/"))
                .map((entry) => ({ name: entry.name, start: entry.startTime })),
            }),
          ).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(timing.fcp, `${path} has a first contentful paint`).toBeGreaterThan(0);
    expect(timing.lcp, `${path} has a largest contentful paint`).toBeGreaterThanOrEqual(timing.fcp ?? Infinity);
    for (const script of timing.scripts) expect(script.start, `${path}: ${script.name}`).toBeGreaterThan(timing.lcp ?? Infinity);
    propsFiles += timing.scripts.filter((script) => script.name.includes("/assets/props/")).length;
    expect(await page.locator("link[rel=modulepreload], script[src]").count(), `${path} preloads or blocks on scripts`).toBe(0);
  }
  expect(propsFiles, "props files fetched (the forms', at least)").toBeGreaterThan(0);
});

test("each island hydrates: its control works once its script has run", async ({ page, consoleErrors }) => {
  await page.goto("/resources/documentation");
  const search = page.getByRole("searchbox", { name: "Search the documentation" });
  await expect(search).toBeEnabled();
  const status = page.getByRole("search").getByRole("status");
  const everything = await status.innerText();
  await search.fill("backups");
  await expect(status).not.toHaveText(everything);
  await page.goto("/contact?topic=sales&plan=business-server");
  await expect(page.getByRole("combobox", { name: "Topic" })).toHaveValue("sales");
  expect(consoleErrors).toEqual([]);
});
