/**
 * The site search's model (issue 47, docs/decisions/022-site-search.md): which pages it finds and of
 * what kind, and where it lives. The build indexes the pages this names (scripts/build/search-index.ts);
 * the search page filters by these kinds and names them with the words of content/pages/<locale>/interface.yaml.
 */

/** The kinds of page a result can be, in the order the search page offers them as filters. */
export const SEARCH_KINDS = ["service", "priceList", "blogPost", "guide", "question", "legal", "status"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The search page's path, in English; every language has it under its prefix (/fr/search ...). */
export const SEARCH_PATH = "/search";

/**
 * Each indexed page, by its English path (no language prefix): the first pattern that matches gives
 * its kind. Pages none matches stay out of the index: the home and company pages, forms and the
 * pages they land on, the blog's listings (their posts are indexed), the sub-processors' per-region
 * views of one list, the status overviews and history (their events are indexed), the site map and
 * the search page itself.
 */
const KIND_BY_PATH: readonly (readonly [RegExp, SearchKind])[] = [
  // Services, solutions and regions, with their overviews and the latency test.
  [/^\/(services|solutions|international)(\/[^/.]+)?$/, "service"],
  // The price list in US dollars and in every local currency.
  [/^\/pricing(\/[^/.]+)?$/, "priceList"],
  // A post: one segment after /resources/blog (the listings' pages have two or more; the feed has a dot).
  [/^\/resources\/blog\/[^/.]+$/, "blogPost"],
  [/^\/resources\/documentation$/, "guide"],
  [/^\/resources\/help-center$/, "question"],
  [/^\/legal\/(privacy|terms|cookies|sla|subprocessors)$/, "legal"],
  [/^\/(trust(\/[^/.]+)?|security)$/, "legal"],
  [/^\/status\/incidents\/[^/.]+$/, "status"],
];

/** The kind of the page at this English path, or undefined when the search leaves it out. */
export function searchKindOf(path: string): SearchKind | undefined {
  return KIND_BY_PATH.find(([pattern]) => pattern.test(path))?.[1];
}
