/** "/services/cloud-computing/" → "/services/cloud-computing" ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
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
