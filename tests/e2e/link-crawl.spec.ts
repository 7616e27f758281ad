import { SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";
import { localeSamplePaths } from "./built-pages.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The pages whose links the crawl follows: every English page and the other languages' sample
 * (tests/e2e/built-pages.ts). The language menu links every page to its three other versions:
 * those are fetched and must answer 200, but not crawled in turn, which would parse 4× the pages.
 */
const sample = new Set(localeSamplePaths());
const crawls = (path: string) => splitLocalePath(path).locale === SOURCE_LOCALE || sample.has(path);

/**
 * Crawls the built site from "/" through every internal <a href> in the HTML the server
 * sends (what a visitor without JavaScript, or a search engine, gets) and fetches each
 * target: every one must answer 200. Links with a query are fetched with and without it.
 * In the other languages it crawls the sample of pages the other walks visit (see `crawls`).
 */
test("every internal link leads to a page", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  // The browser's own HTML parser, as a visitor's browser parses the page: DOMParser builds the
  // document without running its scripts, loading its resources or styling it, in one call per
  // page (loading each page into a tab with setContent took four times as long, over 220 pages).
  const parser = await browser.newPage();
  const anchorsOf = (html: string) =>
    parser.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "text/html");
      return [...document.querySelectorAll("a")].map((element) => ({
        href: element.getAttribute("href"),
        text: (element.textContent ?? "").trim(),
      }));
    }, html);

  const status = new Map<string, number>();
  const firstLinkedFrom = new Map<string, string>();
  const emptyLinks: string[] = [];
  const queue = ["/"];
  const crawled = new Set<string>();
  let links = 0;

  const fetchStatus = async (target: string) => status.set(target, (await request.get(target, { maxRedirects: 0 })).status());

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (crawled.has(path)) continue;
    crawled.add(path);
    const response = await request.get(path);
    status.set(path, response.status());
    if (!response.ok() || !(response.headers()["content-type"] ?? "").includes("text/html")) continue;

    const anchors = await anchorsOf(await response.text());
    // The targets this page links to that no page linked to before: fetched side by side.
    const newTargets = new Set<string>();
    for (const { href, text } of anchors) {
      links++;
      if (href === null || href.trim() === "" || href.trim() === "#") {
        emptyLinks.push(`${path}: "${text}" has href=${JSON.stringify(href)}`);
        continue;
      }
      if (/^(mailto|tel):/i.test(href)) continue;
      const url = new URL(href, origin + path);
      if (url.origin !== origin) continue;
      url.hash = "";
      for (const target of new Set([url.pathname + url.search, url.pathname])) {
        if (!firstLinkedFrom.has(target)) firstLinkedFrom.set(target, path);
        if (!status.has(target)) newTargets.add(target);
      }
      if (!crawled.has(url.pathname) && crawls(url.pathname)) queue.push(url.pathname);
    }
    await Promise.all([...newTargets].map(fetchStatus));
  }
  await parser.close();

  const broken = [...status]
    .filter(([, code]) => code !== 200)
    .map(([target, code]) => `${target} → ${code} (linked from ${firstLinkedFrom.get(target) ?? "start"})`);
  console.log(
    `link crawl: ${crawled.size} pages crawled, ${links} links followed, ${status.size} distinct targets checked, ${broken.length} broken`,
  );
  expect(emptyLinks).toEqual([]);
  expect(broken).toEqual([]);
  expect(crawled.size).toBeGreaterThan(40);
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/this-page-does-not-exist");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
