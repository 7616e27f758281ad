/**
 * The pipeline's step after the unread custom properties (scripts/build/postbuild.ts): short class names.
 *
 * A Tailwind class is written twice in a page, in the markup (`hover:bg-brand-50`) and in the
 * inline CSS's selector (`.hover\:bg-brand-50:hover`), and a page names about 250 of them. Each
 * class the stylesheet styles gets a name of one or two letters, in the page's class attributes
 * and in its inline CSS alike: about 1.1 KB less of a content page's brotli first response, which
 * should fit in the first flight (issue 16). A class has the same short name on every page: one
 * map for the site, made from the full stylesheet.
 *
 * Not renamed:
 * - on a page with islands, every word those islands' bundled code holds
 *   (vite-plugin-island-words.ts): an island renders its classes again in the browser, and they
 *   must stay the names the page's CSS styles;
 * - classes no rule styles: they cost the markup only, and tests may find elements by them
 *   (icons' own names, `lucide-arrow-right`, are dropped before this, by icon-attributes.ts).
 * The tests that add the full stylesheet to a page take it renamed as that page's islands rename
 * it (FULL_STYLESHEETS). `npm run dev` serves the source's names: this runs on the build only.
 */
import postcss, { type Root } from "postcss";
import selectorParser from "postcss-selector-parser";
import { decodeAttribute } from "./attribute-text.ts";
import { byKey } from "./built-files.ts";
import { inKeyframes, pageIslands } from "./critical-css.ts";

const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)(")/g;
const STYLE = /(<style>)([\s\S]*?)(<\/style>)/g;
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}0123456789`;

/** The n-th short name: a…Z, then aa, ab … Z9 (3,276 names, about three times the stylesheet's classes). */
function shortName(n: number): string {
  if (n < FIRST.length) return FIRST[n] ?? "";
  const rest = n - FIRST.length;
  const first = FIRST[Math.floor(rest / NEXT.length)];
  // Past Z9 the names would repeat: two classes would share one.
  if (first === undefined) throw new Error(`more than ${FIRST.length * (NEXT.length + 1)} short class names needed`);
  return `${first}${NEXT[rest % NEXT.length]}`;
}

/** Every class a stylesheet's selectors name, in the order they first appear. */
export function stylesheetClasses(css: string): string[] {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void classes.add(node.value)));
  postcss.parse(css).walkRules((rule) => {
    if (!inKeyframes(rule)) collect.processSync(rule.selector);
  });
  return [...classes];
}

/**
 * Where postbuild keeps the full stylesheet as each set of islands' pages name its classes
 * (islands joined by a space → CSS), beside build/client and not published: the tests that add
 * the full stylesheet to a page take the one for that page's islands (fullStylesheetFor).
 */
export const FULL_STYLESHEETS = "full-stylesheets.json";

export type ClassNames = {
  /** Original class → short name, for every class the full stylesheet styles. */
  readonly names: ReadonlyMap<string, string>;
  /** A page with its class attributes and inline <style> renamed (file names the page in errors). */
  page(html: string, file: string): string;
  /**
   * The full stylesheet renamed as each set of islands' pages seen so far name its classes, and as
   * pages holding each of `islandSets` do (the sets of pages renamed on worker threads).
   */
  fullStylesheets(islandSets?: Iterable<readonly string[]>): Record<string, string>;
};

/**
 * The site's map: each class of the full stylesheet gets the next short name that is no word of
 * an island's code and no class of the stylesheet. A page renames every class but the words of
 * its own islands' code (wordsByIsland, from vite-plugin-island-words.ts).
 */
export function shortClassNames(fullStylesheet: string, wordsByIsland: Readonly<Record<string, readonly string[]>>): ClassNames {
  const classes = stylesheetClasses(fullStylesheet);
  const taken = new Set([...Object.values(wordsByIsland).flat(), ...classes]);
  const names = new Map<string, string>();
  let next = 0;
  for (const name of classes) {
    while (taken.has(shortName(next))) next++;
    names.set(name, shortName(next++));
  }
  const shorts = new Set(names.values());

  /** The renaming for pages holding these islands: their code's words keep their names. */
  const forIslands = (islands: readonly string[]) => {
    const kept = new Set(islands.flatMap((island) => wordsByIsland[island] ?? []));
    const renamed = (name: string) => (kept.has(name) ? undefined : names.get(name));
    const rename = selectorParser((selectors) =>
      selectors.walkClasses((node) => {
        node.value = renamed(node.value) ?? node.value;
      }),
    );
    // Pages share most of their selectors: each is parsed once per renaming, not once a page
    // (postcss-selector-parser was about a tenth of the page steps' CPU).
    const renamedSelectors = new Map<string, string>();
    const renameSelector = (selector: string) => {
      let result = renamedSelectors.get(selector);
      if (result === undefined) renamedSelectors.set(selector, (result = rename.processSync(selector)));
      return result;
    };
    // The pages of one template, in every language, mostly inline the same critical CSS: renamed once.
    const renamedStyles = new Map<string, string>();
    const css = (text: string) => {
      const known = renamedStyles.get(text);
      if (known !== undefined) return known;
      const root: Root = postcss.parse(text);
      root.walkRules((rule) => {
        if (!inKeyframes(rule)) rule.selector = renameSelector(rule.selector);
      });
      // postcss writes back the source's own spacing: compressed CSS stays compressed.
      const renamedStyle = root.toString();
      renamedStyles.set(text, renamedStyle);
      return renamedStyle;
    };
    const page = (html: string, file: string) =>
      html
        .replace(CLASS_ATTRIBUTE, (_, open: string, value: string, close: string) => {
          const tokens = value
            .split(/\s+/)
            .filter(Boolean)
            .map((token) => {
              const short = renamed(decodeAttribute(token));
              // A class left as it is must not be one of the short names: it would take that class's rules.
              if (short === undefined && shorts.has(token)) throw new Error(`${file}: class "${token}" is also a short class name`);
              return short ?? token;
            });
          return `${open}${tokens.join(" ")}${close}`;
        })
        .replace(STYLE, (_, open: string, text: string, close: string) => `${open}${css(text)}${close}`);
    return { css, page };
  };

  const byIslands = new Map<string, ReturnType<typeof forIslands>>();
  const renamingFor = (islands: readonly string[]) => {
    const key = islands.join(" ");
    let renaming = byIslands.get(key);
    if (!renaming) byIslands.set(key, (renaming = forIslands(islands)));
    return renaming;
  };
  return {
    names,
    page: (html, file) => renamingFor(pageIslands(html)).page(html, file),
    fullStylesheets: (islandSets = []) => {
      for (const islands of islandSets) renamingFor(islands);
      // In key order, whatever order the sets came in: the same build writes the same file.
      return Object.fromEntries([...byIslands].sort(byKey).map(([key, renaming]) => [key, renaming.css(fullStylesheet)]));
    },
  };
}
