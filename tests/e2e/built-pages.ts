import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { decodeAttribute } from "../../scripts/build/attribute-text.ts";
import { pageFileOf } from "../../scripts/build/built-files.ts";
import { localePath, locales, SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";
import { DomUtils, parseDocument } from "htmlparser2";
import { sitePages } from "../../app/site/site-pages.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/**
 * One page of each template (and both kinds of blog post: translated and shown in English), which
 * the tests that visit every page also visit in one other language, taking French, Arabic and
 * Portuguese in turn: the languages share templates, so every English page plus this sample covers
 * what a language can break (each language gets about eight pages, axe included) without
 * multiplying the suite by four (docs/languages.md, "Tests in every language, sampled"). E2E_ALL_LOCALES=1 visits every page in every language.
 */
export const LOCALE_SAMPLE = [
  "/",
  "/about-us",
  "/contact",
  "/resources/contact-support",
  "/pricing",
  "/pricing/xof",
  "/services",
  "/services/cloud-computing",
  "/solutions",
  "/solutions/healthcare",
  "/international",
  "/international/west-africa",
  "/resources",
  "/resources/blog",
  "/resources/blog/category/cloud-infrastructure",
  "/resources/blog/paying-for-cloud-in-local-currency",
  "/resources/blog/anycast-dns-ttls-and-failover",
  "/resources/documentation",
  "/resources/help-center",
  "/legal/privacy",
  "/sitemap",
  "/forms/thanks/contact",
  "/newsletter/confirmed",
];

/** Every prerendered page of the build, as URL paths ("/", "/about-us", "/fr/pricing" ...). */
export function allBuiltPagePaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      // The content editor (build/client/admin/) is not a site page; admin.spec.ts tests it.
      if (entry.isDirectory() && full === join(clientDir, "admin")) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        // A language's home page is its folder: /fr/ (localePath), as links and hreflang name it.
        const path = rel ? `/${rel}` : "/";
        paths.push(splitLocalePath(path).path === "/" ? localePath("/", splitLocalePath(path).locale) : path);
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** The sample's pages, each in the language it takes its turn in: "/" in fr, "/about-us" in ar ... */
export function localeSamplePaths(): string[] {
  const others = locales.map((locale) => locale.code).filter((code) => code !== SOURCE_LOCALE);
  return LOCALE_SAMPLE.map((path, index) => localePath(path, others[index % others.length] ?? SOURCE_LOCALE));
}

/** Every English page, and the sample in the other languages (every page of every language with E2E_ALL_LOCALES=1). */
export function builtPagePaths(): string[] {
  const all = allBuiltPagePaths();
  if (process.env.E2E_ALL_LOCALES === "1") return all;
  const sample = new Set(localeSamplePaths());
  return all.filter((path) => splitLocalePath(path).locale === SOURCE_LOCALE || sample.has(path));
}

/** The HTML the server sends for a prerendered path, read from the build. */
export function builtHtml(path: string): string {
  return readFileSync(join(clientDir, pageFileOf(path)), "utf8");
}

/**
 * The props of each island on a built page, as JSON text: written in the container, or in the
 * file it names (scripts/build/island-props-files.ts moves long ones out of the page).
 */
export function builtIslandProps(html: string): string[] {
  return [...html.matchAll(/data-island-props(-src)?="([^"]*)"/g)].map(([, fromFile, value = ""]) =>
    fromFile ? readFileSync(join(clientDir, value), "utf8") : decodeAttribute(value),
  );
}

const templates = new Map(sitePages.map((page) => [page.path, `routes/${page.template}`]));

/** The template (route module) a built page was rendered with: "routes/service-page.tsx". */
export function templateOf(path: string): string {
  // A language's home is linked and listed as "/fr/"; the site's pages name it "/fr".
  const template = templates.get(path.length > 1 ? path.replace(/\/$/, "") : path);
  if (!template || template === "routes/not-found.tsx") throw new Error(`${path} is no page of app/site/site-pages.ts`);
  return template;
}

