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
import Beasties from "beasties";
import postcss from "postcss";
import { ISLAND_WORDS_FILE } from "../vite/vite-plugin-island-words.ts";
import { decodeAttribute } from "./attribute-text.ts";

// Rules Beasties fails to match though they style the first paint: rules Lightning CSS wrapped in
// :where() or :is() (the space-y-* gaps, the menu toggle's label, merged with a :popover-open
// selector); without them the toggle and spaced lists resize when the stylesheet arrives
// (tests/e2e/layout-shift.spec.ts). A Tailwind arbitrary variant's escaped selector is another,
// kept where the page carries its class (arbitraryVariants, below). And selectors made only of
// pseudo-classes, which apply to any element but which Beasties, stripping pseudo-classes, finds
// empty and drops: the focus ring (`:focus-visible`), Arabic's line heights (`:root:lang(ar)`),
// box-sizing of `:before`/`:after`. Not `::file-selector-button`, which no page has.
const ALWAYS: RegExp[] = [/^:(?:where|is)\(/, /^(?::[a-z][a-z-]*(?:\([^()]*\))?)+$/];
// Text fields are islands' (forms, searches): their pages also keep `::placeholder` (its opacity in Firefox).
const WITH_ISLANDS: RegExp[] = [...ALWAYS, /^::placeholder$/];

/**
 * The step for pages built into clientDir, whose one stylesheet is clientDir/stylesheet: stock
 * Beasties through its public API (issue 45). Each set of islands a page holds (a handful) gets
 * one Beasties, which keeps, besides what matches the page, the rules whose selector's hook
 * (selectorHook) is a word of those islands' code, named in allowRules by their exact selectors.
 */
export function criticalCss(clientDir: string, stylesheet: string) {
  const words = islandWords(clientDir);
  const selectors = stylesheetSelectors(readFileSync(join(clientDir, stylesheet), "utf8"));
  const arbitraryVariantsOf = arbitraryVariants(selectors);
  const byIslands = new Map<string, Beasties>();
  const beastiesFor = (islands: readonly string[], variants: readonly string[]) => {
    const key = `${islands.join(" ")}|${variants.join(" ")}`;
    let beasties = byIslands.get(key);
    if (!beasties) {
      const classes = new Set(islands.flatMap((island) => words[island] ?? []));
      const hooked = selectors.filter((selector) => classes.has(selectorHook(selector) ?? ""));
      beasties = new Beasties({
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
        allowRules: [...(islands.length === 0 ? ALWAYS : [...WITH_ISLANDS, ...hooked]), ...variants],
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
    const processed = await beastiesFor(islands, arbitraryVariantsOf(html)).process(html);
    // Beasties marks the document it worked on; the mark means nothing to a browser.
    // That the link names the one stylesheet the build has, postbuild checks (theStylesheet).
    const { html: page } = withoutStylesheet(processed.replace(/^(<!DOCTYPE html><html[^>]*?) data-beasties-container/i, "$1"));
    return page;
  };
}

/**
 * The selectors of Tailwind's arbitrary variants (`[&_h2]:mt-12`, `.\[\&_h2\]\:mt-12 h2`, also
 * behind another variant: `sm:[&_table]:text-base`) whose class a page carries (its attribute as
 * React escapes it, `[&amp;_h2]:mt-12`, decoded). Beasties matches none of these escaped selectors:
 * the icons in buttons (`[&_svg]:size-4`) were kept on every page by a pattern, and a blog post's
 * headings, lists, paragraphs and code (components/sections/article-body.tsx) went unstyled. A page
 * keeps those whose class it carries; the element after the class is not checked, a rule or two too
 * many at most.
 */
export function arbitraryVariants(selectors: readonly string[]) {
  const byClass = new Map<string, string[]>();
  for (const selector of selectors) {
    const hook = selectorHook(selector);
    if (hook?.includes("[&")) byClass.set(hook, [...(byClass.get(hook) ?? []), selector]);
  }
  return (html: string): string[] => {
    const classes = new Set(Array.from(html.matchAll(/ class="([^"]*)"/g), (match) => decodeAttribute(match[1] ?? "").split(/\s+/)).flat());
    return [...byClass].flatMap(([hook, hooked]) => (classes.has(hook) ? hooked : []));
  };
}

/** Each selector of the stylesheet's style rules (not @keyframes' steps), once, as Beasties sees them. */
export function stylesheetSelectors(css: string): string[] {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (!inKeyframes(rule)) for (const selector of rule.selectors) selectors.add(selector);
  });
  return [...selectors];
}

/** Whether a rule's selector is a keyframe's (`from`, `50%`), not one that can hold a class. */
export const inKeyframes = (rule: postcss.Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name);

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
