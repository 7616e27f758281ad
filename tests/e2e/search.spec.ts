import type { Page } from "@playwright/test";
import { interfaceWords } from "../../app/content/interface/words.ts";
import { localePath, locales, splitLocalePath, type Locale } from "../../app/lib/locales.ts";
import { foldSearchText } from "../../app/lib/search-text.ts";
import { listingLinks } from "../../app/site/navigation.ts";
import { servicePages } from "../../app/site/services.ts";
import { SEARCH_PATH } from "../../app/site/site-search.ts";
import { allBuiltPagePaths, builtHtml } from "./built-pages.ts";
import { axeViolations, cspViolations, expect, recordCspViolations, test } from "./fixtures.ts";

// Issue 47: the site search (docs/decisions/022-site-search.md). The queries and the pages they must
// find come from the content files, so an editor's change to a page's name moves the test with it.

/** Issue 47's budget: the search page and a first query, every byte over the wire (HTML, script, WebAssembly, index). */
const FIRST_QUERY_BUDGET_BYTES = 150_000;
/** A query answers within this once Pagefind's files are loaded. */
const QUERY_BUDGET_MS = 300;

const wordsOf = (locale: Locale) => interfaceWords[locale].siteSearch;
const results = (page: Page) => page.locator("#site-search-results > li");
/** Each shown result's kind, as the page names it (the line under its title). */
const kindsShown = (page: Page) => page.locator("#site-search-results > li > h2 + p").allTextContents();
const island = (page: Page) => page.locator('[data-island="site-search"]');

/** The page with ?q=, once the query's answer is on it. */
async function searchFor(page: Page, locale: Locale, query: string, kind = "") {
  const params = new URLSearchParams({ q: query, ...(kind ? { kind } : {}) });
  await page.goto(`${localePath(SEARCH_PATH, locale)}?${params}`);
  await expect(island(page)).toHaveAttribute("data-search-ms", /^\d+$/);
}

/** Waits for the search that a change started to be answered, and returns how long it took. */
async function answered(page: Page, change: () => Promise<void>): Promise<number> {
  await island(page).evaluate((element) => element.removeAttribute("data-search-ms"));
  await change();
  await expect(island(page)).toHaveAttribute("data-search-ms", /^\d+$/);
  return Number(await island(page).getAttribute("data-search-ms"));
}