/**
 * Templates whose pages are the same template filled with data of a fixed shape (the price list
 * in another currency, the sub-processors of another data center, a service's or a country's
 * fields, a data center's status): no page of theirs can bring markup of its own, so the browser
 * walk visits LISTING_SAMPLE of each in each language, while the checks of the HTML itself cover
 * every one. Templates that render an author's Markdown (legal pages, documentation) are visited
 * page by page: a page can hold a table without headers or an image without words. Blog posts,
 * fifty and more a language, are visited by the kinds of markup their bodies hold (markupKinds):
 * every kind any post holds is visited in at least one post.
 */
export const LISTING_TEMPLATES = new Set([
  "routes/pricing.tsx",
  "routes/legal-subprocessors.tsx",
  "routes/blog.tsx",
  "routes/service-page.tsx",
  "routes/solution-page.tsx",
  "routes/region-page.tsx",
  "routes/trust-country.tsx",
  "routes/status-region.tsx",
  "routes/status-event.tsx",
  "routes/status-history.tsx",
  "routes/status-subscribe-landing.tsx",
]);
const LISTING_SAMPLE = 3;

/**
 * The kinds of markup in a blog post's body (the Markdown an author wrote, inside its <article>):
 * one per element, its tag, its attributes' names, its class and style (what colours it), and
 * which elements and whether text it holds. An image without alt, a table without a header row, a
 * link without words, a new block of code: each is a kind no other post may hold, and what axe
 * checks of a post depends on these and on the template, which every post shares.
 */
export function markupKinds(html: string): Set<string> {
  const document = parseDocument(html);
  const main = DomUtils.findOne((element) => element.name === "main", document.children);
  const article = main && DomUtils.findOne((element) => element.name === "article", main.children);
  const body = article && DomUtils.findOne(() => true, article.children, false);
  if (!body) throw new Error("no article body (main article > div) in a blog post");
  const kinds = new Set<string>();
  for (const element of DomUtils.findAll(() => true, body.children)) {
    const { class: className = "", style = "", ...attributes } = element.attribs;
    const holds = new Set(element.children.flatMap((child) => ("attribs" in child ? [child.name] : [])));
    if (element.children.some((node) => node.type === "text" && DomUtils.textContent(node).trim() !== "")) holds.add("#text");
    kinds.add(`${element.name}[${Object.keys(attributes).sort().join(" ")}].${className};${style}{${[...holds].sort().join(" ")}}`);
  }
  return kinds;
}

/** The posts among `paths` that together hold every kind of markup any of them holds, the richest first (a greedy cover). */
export function postsCoveringMarkup(paths: readonly string[]): string[] {
  const kindsOf = new Map(paths.map((path) => [path, markupKinds(builtHtml(path))]));
  const uncovered = new Set([...kindsOf.values()].flatMap((kinds) => [...kinds]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best = "";
    let bestCount = 0;
    for (const [path, kinds] of kindsOf) {
      const count = [...kinds].filter((kind) => uncovered.has(kind)).length;
      if (count > bestCount) [best, bestCount] = [path, count];
    }
    chosen.push(best);
    for (const kind of kindsOf.get(best) ?? []) uncovered.delete(kind);
  }
  return chosen;
}

export const MARKUP_SAMPLED_TEMPLATE = "routes/blog-post.tsx";

/**
 * `paths` without the listing templates' pages past the first LISTING_SAMPLE of each, in each
 * language, and with only the blog posts that cover every kind of markup the language's posts hold.
 */
export function withoutRepeatedListings(paths: readonly string[]): string[] {
  const postsByLocale = Map.groupBy(
    paths.filter((path) => templateOf(path) === MARKUP_SAMPLED_TEMPLATE),
    (path) => splitLocalePath(path).locale,
  );
  const coveringPosts = new Set([...postsByLocale.values()].flatMap((posts) => postsCoveringMarkup(posts)));
  const seen = new Map<string, number>();
  return paths.filter((path) => {
    const template = templateOf(path);
    if (template === MARKUP_SAMPLED_TEMPLATE) return coveringPosts.has(path);
    if (!LISTING_TEMPLATES.has(template)) return true;
    const key = `${splitLocalePath(path).locale} ${template}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count <= LISTING_SAMPLE;
  });
}

/**
 * The first of `paths` of each template in each language: what shows without JavaScript is the
 * template's (no template hides its content until a script runs), so one page of it proves it.
 */
export function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = `${splitLocalePath(path).locale} ${templateOf(path)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
