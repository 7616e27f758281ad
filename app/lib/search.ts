/**
 * The filtering behind the search boxes and filter buttons on the resources pages. Pure
 * functions, so the rules (case-insensitive, trimmed, every word must match, accents and Arabic
 * letter forms folded as the site search folds them) are tested once here and the pages only hold
 * the query and the chosen category in state. These filters narrow a list already on the page and
 * stay apart from the site search (docs/decisions/022-site-search.md).
 */
import { foldSearchText } from "./search-text.ts";

/** " Kubernetes  NODES " → "kubernetes nodes", " Sécurité " → "securite": what a query means, whatever was typed. */
export function normalizeQuery(query: string): string {
  return foldSearchText(query.trim().replace(/\s+/g, " ")).toLocaleLowerCase("en-US");
}

/** True when every word of the query occurs in one of the fields (an empty query matches all). */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const terms = normalizeQuery(query).split(" ").filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = foldSearchText(fields.join(" \n ")).toLocaleLowerCase("en-US");
  return terms.every((term) => haystack.includes(term));
}

export type Searchable = {
  title: string;
  description: string;
  /** Extra words a visitor may search for (topics, tags), matched like the title. */
  keywords?: readonly string[];
};

/** The fields a query is matched against. */
export function searchFields(item: Searchable): string[] {
  return [item.title, item.description, ...(item.keywords ?? [])];
}

/**
 * The items that match the query and, when one is chosen, the category. `null` means
 * "All". The order of the items is kept.
 */
export function filterItems<Item extends Searchable & { category: string }>(
  items: readonly Item[],
  { query = "", category = null }: { query?: string; category?: string | null },
): Item[] {
  return items.filter((item) => (category === null || item.category === category) && matchesQuery(searchFields(item), query));
}
