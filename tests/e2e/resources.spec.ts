import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { builtHtml } from "./built-pages";
import { axeViolations, expect, test } from "./fixtures";

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
    await expect(page.getByText("No documentation matches “xyzzy-nothing”")).toBeVisible();
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
    await expect(questions(page)).toHaveCount(5);
    await expect(status(page)).toHaveText("5 questions");

    await search.fill("naira");
    await expect(questions(page)).toHaveCount(1);
    await expect(status(page)).toHaveText("1 question");
    await expect(questions(page).getByRole("button")).toHaveText(/Naira/);

    await search.fill("quantum teleportation");
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText("No questions match “quantum teleportation”")).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(questions(page)).toHaveCount(5);
    await expect(status(page)).toHaveText("5 questions");
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
    await expect(questions(page)).toHaveCount(1);
    await expect(status(page)).toHaveText("1 question");
    await group.getByRole("button", { name: "All" }).click();
    await expect(questions(page)).toHaveCount(5);
  });

  test("the accordion opens and closes by mouse", async ({ page }) => {
    await page.goto("/resources/help-center");
    await waitForHydration(page.getByRole("searchbox", { name: "Search the FAQs" }));
    const question = page.getByRole("button", { name: "Where is my data stored?" });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    const answer = page.getByText("In the data center you choose");
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
    const first = page.getByRole("button", { name: "How do I start the 30-day free trial?" });
    await expect(first).toBeFocused();
    await expect(page.getByRole("heading", { level: 3, name: "How do I start the 30-day free trial?" })).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("no credit card");
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Can I pay in Naira, Kenyan Shillings or South African Rand?" })).toBeFocused();
  });

  test("every answer is in the prerendered HTML and readable without JavaScript", async ({ browser }) => {
    const html = builtHtml("/resources/help-center");
    expect(html).toContain("In the data center you choose");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/help-center");
    await expect(page.getByText("In the data center you choose")).toBeVisible();
    await expect(page.getByText("Critical 30 minutes, High 2 hours, Medium 4 hours, Low 8 hours")).toBeVisible();
    await context.close();
  });

  test("shows the support channels and response times", async ({ page }) => {
    await page.goto("/resources/help-center");
    const support = page.locator("#support");
    const expected = [
      ["Critical", "30 minutes"],
      ["High", "2 hours"],
      ["Medium", "4 hours"],
      ["Low", "8 hours"],
    ] as const;
    for (const [priority, time] of expected) {
      await expect(support.getByRole("row", { name: new RegExp(`^${priority} `) })).toContainText(time);
    }
    await expect(support).toContainText("reply within 24 hours");
    await expect(support.locator("a[href^='tel:']")).toHaveCount(1);
    await expect(support.locator("a[href^='mailto:support@']")).toHaveCount(1);
    await expect(support.getByRole("link", { name: "Open a support request" })).toHaveAttribute("href", "/resources/contact-support");
  });
});

test.describe("resources: blog", () => {
  const posts = (page: Page) => page.locator("[data-post]");

  // blog filters become link pages on the blog branch
  test.fixme("category buttons filter the posts, flip aria-pressed and show an empty state", async ({ page, consoleErrors }) => {
    await page.goto("/resources/blog");
    const categories = page.getByRole("group", { name: "Categories" });
    const guides = categories.getByRole("button", { name: /^Developer Guides 15 articles in the archive$/ });
    await waitForHydration(guides);
    await expect(posts(page)).toHaveCount(4);
    await expect(status(page)).toHaveText("Showing all 4 articles");

    await guides.click();
    await expect(guides).toHaveAttribute("aria-pressed", "true");
    await expect(categories.getByRole("button", { name: "All categories" })).toHaveAttribute("aria-pressed", "false");
    await expect(posts(page)).toHaveCount(1);
    await expect(posts(page)).toContainText("Developer Guides");
    await expect(status(page)).toHaveText("Showing 1 of 4 articles");

    await categories.getByRole("button", { name: /^Cloud Infrastructure/ }).click();
    await expect(posts(page)).toHaveCount(0);
    await expect(page.getByText("No articles in Cloud Infrastructure are published here yet")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Show all articles" }).click();
    await expect(posts(page)).toHaveCount(4);
    await expect(categories.getByRole("button", { name: "All categories" })).toHaveAttribute("aria-pressed", "true");
    expect(consoleErrors).toEqual([]);
  });

  test("shows the archive counts 12, 8, 15, 10 and 7, stated as the full archive", async ({ page }) => {
    await page.goto("/resources/blog");
    const counts = await page
      .getByRole("group", { name: "Categories" })
      .getByRole("button")
      .filter({ hasNotText: "All categories" })
      .allInnerTexts();
    expect(counts.map((text) => Number(text.match(/(\d+)/)?.[1]))).toEqual([12, 8, 15, 10, 7]);
    await expect(page.getByText("Counts cover our full archive of 52 articles")).toBeVisible();
  });

  // blog filters become link pages on the blog branch
  test.fixme("tag buttons filter the posts and toggle off again", async ({ page }) => {
    await page.goto("/resources/blog");
    const tag = page.getByRole("group", { name: "Popular tags" }).getByRole("button", { name: "#Kubernetes" });
    await waitForHydration(tag);
    await tag.click();
    await expect(tag).toHaveAttribute("aria-pressed", "true");
    const shown = await posts(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(4);
    for (const text of await posts(page).allInnerTexts()) expect(text).toContain("Kubernetes");
    await tag.click();
    await expect(tag).toHaveAttribute("aria-pressed", "false");
    await expect(posts(page)).toHaveCount(4);
  });

  // blog filters become link pages on the blog branch
  test.fixme("Load More Articles is honest: disabled, explained, and loads nothing", async ({ page }) => {
    await page.goto("/resources/blog");
    await waitForHydration(page.getByRole("group", { name: "Popular tags" }).getByRole("button").first());
    const loadMore = page.getByRole("button", { name: "Load More Articles" });
    await expect(loadMore).toHaveAttribute("aria-disabled", "true");
    await expect(loadMore).toHaveAccessibleDescription("You have reached the end: all 4 articles published here are shown.");
    // force: Playwright will not click what says it is disabled; a visitor still can.
    await loadMore.click({ force: true });
    await expect(posts(page)).toHaveCount(4);
    await expect(status(page)).toHaveText("Showing all 4 articles");
  });

  test("has no broken or empty images", async ({ page }) => {
    await page.goto("/resources/blog");
    for (const image of await page.locator("main img").all()) {
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test("each post title opens its own page, whose h1 matches, with a way back", async ({ page }) => {
    await page.goto("/resources/blog");
    const titles = await posts(page).locator("h3 a").allInnerTexts();
    expect(titles).toHaveLength(4);
    for (const title of titles) {
      await page.goto("/resources/blog");
      await page.getByRole("link", { name: title, exact: true }).first().click();
      await expect(page).toHaveURL(/\/resources\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("main article")).toContainText(/\w+/);
      await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
      await expect(page.locator("main a[href^='/services/']").first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL(/\/resources\/blog$/);
  });

  test("the RSS feed answers 200 with the RSS type and lists the four posts, and the blog links it", async ({ page, request }) => {
    const response = await request.get("/resources/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(4);

    await page.goto("/resources/blog");
    for (const title of await posts(page).locator("h3 a").allInnerTexts()) {
      expect(xml).toContain(`<title>${title.replaceAll("'", "&apos;")}</title>`);
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
