import { servicesPage } from "#app/content/services/pages.ts";
import { solutionsPage } from "#app/content/solutions/pages.ts";
import { internationalPage } from "#app/content/places/loaded.ts";
import type { Locale } from "#app/lib/locales.ts";
/**
 * The families of similar pages (services, solutions, regions): the menu label and base path
 * they share. The pages themselves are the entries of services.ts, solutions.ts and
 * region-pages.ts (content/regions/), each carrying its slug, menu label and badge; the route table, the menus,
 * the sitemap and the breadcrumbs are derived from those entries, so a new page is one entry.
 */
export type Family = {
  /** The menu's label and the eyebrow over every page of the family. */
  label: string;
  /** The overview page; every page of the family lives under it. */
  base: string;
};

/** What a content entry says about its own page. */
export type FamilyEntry = {
  /** The last segment of the page's path: /services/<slug>. */
  slug: string;
  /** As in the navigation menu and the page's breadcrumb. */
  navLabel: string;
  /** A short marker beside the name, e.g. "NEW", in the menu and on the page. */
  badge?: string;
};

export const serviceFamily = (locale: Locale) => ({ label: servicesPage[locale].familyLabel, base: "/services" }) as const satisfies Family;
export const solutionFamily = (locale: Locale) =>
  ({ label: solutionsPage[locale].familyLabel, base: "/solutions" }) as const satisfies Family;
export const regionFamily = (locale: Locale) =>
  ({ label: internationalPage[locale].familyLabel, base: "/international" }) as const satisfies Family;

/** A family's entries as pages: each gets its path (base + slug), in the entries' order (the menu order). */
export function familyPages<const Base extends string, const Entry extends FamilyEntry>(
  family: { base: Base },
  entries: readonly Entry[],
): (Entry & FamilyEntry & { path: `${Base}/${Entry["slug"]}` })[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    // Two entries with one slug would be one route and two menu items: fail the build instead.
    if (seen.has(entry.slug)) throw new Error(`${family.base}/${entry.slug} has two content entries`);
    seen.add(entry.slug);
    return { ...entry, path: `${family.base}/${entry.slug}` as `${Base}/${Entry["slug"]}` };
  });
}

/** A family's pages as links (label, href, badge), in menu order: the navigation's menu items. */
export function familyLinks(pages: readonly (FamilyEntry & { path: string })[]): { label: string; href: string; badge?: string }[] {
  return pages.map((page) => ({
    label: page.navLabel,
    href: page.path,
    ...(page.badge === undefined ? {} : { badge: page.badge }),
  }));
}
