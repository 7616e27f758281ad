/**
 * The pipeline's critical-CSS step (scripts/build/postbuild.ts): each page carries, in a <style> in
 * its <head>, every rule of the site's stylesheet that matches an element of the page (Beasties,
 * the maintained successor of critters: it matches selectors against the HTML, pseudo-classes
 * such as :hover and :focus-visible stripped, so what the page shows is styled, above the fold or
 * not, and in every state a visitor can reach without script).
 *
 * No page loads the stylesheet: like a plain HTML page, a page makes no request before it paints
 * (issue 16: its LCP is held to that page's as plain HTML). What script shows later (an open
 * tooltip, form errors, a toast, search results, the calculator's totals) is styled too: on a page
 * with islands Beasties also keeps every rule whose class (or, without a class, element or
 * attribute) the islands' bundled code names (vite-plugin-island-words.ts), in the stylesheet's own
 * order, so the cascade is the full stylesheet's. That costs 200-500 bytes of brotli per page with
 * islands. Earlier, such a page loaded the full stylesheet (9.4 KB) from the end of <body>, which
 * Lighthouse's LCP model counts as render-blocking; loading it for print and switching it on from
 * the island loader made the restyle a long task after the paint (docs/decisions/012).
 * tests/e2e/island-styles.spec.ts drives every island through its states, in English and Arabic,
 * and checks no computed style changes when the full stylesheet is added.
 * No inline event handler and no loader script: the Content-Security-Policy stays as strict as
 * it is (inline <style> is allowed by style-src 'unsafe-inline', decision 007).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Beasties, { type Options } from "beasties";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { decodeAttribute } from "./attribute-text.ts";

// Rules Beasties fails to match though they style the first paint: a Tailwind arbitrary variant's
// escaped selector (`.\[\&_svg\]\:size-4 svg`, the icon size in every button), and rules Lightning
// CSS wrapped in :where() or :is() (the space-y-* gaps, the menu toggle's label, merged with a
// :popover-open selector). Without them the icons, the toggle and spaced lists resize when the
// stylesheet arrives (tests/e2e/layout-shift.spec.ts). And selectors made only of pseudo-classes,
// which apply to any element but which Beasties, stripping pseudo-classes, finds empty and drops:
// the focus ring (`:focus-visible`), Arabic's line heights (`:root:lang(ar)`), box-sizing of
// `:before`/`:after`. Not `::file-selector-button`, which no page has.
const ALWAYS: RegExp[] = [/_svg/, /^:(?:where|is)\(/, /^(?::[a-z][a-z-]*(?:\([^()]*\))?)+$/];
// Text fields are islands' (forms, searches): their pages also keep `::placeholder` (its opacity in Firefox).
const WITH_ISLANDS: RegExp[] = [...ALWAYS, /^::placeholder$/];

export function criticalCss(clientDir: string, stylesheet?: string) {
  if (process.env.CRITICAL_CSS_STOCK === "1" && stylesheet) return stockCriticalCss(clientDir, stylesheet);
  const words = islandWords(clientDir);
  // One Beasties per set of islands a page holds (a handful): each keeps those islands' rules.
  const byIslands = new Map<string, NarrowingBeasties>();
  const beastiesFor = (islands: readonly string[]) => {
    const key = islands.join(" ");
    let beasties = byIslands.get(key);
    if (!beasties) {
      const classes = new Set(islands.flatMap((island) => words[island] ?? []));
      beasties = new NarrowingBeasties({
        path: clientDir,
        publicPath: "/",
        // The link goes to the end of <body>, a plain link (no onload="", which the CSP forbids),
        // and is then removed: no page loads the full stylesheet.
        preload: "body",
        // The full stylesheet stays whole on disk (it is removed from the page below).
        pruneSource: false,
        // React's style="" attributes and sonner's injected styles are not Beasties' business.
        reduceInlineStyles: false,
        inlineFonts: false,
        preloadFonts: false,
        fonts: false,
        compress: true,
        logLevel: "warn",
        allowRules: islands.length === 0 ? ALWAYS : [...WITH_ISLANDS, new HookIn(classes)],
        // Tailwind names an animation through a variable (`animation: var(--animate-spin)`), which
        // Beasties does not follow to its @keyframes: islands (a form's spinner, the map's pulse)
        // get them all (two, 98 bytes); pages without islands use none.
        keyframes: islands.length === 0 ? "critical" : "all",
      });
      byIslands.set(key, beasties);
    }
    return beasties;
  };
  return async (html: string) => {
    const islands = pageIslands(html);
    for (const island of islands) if (!words[island]) throw new Error(`no words for island "${island}" in ${ISLAND_WORDS_FILE}`);
    const processed = await beastiesFor(islands).processPage(html);
    // Beasties marks the document it worked on; the mark means nothing to a browser.
    // That the link names the one stylesheet the build has, postbuild checks (theStylesheet).
    const { html: page } = withoutStylesheet(processed.replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1"));
    return page;
  };
}

/** Stock Beasties through its public API only: the islands' rules allowed by their exact selectors. */
function stockCriticalCss(clientDir: string, stylesheet: string) {
  const words = islandWords(clientDir);
  const selectors: string[] = [];
  postcss.parse(readFileSync(join(clientDir, stylesheet), "utf8")).walkRules((rule) => {
    if (!inKeyframes(rule)) selectors.push(...rule.selectors);
  });
  const byIslands = new Map<string, Beasties>();
  const beastiesFor = (islands: readonly string[]) => {
    const key = islands.join(" ");
    let beasties = byIslands.get(key);
    if (!beasties) {
      const classes = new Set(islands.flatMap((island) => words[island] ?? []));
      const hooked = [...new Set(selectors.filter((selector) => classes.has(selectorHook(selector) ?? "")))];
      beasties = new Beasties({
        path: clientDir,
        publicPath: "/",
        preload: "body",
        pruneSource: false,
        reduceInlineStyles: false,
        inlineFonts: false,
        preloadFonts: false,
        fonts: false,
        compress: true,
        logLevel: "warn",
        allowRules: islands.length === 0 ? ALWAYS : [...WITH_ISLANDS, ...hooked],
        keyframes: islands.length === 0 ? "critical" : "all",
      });
      byIslands.set(key, beasties);
    }
    return beasties;
  };
  return async (html: string) => {
    const islands = pageIslands(html);
    for (const island of islands) if (!words[island]) throw new Error(`no words for island "${island}" in ${ISLAND_WORDS_FILE}`);
    const processed = await beastiesFor(islands).process(html);
    const { html: page } = withoutStylesheet(processed.replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1"));
    return page;
  };
}

/**
 * Beasties, given for each page only the rules of the stylesheet that could apply to it
 * (rulesThatCouldMatch): what it keeps is the same, and it parses and matches a third of the
 * rules. Beasties parses the whole stylesheet again and matches every selector against the page,
 * about 30 ms a page, the largest share of a cold build's page steps (docs/decisions/017); its
 * API has no way to reuse a parse. Its public getCssAsset hands it the narrowed stylesheet; the
 * page it is for is set by processPage, which runs one page at a time per instance.
 */
class NarrowingBeasties extends Beasties {
  readonly #allowRules: readonly RegExp[];
  readonly #stylesheets = new Map<string, Promise<string | undefined>>();
  readonly #allowed = new Map<string, ReadonlySet<string>>();
  #page: PageParts | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: Options & { allowRules: RegExp[] }) {
    super(options);
    this.#allowRules = options.allowRules;
  }

  /** Beasties' process(html), with the stylesheet narrowed to the page. */
  processPage(html: string): Promise<string> {
    const run = this.#queue.then(() => {
      this.#page = partsOf(html);
      return this.process(html);
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  override async getCssAsset(href: string, style: Parameters<Beasties["getCssAsset"]>[1]): Promise<string | undefined> {
    let stylesheet = this.#stylesheets.get(href);
    if (!stylesheet) this.#stylesheets.set(href, (stylesheet = Promise.resolve(super.getCssAsset(href, style))));
    const css = await stylesheet;
    if (css === undefined || this.#page === undefined) return css;
    let allowed = this.#allowed.get(css);
    if (!allowed) {
      const selectors = stylesheetRules(css).flatMap((rule) => rule.selectors.map((selector) => selector.text));
      this.#allowed.set(css, (allowed = new Set(selectors.filter((selector) => this.#allowRules.some((rule) => rule.test(selector))))));
    }
    return rulesThatCouldMatch(css, this.#page, allowed);
  }
}

/**
 * The selector Beasties matches against a page, pseudo-classes and pseudo-elements stripped by its
 * own method (`:is(b) c:not(d)` whole: its pattern runs to the last parenthesis). The method is not
 * in its types; one instance's, bound once, serves every stylesheet.
 */
export const beastiesMatches: (selector: string) => string = (() => {
  const beasties = new Beasties({ logLevel: "silent" }) as unknown as { normalizeCssSelector?: (selector: string) => string };
  if (typeof beasties.normalizeCssSelector !== "function")
    throw new Error("Beasties no longer has normalizeCssSelector: critical-css.ts narrows by what it matches");
  return beasties.normalizeCssSelector.bind(beasties);
})();

/** What a selector needs of the page for it to match (selectorNeeds). */
type SelectorNeeds = { classes: string[]; tags: string[]; attributes: string[] };
/** A style rule of the stylesheet: where its text is, and what each of its selectors needs. */
type StylesheetRule = { start: number; end: number; selectors: ({ text: string } & SelectorNeeds)[] };
const parsedStylesheets = new Map<string, StylesheetRule[]>();

/**
 * The style rules of a stylesheet (not those of @keyframes), each selector with what the page
 * must have for it to match: the needs of the selector Beasties matches (beastiesMatches), so a
 * rule is dropped only where Beasties would drop it.
 */
function stylesheetRules(css: string): StylesheetRule[] {
  let rules = parsedStylesheets.get(css);
  if (rules) return rules;
  rules = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === "rule" || inKeyframes(rule)) return;
    const { start, end } = rule.source ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    rules?.push({
      start: start.offset,
      end: end.offset,
      selectors: rule.selectors.map((text) => ({ text, ...selectorNeeds(beastiesMatches(text)) })),
    });
  });
  parsedStylesheets.set(css, rules);
  return rules;
}

