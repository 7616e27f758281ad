/**
 * The pages of each family (services, solutions, regions): slug, menu label and badge, in
 * the spec's menu order. The route table, the navigation and the content entries all read
 * this list, so a new page is one line here plus its entry in services.ts, solutions.ts or
 * region-pages.ts (a unit test and the build fail when the two disagree).
 *
 * app/routes.ts imports this module in Node, through React Router's config loader, which
 * knows no `~` alias and no Vite plugin: keep it free of imports.
 */
export type FamilyPage = {
  slug: string;
  /** As in the navigation menu and the page's h1. */
  navLabel: string;
  /** A short marker beside the name, e.g. "NEW", in the menu and on the page. */
  badge?: string;
};

export type Family = {
  /** The menu's label and the eyebrow over every page of the family. */
  label: string;
  /** The overview page; every page of the family lives under it. */
  base: string;
  pages: readonly FamilyPage[];
};

export const serviceFamily = {
  label: "Services",
  base: "/services",
  pages: [
    { slug: "cloud-computing", navLabel: "Cloud Computing" },
    { slug: "managed-databases", navLabel: "Managed Databases" },
    { slug: "dedicated-servers", navLabel: "Dedicated Servers" },
    { slug: "kubernetes-service", navLabel: "Kubernetes Service", badge: "NEW" },
    { slug: "security-services", navLabel: "Security Services" },
    { slug: "global-cdn", navLabel: "Global CDN" },
    { slug: "multi-region-deployment", navLabel: "Multi-Region Deployment" },
    { slug: "global-dns", navLabel: "Global DNS" },
  ],
} as const satisfies Family;

export const solutionFamily = {
  label: "Solutions",
  base: "/solutions",
  pages: [
    { slug: "financial-services", navLabel: "Financial Services" },
    { slug: "healthcare", navLabel: "Healthcare" },
    { slug: "ecommerce", navLabel: "E-commerce" },
    { slug: "education", navLabel: "Education" },
    { slug: "media-entertainment", navLabel: "Media & Entertainment" },
    { slug: "startups", navLabel: "Startups" },
    { slug: "enterprise", navLabel: "Enterprise" },
    { slug: "non-profit", navLabel: "Non-Profit" },
    { slug: "web-hosting", navLabel: "Web Hosting" },
    { slug: "mobile-apps", navLabel: "Mobile Apps" },
    { slug: "big-data-analytics", navLabel: "Big Data Analytics" },
    { slug: "ai-machine-learning", navLabel: "AI & Machine Learning" },
    { slug: "iot", navLabel: "IoT" },
  ],
} as const satisfies Family;

export const regionFamily = {
  label: "International",
  base: "/international",
  pages: [
    { slug: "west-africa", navLabel: "West Africa" },
    { slug: "east-africa", navLabel: "East Africa" },
    { slug: "southern-africa", navLabel: "Southern Africa" },
    { slug: "north-africa", navLabel: "North Africa" },
    { slug: "european-presence", navLabel: "European Presence" },
    { slug: "turkey-middle-east", navLabel: "Turkey & Middle East" },
  ],
} as const satisfies Family;

export type ServiceSlug = (typeof serviceFamily.pages)[number]["slug"];
export type SolutionSlug = (typeof solutionFamily.pages)[number]["slug"];
export type RegionSlug = (typeof regionFamily.pages)[number]["slug"];

/** "/services/cloud-computing": where a page of a family lives. */
export function familyPath(family: Family, page: Pick<FamilyPage, "slug">): string {
  return `${family.base}/${page.slug}`;
}

/** A family's pages as links (label, href, badge), in menu order: the navigation's menu items. */
export function familyLinks(family: Family): { label: string; href: string; badge?: string }[] {
  return family.pages.map((page) => ({
    label: page.navLabel,
    href: familyPath(family, page),
    ...(page.badge === undefined ? {} : { badge: page.badge }),
  }));
}

/**
 * A family's content entries joined with its pages: each entry gets its page's label and
 * badge, in menu order. Throws (failing the build and the unit tests) when a page has no
 * entry or an entry no page, so the route table and the content cannot drift apart.
 */
export function withFamily<Entry extends { path: string }>(
  family: Family,
  entries: readonly Entry[],
): (Entry & { navLabel: string; badge?: string })[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const joined = family.pages.map((page) => {
    const path = familyPath(family, page);
    const entry = byPath.get(path);
    if (!entry) throw new Error(`${path} is listed in content/families.ts but has no content entry`);
    byPath.delete(path);
    return { ...entry, navLabel: page.navLabel, ...(page.badge === undefined ? {} : { badge: page.badge }) };
  });
  const orphans = [...byPath.keys()];
  if (orphans.length > 0) throw new Error(`No page in content/families.ts for ${orphans.join(", ")}`);
  return joined;
}
