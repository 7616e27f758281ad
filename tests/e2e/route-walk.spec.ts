import {
  builtHtml,
  builtPagePaths,
  LISTING_TEMPLATES,
  MARKUP_SAMPLED_TEMPLATE,
  markupKinds,
  onePerTemplate,
  templateOf,
  withoutRepeatedListings,
} from "./built-pages.ts";
import { companyLinks, footerColumns, legalLinks, navMenus, type NavLink } from "../../app/site/navigation.ts";
import { site } from "../../app/content/company/site.ts";
import { axeViolations, cspViolations, expect, scriptSrcOf, test } from "./fixtures.ts";
import { SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";

const paths = builtPagePaths();

test("the build prerenders the pages this walk covers", () => {
  expect(paths).toContain("/");
  expect(paths.length).toBeGreaterThan(4);
  console.log(`route walk covers ${paths.length} prerendered pages`);
});

test("every page has a unique title and meta description in its HTML, within its language", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    // Within its language: a blog post not translated yet shows its English title on /fr/ too.
    const { locale } = splitLocalePath(path);
    const html = builtHtml(path);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    expect(title, `${path} has a <title>`).not.toBe("");
    expect(description, `${path} has a meta description`).not.toBe("");
    expect(titles.get(`${locale} ${title}`), `title of ${path} is unique`).toBeUndefined();
    expect(descriptions.get(`${locale} ${description}`), `description of ${path} is unique`).toBeUndefined();
    titles.set(`${locale} ${title}`, path);
    descriptions.set(`${locale} ${description}`, path);
  }
});

/** The names the site's navigation gives each page ("Cloud Computing", "About Us"), by path; the home link's "Home" is not a name. */
function navigationNames(): Map<string, string[]> {
  const links: NavLink[] = [
    ...navMenus(SOURCE_LOCALE).flatMap((menu): NavLink[] => [{ label: menu.label, href: menu.overviewHref }, ...menu.items]),
    ...companyLinks(SOURCE_LOCALE),
    ...footerColumns(SOURCE_LOCALE).flatMap((column): readonly NavLink[] => column.links),
    ...legalLinks(SOURCE_LOCALE),
  ];
  const names = new Map<string, string[]>();
  for (const link of links) names.set(link.href, [...new Set([...(names.get(link.href) ?? []), link.label])]);
  return names;
}

/** Text of the first match of an element in HTML, tags dropped and entities decoded. */
function elementText(html: string, pattern: RegExp): string {
  const inner = html.match(pattern)?.[1] ?? "";
  const entities: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };
  return inner
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_match, entity: string) => entities[entity] ?? "")
    .trim();
}