/**
 * The classes (unescaped), element names and attribute names a selector's compound parts name,
 * those inside a pseudo-class (`:not(.x)`, `:is(.x)`) left out, as they need not be on the page;
 * nothing if it cannot be parsed (so it is kept). Names are lower case: HTML's are read so.
 */
export function selectorNeeds(selector: string): SelectorNeeds {
  const needs: SelectorNeeds = { classes: [], tags: [], attributes: [] };
  try {
    selectorParser()
      .astSync(selector)
      .each((part) => {
        for (const node of part.nodes) {
          if (node.type === "class") needs.classes.push(node.value);
          else if (node.type === "tag") needs.tags.push(node.value.toLowerCase());
          else if (node.type === "attribute") needs.attributes.push(node.attribute.toLowerCase());
        }
      });
    return needs;
  } catch {
    return { classes: [], tags: [], attributes: [] };
  }
}

/**
 * The stylesheet without the style rules that cannot match the page, the rest byte for byte: a
 * rule goes when each of its selectors names a class, an element or an attribute the page does not
 * have, and no allow rule keeps it. Beasties would drop those rules itself, each after searching the
 * whole page (`sup`, `optgroup`, `[data-sonner-toaster]` on a page that has none); what it keeps
 * is unchanged.
 */
export function rulesThatCouldMatch(css: string, page: PageParts, allowed: ReadonlySet<string>): string {
  let narrowed = "";
  let from = 0;
  for (const rule of stylesheetRules(css)) {
    const couldMatch = rule.selectors.some(
      (selector) =>
        allowed.has(selector.text) ||
        (selector.classes.every((name) => page.classes.has(name)) &&
          selector.tags.every((name) => page.tags.has(name)) &&
          selector.attributes.every((name) => page.attributes.has(name))),
    );
    if (couldMatch) continue;
    narrowed += css.slice(from, rule.start);
    from = rule.end;
  }
  return narrowed + css.slice(from);
}

