import type { InterfaceWordsContent } from "#app/content/interface/schema.ts";
import type { CountTemplates } from "#app/lib/count-label.ts";

/**
 * What the search page's markup (site-search.island.tsx) and its script (site-search.island-script.ts)
 * share, apart from both: the script imports neither the markup nor what it is built from.
 */

type Link = { label: string; href: string };

export type SiteSearchProps = {
  /** The search page's words (content/pages/<locale>/interface.yaml `siteSearch`), its count message apart. */
  words: Omit<InterfaceWordsContent["siteSearch"], "count" | "kinds">;
  /** Each kind of page, in filter order: its id (the index's `kind` filter) and its name. */
  kinds: readonly { id: string; label: string }[];
  /** "{count} pages found" in each plural form of the language, formatted at build time (lib/count-labels.ts). */
  count: CountTemplates;
  /** The page's Intl locale, which picks the plural form and writes the number. */
  intl: string;
  /** This page, in the page's language: the form's action, and where the script keeps ?q= and ?kind=. */
  searchHref: string;
  /** Where every page can be found without the search: the site map, then the listings. */
  sitemap: Link;
  listings: readonly Link[];
};

/** The ids the script finds its parts by: there is one search page, with one search on it. */
export const SEARCH_IDS = {
  query: "site-search-q",
  kind: "site-search-kind",
  status: "site-search-status",
  results: "site-search-results",
  hint: "site-search-hint",
  more: "site-search-more",
} as const;
