/**
 * The built site's invariants, checked on the files of build/client (BUILD_DIR) without a
 * browser, in every language: each page has one h1 with words and a title, every link to one of our
 * pages or files leads somewhere, every menu entry leads to a page, and the popular plan says
 * so in words. True of any valid content, so an editor's new headline, price or question keeps
 * them green; the browser tests (tests/e2e/) check the rest.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPlans } from "../../app/content/pricing/price-list-loader.ts";
import { localeCodes, localePath, PSEUDO_LOCALE } from "../../app/lib/locales.ts";
import { allBuiltPagePaths, builtHtml } from "../e2e/built-pages.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
const pages = allBuiltPagePaths();
const html = new Map(pages.map((path) => [path, builtHtml(path)]));

/** Visible text of an HTML fragment: tags dropped, entities of the few kinds React writes decoded. */
const text = (fragment: string) =>
  fragment
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Whether a site path is served: a page, or a file of the build. */
function exists(path: string): boolean {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, "")).replace(/\/$/, "") || "/";
  // A language's home page is named with its slash ("/fr/"), as links and hreflang name it.
  if (html.has(clean) || html.has(`${clean}/`)) return true;
  const file = join(clientDir, clean);
  return existsSync(file) && statSync(file).isFile();
}

/** The site-internal targets of a page's links and sources (no other hosts, no in-page anchors, not the forms endpoint). */
function internalTargets(page: string): string[] {
  const targets = [...page.matchAll(/\s(?:href|src)="(\/[^"/][^"]*|\/)"/g)].map((match) => match[1] ?? "");
  return targets.filter((target) => !target.startsWith("/api/") && !target.startsWith("//"));
}

describe("the built site", () => {
  it("has pages in every language", () => {
    for (const code of localeCodes.filter((entry) => entry !== PSEUDO_LOCALE)) expect(html.has(localePath("/", code)), code).toBe(true);
    expect(pages.length).toBeGreaterThan(50);
  });

  it("gives every page exactly one h1, with words, and a title", () => {
    const problems: string[] = [];
    for (const [path, page] of html) {
      const headings = [...page.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1] ?? ""));
      const title = text(/<title>([\s\S]*?)<\/title>/.exec(page)?.[1] ?? "");
      if (headings.length !== 1) problems.push(`${path}: ${headings.length} h1`);
      else if (!/\p{L}/u.test(headings[0] ?? "")) problems.push(`${path}: the h1 has no words`);
      else if (!title) problems.push(`${path}: no title`);
    }
    expect(problems).toEqual([]);
  });

  it("links only to pages and files that exist", () => {
    const broken = new Set<string>();
    let checked = 0;
    for (const [path, page] of html)
      for (const target of internalTargets(page)) {
        checked += 1;
        if (!exists(target)) broken.add(`${path} → ${target}`);
      }
    expect(checked).toBeGreaterThan(pages.length * 10);
    expect([...broken].slice(0, 50)).toEqual([]);
  });

  it("leads every menu entry of the header and footer to a page", () => {
    for (const code of localeCodes.filter((entry) => entry !== PSEUDO_LOCALE)) {
      const home = html.get(localePath("/", code)) ?? "";
      const navs = [...home.matchAll(/<(nav|footer)\b[\s\S]*?<\/\1>/g)].map((match) => match[0]);
      const links = navs.flatMap((nav) => [...nav.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? ""));
      expect(links.length, code).toBeGreaterThan(10);
      for (const link of links) expect(exists(link), `${code}: ${link}`).toBe(true);
    }
  });

  it("says in words which plan is popular, on the card the colour marks", () => {
    for (const code of localeCodes.filter((entry) => entry !== PSEUDO_LOCALE)) {
      const { families, planHighlightText } = loadPlans(code);
      const home = html.get(localePath("/", code)) ?? "";
      for (const plan of families.flatMap((family) => family.plans).filter((entry) => entry.mostPopular)) {
        const card = new RegExp(`data-plan="${plan.id}"[\\s\\S]*?</article>`).exec(home)?.[0];
        if (!card) continue; // a popular plan of a family the home page does not show
        expect(text(card), `${code}: ${plan.id}`).toContain(planHighlightText.mostPopular);
      }
    }
  });
});