/** The classes, element names and attribute names a page has: more, never fewer (partsOf). */
export type PageParts = { classes: ReadonlySet<string>; tags: ReadonlySet<string>; attributes: ReadonlySet<string> };

/**
 * What of a page its selectors can need, from one pass over its tags: their names (lower case),
 * their attributes' names (lower case) and the classes of their class attributes (entities
 * decoded). The text of scripts and styles is skipped, as an HTML parser skips it: there a `<b`
 * followed by a lone quote would hide the tags after it. Elsewhere React and marked write `<` in
 * text as `&lt;`, so each `<name` opens a tag, and its quotes pair up. A name too many keeps a rule
 * for Beasties to match; a name missing would drop a rule it keeps. Beasties marks the root it
 * searches, so its mark is among the attributes.
 */
export function partsOf(html: string): PageParts {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const attributes = new Set<string>(["data-beasties-container"]);
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(?=<\/\2\s*>)/gi, "$1");
  for (const [, tag = "", inside = ""] of markup.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    tags.add(tag.toLowerCase());
    for (const [, name = "", ...values] of inside.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const attribute = name.toLowerCase();
      attributes.add(attribute);
      if (attribute !== "class") continue;
      for (const each of decodeAttribute(values.find((value) => value !== undefined) ?? "").split(/\s+/)) if (each) classes.add(each);
    }
  }
  return { classes, tags, attributes };
}

