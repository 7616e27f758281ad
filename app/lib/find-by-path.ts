import { splitLocalePath } from "./locales.ts";

/**
 * A URL's page in the page registries, which list every page once by its English path:
 * "/services/cloud-computing/" and "/fr/services/cloud-computing" → "/services/cloud-computing"
 * ("/" and "/fr/" → "/").
 */
export function normalizePath(pathname: string): string {
  const { path } = splitLocalePath(pathname);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The content entry for the current page. A family of pages shares one route module, so
 * the module finds its entry by the URL; a missing entry is a bug in the route table.
 */
export function findByPath<Entry extends { path: string }>(entries: readonly Entry[], pathname: string): Entry {
  const path = normalizePath(pathname);
  const entry = entries.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No content entry for ${path}`);
  return entry;
}