/** Another language's navigation names, read from a page's own header and footer links (href → text). */
function builtNavigationNames(html: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const chrome = [...html.matchAll(/<(header|footer)[\s>][\s\S]*?<\/\1>/g)].map((match) => match[0]).join("");
  // Not the language menu's links (hreflang), which name languages, not pages.
  for (const [, href = "", inner = ""] of chrome.matchAll(/<a (?![^>]*hrefLang)[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const label = elementText(`<x>${inner}</x>`, /<x>([\s\S]*)<\/x>/);
    if (label) names.set(href, [...new Set([...(names.get(href) ?? []), label])]);
  }
  return names;
}

test("every page's h1 names the page: its navigation label or, for pages outside the navigation, its SEO title", () => {
  const englishNames = navigationNames();
  const problems: string[] = [];
  for (const path of paths) {
    const html = builtHtml(path);
    const names = splitLocalePath(path).locale === SOURCE_LOCALE ? englishNames : builtNavigationNames(html);
    const h1 = elementText(html, /<h1[^>]*>([\s\S]*?)<\/h1>/).toLowerCase();
    // "Cloud Computing: Virtual Machines ... | Baobab Cloud" → "Cloud Computing"; the home page puts the site name first.
    const title = elementText(html, /<title>([^<]*)<\/title>/)
      .replace(`${site.name} | `, "")
      .replace(` | ${site.name}`, "")
      .split(":")[0];
    // Another language's menus name the overview pages with their buttons, not links: its title counts too.
    const english = splitLocalePath(path).locale === SOURCE_LOCALE;
    const expected = english ? (names.get(path) ?? [title ?? ""]) : [...(names.get(path) ?? []), title?.trim() ?? ""];
    if (!expected.some((name) => name !== "" && h1.includes(name.toLowerCase())))
      problems.push(`${path}: h1 "${h1}" names none of ${JSON.stringify(expected)}`);
  }
  expect(problems).toEqual([]);
  expect(paths.length).toBeGreaterThan(40);
});

/**
 * The browser's checks: every page but the repeats of a listing (built-pages.ts) under its policy,
 * with axe; and one page of each template in each language without JavaScript. The checks of the
 * HTML above cover every page.
 */
const visited = withoutRepeatedListings(paths);
const readWithoutScript = new Set(onePerTemplate(visited));

for (const path of visited) {
  test.describe(`page ${path}`, () => {
    test("loads under its Content-Security-Policy with one h1, no console errors, no CSP violation and no axe violations", async ({
      sharedPage: page,
      sharedPageErrors: consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(scriptSrcOf(path));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toBeVisible();
      // Let hydration finish so errors it raises are caught too: on a page with islands, until the
      // network is idle (their modules and lazy chunks load after the first paint). A page without
      // islands runs no script: once loaded, there is nothing more to wait for.
      if (builtHtml(path).includes(" data-island=")) await page.waitForLoadState("networkidle");
      // Hydration and lazy chunks run after load; their violations count too.
      expect(await cspViolations(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      // And at a phone's width, one page of each template: there a table scrolls inside its frame,
      // which a keyboard must reach (ui/scrolling-table.ts); at the desktop's width nothing scrolls.
      if (readWithoutScript.has(path)) {
        const desktop = page.viewportSize();
        await page.setViewportSize({ width: 320, height: 800 });
        expect(await axeViolations(page), "at 320 px").toEqual([]);
        if (desktop) await page.setViewportSize(desktop);
      }
      expect(consoleErrors).toEqual([]);
    });

    if (readWithoutScript.has(path))
      test("reads without JavaScript on a 320 px phone, nothing wider than the screen", async ({ sharedNoScriptPage: page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("main h1")).toBeVisible();
        const mainText = (await page.locator("main").innerText()).trim();
        expect(mainText.length, "main has real content").toBeGreaterThan(60);
        await expect(page.getByRole("contentinfo")).toBeVisible();
        // A blog post's code line or a four-column table once widened the page sideways (article-body.tsx).
        expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity), "page width").toBeLessThanOrEqual(320);
      });
  });
}

test("a post's kinds of markup tell a headerless table, an image without alt and an empty link from their sound twins", () => {
  const post = (body: string) => `<html><body><main><article><div>${body}</div><p>Back</p></article></main></body></html>`;
  const kinds = (body: string) => markupKinds(post(body));
  const sound = kinds(
    '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><img alt="Map" src="/m.png"><a href="/x">X</a>',
  );
  for (const faulty of ["<table><tbody><tr><td>1</td></tr></tbody></table>", '<img src="/m.png">', '<a href="/x"></a>'])
    expect(
      [...kinds(faulty)].some((kind) => !sound.has(kind)),
      faulty,
    ).toBe(true);
  // The template around the body is not the author's: the back link is no kind.
  expect([...kinds("<p>Text</p>")]).toEqual(["p[].;{#text}"]);
});

test("the walk visits every template in every language, every page of a template of its own, and every kind of a post's markup", () => {
  const templates = (pages: readonly string[], locale: string) =>
    new Set(pages.filter((path) => splitLocalePath(path).locale === locale).map((path) => templateOf(path)));
  // Every template of the English build is visited, with and without script.
  expect([...templates(visited, SOURCE_LOCALE)].sort()).toEqual([...templates(paths, SOURCE_LOCALE)].sort());
  expect([...templates([...readWithoutScript], SOURCE_LOCALE)].sort()).toEqual([...templates(paths, SOURCE_LOCALE)].sort());
  // Only the listings' repeats and blog posts are left out.
  const sampled = (path: string) => LISTING_TEMPLATES.has(templateOf(path)) || templateOf(path) === MARKUP_SAMPLED_TEMPLATE;
  expect(paths.filter((path) => !sampled(path) && !visited.includes(path))).toEqual([]);
  // The posts visited hold every kind of markup the posts hold, and are fewer (or the sample would be pointless).
  const posts = (pages: readonly string[]) => pages.filter((path) => templateOf(path) === MARKUP_SAMPLED_TEMPLATE);
  const kinds = (pages: readonly string[]) => [...new Set(posts(pages).flatMap((path) => [...markupKinds(builtHtml(path))]))].sort();
  expect(kinds(visited)).toEqual(kinds(paths));
  expect(kinds(paths).length).toBeGreaterThan(10);
  expect(posts(visited).length).toBeLessThan(posts(paths).length);
  console.log(
    `route walk visits ${posts(visited).length} of ${posts(paths).length} blog posts, which hold all ${kinds(paths).length} kinds of markup`,
  );
});