/** Whether a rule's selector is a keyframe's (`from`, `50%`), not one that can hold a class. */
export const inKeyframes = (rule: postcss.Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name);

/**
 * Beasties' allowRules takes regular expressions and calls their test() on each selector: this one
 * keeps a selector whose hook (selectorHook) is one of the words of the page's islands.
 */
class HookIn extends RegExp {
  readonly words: ReadonlySet<string>;
  constructor(words: ReadonlySet<string>) {
    super("(?:)");
    this.words = words;
  }
  override test(selector: string): boolean {
    const hook = selectorHook(selector);
    return hook !== undefined && this.words.has(hook);
  }
}

/**
 * What an element must carry for a selector to match it, as the words of an island's code would
 * name it: the first class, unescaped (a Tailwind utility's own class, `aria-invalid:border-danger`
 * in `.aria-invalid\:border-danger[aria-invalid=true]`); without a class, the element or attribute
 * that the selector's last part names first (`select` in preflight's `select`, `data-sonner-toaster`
 * in `html [data-sonner-toaster][data-sonner-theme=light]`).
 */
export function selectorHook(selector: string): string | undefined {
  const escaped = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[\u0080-\uffff])+)/.exec(selector)?.[1];
  if (escaped)
    return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ""),
    );
  const last =
    selector
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .at(-1) ?? "";
  const named = /^([a-z][a-z0-9-]*)|^[^[]*\[([a-z][\w-]*)/i.exec(last);
  return named?.[1]?.toLowerCase() ?? named?.[2];
}

/** The islands a page holds (its `data-island` containers), sorted, each once. */
export function pageIslands(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/ data-island="([a-z0-9-]+)"/g), (match) => match[1] ?? ""))].sort();
}

/** The words each island's code holds (vite.islands.config.ts): the class names it can render are among them. */
export function islandWords(clientDir: string): Record<string, string[]> {
  const file = join(clientDir, ISLAND_WORDS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: did the islands build (vite.islands.config.ts) run?`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
}

/** The page without the stylesheet link Beasties leaves at the end of <body>, and the stylesheet's URL. */
export function withoutStylesheet(html: string): { html: string; href: string } {
  const links = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`expected the one stylesheet link Beasties leaves in <body>, found ${links.length}`);
  const [link, href] = links[0] as unknown as [string, string];
  return { html: html.replace(link, ""), href };
}
