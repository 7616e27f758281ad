import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { blogWords } from "../../app/content/blog/words.ts";
import { faqs, supportPriorities } from "../../app/content/help-center/page.ts";
import { responseValues } from "../../app/content/help-center/loaded.ts";
import { interfaceWords } from "../../app/content/interface/words.ts";
import { pageSeo } from "../../app/content/pages/titles.ts";
import { allBuiltPagePaths, builtHtml, MARKUP_SAMPLED_TEMPLATE, templateOf } from "./built-pages.ts";
import { axeViolations, expect, test } from "./fixtures.ts";

// Words and questions come from the content (as the build formats them), so an editor's change keeps
// these tests green: they check what the pages do with any valid content.
const searchWords = interfaceWords.en;
/** The Help Center's questions in the order the page lists them. */
const questionsInOrder = faqs.en;
const faq = (id: string) => {
  const found = faqs.en.find((entry) => entry.id === id);
  if (!found) throw new Error(`content/help-center/en/${id}.yaml is missing`);
  return found;
};
/** The answer's first clause: enough to find it, and free of the characters HTML escapes. */
const answerStart = (answer: string) => answer.split(/[,.;:]/)[0] ?? answer;

const buildDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/** The filters are disabled in the prerendered HTML and enabled once React has hydrated. */
async function waitForHydration(control: Locator) {
  await expect(control).toBeEnabled();
}

/** The result count of the page's search or filters (the first live status in main). */
const status = (page: Page) => page.locator("main").getByRole("status").first();