for (const { code: locale, intl } of locales) {
  test(`${locale}: the page's name typed without accents or hamza finds it first; the kind filter narrows the results`, async ({
    page,
    consoleErrors,
  }) => {
    await recordCspViolations(page);
    const words = wordsOf(locale);
    const security = servicePages(locale).find((entry) => entry.slug === "security-services");
    if (!security) throw new Error("content/services has no security-services page");
    const query = foldSearchText(security.navLabel).toLocaleLowerCase(intl);
    // French "sécurité", Arabic "الأمان" and Portuguese "segurança": the query really lacks what the page writes.
    if (locale !== "en") expect(query).not.toBe(security.navLabel.toLocaleLowerCase(intl));

    await searchFor(page, locale, query);
    await expect(page.getByRole("searchbox", { name: words.searchLabel })).toHaveValue(query);
    await expect(results(page).first().getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
      "href",
      localePath(security.path, locale),
    );
    const total = await results(page).count();
    expect(total).toBeGreaterThan(1);
    await expect(page.getByRole("status")).toHaveText(/\d/);
    // The excerpt is the page's own text, its matched words marked as written there.
    const marked = foldSearchText((await results(page).first().locator("mark").allTextContents()).join(" ")).toLocaleLowerCase(intl);
    expect(query.split(" ").some((word) => word.length > 3 && marked.includes(word))).toBe(true);

    // One kind: the address keeps it, and every result is of that kind.
    await answered(page, () =>
      page
        .getByLabel(words.kindLabel)
        .selectOption("service")
        .then(() => undefined),
    );
    await expect(page).toHaveURL(/[?&]kind=service(&|$)/);
    expect(new Set(await kindsShown(page))).toEqual(new Set([interfaceWords[locale].siteSearch.kinds.service]));
    await expect(results(page).first().getByRole("link")).toHaveAttribute("href", localePath(security.path, locale));
    await answered(page, () =>
      page
        .getByLabel(words.kindLabel)
        .selectOption("blogPost")
        .then(() => undefined),
    );
    const posts = await kindsShown(page);
    expect(new Set(posts)).toEqual(new Set([interfaceWords[locale].siteSearch.kinds.blogPost]));
    for (const href of await results(page)
      .locator("h2 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toMatch(new RegExp(`^${localePath("/resources/blog/", locale)}`));

    // Only this language's pages.
    for (const href of await results(page)
      .locator("h2 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      if (locale !== "en") expect(href?.startsWith(`/${locale}/`)).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("Arabic: امان finds أمان, and the excerpt shows the word as the page writes it", async ({ page }) => {
  await searchFor(page, "ar", "امان");
  expect(await results(page).count()).toBeGreaterThan(0);
  const marks = await results(page).locator("mark").allTextContents();
  expect(marks.some((mark) => mark.includes("أمان"))).toBe(true);
  for (const mark of marks) expect(foldSearchText(mark)).toContain("امان");
});

test("French and Portuguese: securite finds sécurité, mocambique finds Moçambique", async ({ page }) => {
  await searchFor(page, "fr", "securite");
  expect((await results(page).locator("mark").allTextContents()).some((mark) => /sécurité/i.test(mark))).toBe(true);
  await searchFor(page, "pt", "mocambique");
  expect((await results(page).locator("mark").allTextContents()).some((mark) => mark.includes("Moçambique"))).toBe(true);
});

test("a query with no match says so, and its words are the visitor's", async ({ page }) => {
  await searchFor(page, "en", "qqqqqq");
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText(wordsOf("en").noMatch.replace("{query}", "qqqqqq"));
  await expect(page.getByText(wordsOf("en").emptyHint)).toBeVisible();
});

test("every page's header holds a plain search form that opens its language's search page", () => {
  for (const path of allBuiltPagePaths()) {
    const html = builtHtml(path);
    const { locale } = splitLocalePath(path);
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header, path).toMatch(new RegExp(`<form role="search"[^>]* action="${localePath(SEARCH_PATH, locale)}"`));
    expect(header, path).toMatch(/<input type="search"[^>]* name="q"/);
  }
});

test("without JavaScript, the header's form opens the search page, which says the search needs it and links every listing", async ({
  noScriptPage: page,
}) => {
  await page.goto("/fr/pricing");
  const box = page.getByRole("banner").getByRole("searchbox");
  await box.fill("sauvegarde");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/fr\/search\?q=sauvegarde$/);
  await expect(page.locator("main h1")).toBeVisible();
  // What a browser without JavaScript shows: the page's <noscript>, whose text and links are read
  // here (Chromium with JavaScript turned off by a test parses them but does not lay them out).
  const notice = page.locator("main noscript");
  expect(await notice.textContent()).toContain(wordsOf("fr").needsScript);
  expect(await notice.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/fr/sitemap",
    ...listingLinks("fr").map((link) => localePath(link.href, "fr")),
  ]);
});

test("the search page and a first query transfer at most 150 KB, and a query answers within 300 ms", async ({ browser }) => {
  // A fresh context: nothing cached, as a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)));
  await searchFor(page, "en", "kubernetes");
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  console.log(`search page + first query: ${bytes} bytes in ${sizes.length} responses`);
  expect(bytes).toBeLessThanOrEqual(FIRST_QUERY_BUDGET_BYTES);
  // Something real was measured: Pagefind's WebAssembly alone is about 60 KB.
  expect(bytes).toBeGreaterThan(60_000);

  // The files loaded: the same query again, filtered and not, answers within the budget.
  const kind = page.getByLabel(wordsOf("en").kindLabel);
  await answered(page, () => kind.selectOption("service").then(() => undefined));
  const ms = await answered(page, () => kind.selectOption("").then(() => undefined));
  console.log(`a query once the files are loaded: ${ms} ms`);
  expect(ms).toBeLessThanOrEqual(QUERY_BUDGET_MS);
  await context.close();
});

for (const locale of ["en", "ar"] as const) {
  test(`${localePath(SEARCH_PATH, locale)}: by keyboard, the count announced, no axe violation${locale === "ar" ? ", right to left" : ""}`, async ({
    page,
  }) => {
    const words = wordsOf(locale);
    await page.goto(localePath(SEARCH_PATH, locale));
    await expect(island(page)).toHaveAttribute("data-search-ready", "true");
    expect(await axeViolations(page)).toEqual([]);

    // The box, by keyboard: type, Enter, and the count is announced by the live region.
    const box = page.getByRole("searchbox", { name: words.searchLabel });
    await box.focus();
    await page.keyboard.type(locale === "ar" ? "السحابة" : "cloud");
    await answered(page, () => page.keyboard.press("Enter"));
    const status = page.getByRole("status");
    await expect(status).toHaveText(/\d/);
    expect(await results(page).count()).toBeGreaterThan(0);
    // Tab goes on to the button, then to the kind filter.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: words.submit, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(words.kindLabel)).toBeFocused();

    // More results, by keyboard: focus moves to the first new one.
    const more = page.getByRole("button", { name: words.more });
    if (await more.isVisible()) {
      const shown = await results(page).count();
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(results(page).nth(shown).getByRole("link")).toBeFocused();
    }
    if (locale === "ar") {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await box.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
      // Right to left: the label starts at the right, over the box's right edge.
      const label = await page.locator(`label[for="site-search-q"]`).boundingBox();
      const input = await box.boundingBox();
      expect(Math.abs((label?.x ?? 0) + (label?.width ?? 0) - ((input?.x ?? 0) + (input?.width ?? 0)))).toBeLessThan(2);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}