test.describe("resources: documentation search and filters", () => {
  const cards = (page: Page) => page.locator("#guides li:has(h3), #products li:has(h3)");

  test("typing narrows the list, updates the announced count, and clearing restores it", async ({ page, consoleErrors }) => {
    await page.goto("/resources/documentation");
    const search = page.getByRole("searchbox", { name: "Search the documentation" });
    await waitForHydration(search);
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(6);
    await expect(status(page)).toHaveText(`${total} results`);
    await expect(status(page)).toHaveAttribute("aria-live", "polite");

    await search.fill("  KUBERNETES ");
    const narrowed = await cards(page).count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
    await expect(status(page)).toHaveText(narrowed === 1 ? "1 result" : `${narrowed} results`);
    for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain("kubernetes");

    await search.fill("");
    await expect(cards(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(`${total} results`);
    expect(consoleErrors).toEqual([]);
  });

  test("a nonsense query shows the empty state, which resets the search", async ({ page }) => {
    await page.goto("/resources/documentation");
    const search = page.getByRole("searchbox", { name: "Search the documentation" });
    await waitForHydration(search);
    const total = await cards(page).count();
    await search.fill("xyzzy-nothing");
    await expect(cards(page)).toHaveCount(0);
    await expect(status(page)).toHaveText("0 results");
    await expect(page.getByText(searchWords.documentationSearch.noMatch.replace("{query}", "xyzzy-nothing"))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(search).toHaveValue("");
    await expect(cards(page)).toHaveCount(total);
  });

  test("category buttons filter and flip aria-pressed", async ({ page }) => {
    await page.goto("/resources/documentation");
    const group = page.getByRole("group", { name: "Filter by category" });
    const all = group.getByRole("button", { name: "All" });
    const databases = group.getByRole("button", { name: "Databases" });
    await waitForHydration(databases);
    const total = await cards(page).count();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(databases).toHaveAttribute("aria-pressed", "false");

    await databases.click();
    await expect(databases).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    await expect(status(page)).toHaveText(shown === 1 ? "1 result" : `${shown} results`);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Databases");
    await expect(page.locator("#products").getByRole("link", { name: "Managed Databases" })).toHaveAttribute(
      "href",
      "/services/managed-databases",
    );

    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(total);
  });

  test("lists dated updates and, without JavaScript, every guide and product", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/documentation");
    const updates = page.locator("#whats-new li");
    expect(await updates.count()).toBeGreaterThanOrEqual(4);
    await expect(updates.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    const productLinks = page.locator("#products a[href^='/services/']");
    await expect(productLinks).toHaveCount(6);
    await expect(page.locator("#guides li:has(h3)")).not.toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText(/^\d+ results$/);
    await context.close();
  });
});

test.describe("resources: help center", () => {
  const questions = (page: Page) => page.locator("#faqs [data-faq]");

  test("the FAQ search narrows, announces, shows an empty state and clears", async ({ page, consoleErrors }) => {
    await page.goto("/resources/help-center");
    const search = page.getByRole("searchbox", { name: "Search the FAQs" });
    await waitForHydration(search);
    const total = questionsInOrder.length;
    await expect(questions(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(`${total} questions`);

    await search.fill("naira");
    await expect(questions(page)).toHaveCount(1);
    await expect(status(page)).toHaveText("1 question");
    // Found by its answer, which names every local currency from the currency list.
    await expect(questions(page).getByRole("button")).toHaveText(faq("local-currency").question);

    await search.fill("quantum teleportation");
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText(searchWords.helpSearch.noMatch.replace("{query}", "quantum teleportation"))).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(questions(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(`${total} questions`);
    expect(consoleErrors).toEqual([]);
  });

  test("topic buttons filter the questions and flip aria-pressed", async ({ page }) => {
    await page.goto("/resources/help-center");
    const group = page.getByRole("group", { name: "Filter by topic" });
    const billing = group.getByRole("button", { name: "Billing" });
    await waitForHydration(billing);
    await billing.click();
    await expect(billing).toHaveAttribute("aria-pressed", "true");
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    const inBilling = questionsInOrder.filter((entry) => entry.category === "billing").length;
    await expect(questions(page)).toHaveCount(inBilling);
    await expect(status(page)).toHaveText(inBilling === 1 ? "1 question" : `${inBilling} questions`);
    await group.getByRole("button", { name: "All" }).click();
    await expect(questions(page)).toHaveCount(questionsInOrder.length);
  });

  test("the accordion opens and closes by mouse", async ({ page }) => {
    await page.goto("/resources/help-center");
    await waitForHydration(page.getByRole("searchbox", { name: "Search the FAQs" }));
    const dataLocation = faq("data-location");
    const question = page.getByRole("button", { name: dataLocation.question });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    const answer = page.getByText(answerStart(dataLocation.answer));
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });

  test("the accordion follows the keyboard: Tab to a question, Enter opens and closes, headings hold the buttons", async ({ page }) => {
    await page.goto("/resources/help-center");
    const lastTopic = page.getByRole("group", { name: "Filter by topic" }).getByRole("button").last();
    await waitForHydration(lastTopic);
    await lastTopic.focus();
    await page.keyboard.press("Tab");
    const [firstQuestion, secondQuestion] = questionsInOrder;
    const first = page.getByRole("button", { name: firstQuestion?.question });
    await expect(first).toBeFocused();
    await expect(page.getByRole("heading", { level: 3, name: firstQuestion?.question })).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(answerStart(firstQuestion?.answer ?? ""));
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: secondQuestion?.question })).toBeFocused();
  });

  test("every answer is in the prerendered HTML and readable without JavaScript", async ({ browser }) => {
    const html = builtHtml("/resources/help-center");
    for (const entry of questionsInOrder) expect(html, entry.id).toContain(answerStart(entry.answer));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/help-center");
    await expect(page.getByText(answerStart(faq("data-location").answer))).toBeVisible();
    // {responseTimes} filled in from content/facts/support.yaml and the priorities' names.
    await expect(page.getByText(String(responseValues.en.responseTimes))).toBeVisible();
    await context.close();
  });

  test("shows the support channels and response times", async ({ page }) => {
    await page.goto("/resources/help-center");
    const support = page.locator("#support");
    expect(supportPriorities.en.map((priority) => priority.id)).toEqual(["critical", "high", "medium", "low"]);
    for (const priority of supportPriorities.en) {
      await expect(support.getByRole("row", { name: new RegExp(`^${priority.label} `) })).toContainText(priority.responseTime);
    }
    await expect(support).toContainText("reply within 24 hours");
    await expect(support.locator("a[href^='tel:']")).toHaveCount(1);
    await expect(support.locator("a[href^='mailto:support@']")).toHaveCount(1);
    await expect(support.getByRole("link", { name: "Open a support request" })).toHaveAttribute("href", "/resources/contact-support");
  });
});

test.describe("resources: blog", () => {
  // The filters and "Load More Articles" were buttons filtering in place; they are now links to
  // prerendered listing pages, so these tests follow links (with and without JavaScript).
  const posts = (page: Page) => page.locator("[data-post]");
  const slugsShown = (page: Page) => posts(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-post")));
  const datesShown = (page: Page) =>
    posts(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  const range = (page: Page) => page.getByTestId("blog-range");
  /** The posts on the site, from the Markdown files the build compiles. */
  const postSlugs = readdirSync(join(import.meta.dirname, "..", "..", "content", "blog", "en"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length));
  const loadMore = (page: Page) =>
    page.getByRole("navigation", { name: "Pages of articles" }).getByRole("link", { name: "Load More Articles" });

  /** Follows "Load More Articles" to the end of a listing; returns every post slug seen, in order. */
  async function walkListing(page: Page): Promise<string[]> {
    const seen = [...(await slugsShown(page))] as string[];
    while ((await loadMore(page).count()) > 0) {
      const before = await range(page).innerText();
      await loadMore(page).click();
      await expect(page).toHaveURL(/\/page\/\d+$/);
      // With JavaScript the router swaps the list in place: wait for the new page's posts.
      await expect(range(page)).not.toHaveText(before);
      seen.push(...((await slugsShown(page)) as string[]));
    }
    await expect(page.getByText(blogWords.en.listing.end)).toBeVisible();
    return seen;
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`Load More Articles goes to page 2 with the next posts, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/resources/blog");
      const first = await slugsShown(page);
      expect(first).toHaveLength(Math.min(12, postSlugs.length));
      await expect(range(page)).toHaveText(`Articles 1–${first.length} of ${postSlugs.length}, newest first`);
      test.skip(postSlugs.length <= 12, "one page of posts: nothing to load");
      const lastDateOnFirst = (await datesShown(page)).at(-1) ?? "";

      await expect(loadMore(page)).toHaveAttribute("href", "/resources/blog/page/2");
      await loadMore(page).click();
      await expect(page).toHaveURL(/\/resources\/blog\/page\/2$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        blogWords.en.listing.laterPageTitle.replace("{title}", pageSeo.en.blog.title).replace("{page}", "2"),
      );
      await expect(page).toHaveTitle(/, page 2 \|/);
      const second = await slugsShown(page);
      expect(second).toHaveLength(Math.min(12, postSlugs.length - 12));
      expect(second.filter((slug) => first.includes(slug))).toEqual([]);
      const firstDateOnSecond = (await datesShown(page))[0] ?? "";
      expect(firstDateOnSecond <= lastDateOnFirst, `${firstDateOnSecond} is not newer than ${lastDateOnFirst}`).toBe(true);
      await expect(range(page)).toHaveText(`Articles 13–${12 + second.length} of ${postSlugs.length}, newest first`);
      const pages = page.getByRole("navigation", { name: "Pages of articles" });
      await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(pages.getByRole("link", { name: "Newer articles" })).toHaveAttribute("href", "/resources/blog");
      await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/resources\/blog$/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/resources\/blog\/page\/2$/);
      await context.close();
    });
  }

  test("the pages of the blog together show every post exactly once, newest first", async ({ page }) => {
    await page.goto("/resources/blog");
    const seen = await walkListing(page);
    expect([...seen].sort()).toEqual([...postSlugs].sort());
  });

  test("a category link shows exactly that category's posts, as many as its count says", async ({ page, consoleErrors }) => {
    await page.goto("/resources/blog");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link", { name: "All articles" })).toHaveAttribute("aria-current", "page");
    const guides = categories.getByRole("link", { name: /^Developer Guides \d+ articles$/ });
    const count = Number((await guides.innerText()).match(/(\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await guides.click();
    await expect(page).toHaveURL(/\/resources\/blog\/category\/developer-guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Developer Guides Articles");
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Developer Guides/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All articles" })).not.toHaveAttribute(
      "aria-current",
    );
    for (const card of await posts(page).all()) await expect(card.locator("p").first()).toHaveText("Developer Guides");
    const seen = await walkListing(page);
    expect(seen).toHaveLength(count);
    expect(consoleErrors).toEqual([]);
  });

  test("every category link's count matches the posts on its pages", async ({ page }) => {
    await page.goto("/resources/blog");
    const links = page.getByRole("navigation", { name: "Categories" }).getByRole("link").filter({ hasNotText: "All articles" });
    const categories = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })),
    );
    expect(categories).toHaveLength(5);
    let total = 0;
    for (const { href, text } of categories) {
      await page.goto(href);
      const seen = await walkListing(page);
      expect(seen.length, href).toBe(Number(text.match(/(\d+)/)?.[1]));
      total += seen.length;
    }
    expect(total).toBe(postSlugs.length);
  });

  test("a popular tag's page, without JavaScript, lists the posts carrying that tag", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/blog");
    const tag = page.getByRole("navigation", { name: "Popular tags" }).getByRole("link").first();
    const [, label = "", count = ""] = (await tag.innerText()).match(/^#(.+?)\s+(\d+)/s) ?? [];
    await tag.click();
    await expect(page).toHaveURL(/\/resources\/blog\/tag\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles Tagged ${label}`);
    await expect(
      page.getByRole("navigation", { name: "Popular tags" }).getByRole("link", { name: new RegExp(`^#${label}`) }),
    ).toHaveAttribute("aria-current", "page");
    for (const tags of await posts(page).getByRole("list", { name: "Tags" }).allInnerTexts()) {
      expect(tags.toLowerCase().split("\n")).toContain(label.toLowerCase());
    }
    expect(await walkListing(page)).toHaveLength(Number(count));
    await context.close();
  });

  test("has no broken or empty images", async ({ page }) => {
    await page.goto("/resources/blog");
    for (const image of await page.locator("main img").all()) {
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test("post titles open their own page, whose h1 matches, with a way back", async ({ page }) => {
    await page.goto("/resources/blog");
    const titles = await posts(page).locator("h3 a").allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    // The first, a middle and the last card of the page.
    for (const title of new Set([titles[0], titles[Math.floor(titles.length / 2)], titles.at(-1)])) {
      await page.goto("/resources/blog");
      await page.getByRole("link", { name: title, exact: true }).first().click();
      await expect(page).toHaveURL(/\/resources\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
      await expect(page.locator("main article")).toContainText(/\w+/);
      await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
      await expect(page.locator("main a[href^='/services/']").first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL(/\/resources\/blog$/);
  });

  test("the RSS feed answers 200 with the RSS type and carries every post, and the blog links it", async ({ page, request }) => {
    const response = await request.get("/resources/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(postSlugs.length);
    for (const slug of postSlugs) expect(xml).toContain(`/resources/blog/${slug}</link>`);

    await page.goto("/resources/blog");
    for (const title of await posts(page).locator("h3 a").allInnerTexts()) {
      expect(xml).toContain(`<title>${title.replaceAll("&", "&amp;").replaceAll("'", "&apos;")}</title>`);
    }
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/resources/blog/rss.xml");
    await expect(page.getByRole("link", { name: "Subscribe with RSS" }).first()).toHaveAttribute("href", "/resources/blog/rss.xml");
  });

  test("ships no Markdown parser to the browser", () => {
    const assets = join(buildDir, "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(readFileSync(join(assets, name), "utf8"), name).not.toContain("markedjs");
  });
});

test.describe("resources: overview", () => {
  test("leads to every resource page", async ({ page }) => {
    await page.goto("/resources");
    const expected = [
      ["Browse the documentation", "/resources/documentation"],
      ["Read the blog", "/resources/blog"],
      ["Visit the Help Center", "/resources/help-center"],
      ["Contact support", "/resources/contact-support"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
  });
});

// The route walk reads one post for each kind of markup; how wide a post's table or code runs is
// the author's, so every post in every language is read on the smallest phone the site is made for.
test("every blog post, in every language, fits a 320 px phone without JavaScript: a table wider than it scrolls inside the article", async ({
  noScriptPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const posts = allBuiltPagePaths().filter((path) => templateOf(path) === MARKUP_SAMPLED_TEMPLATE);
  expect(posts.length).toBeGreaterThan(100);
  const wider: string[] = [];
  for (const path of posts) {
    await page.goto(path);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    if (width > 320) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});
