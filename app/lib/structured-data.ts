import type { BreadcrumbList, Thing, WithContext } from "schema-dts";

/**
 * The site-independent part of the JSON-LD: the type every block has and the breadcrumb list.
 * The blocks built from content (organization, products, FAQ, posts) are in
 * content/structured-data.ts; lib/seo.ts renders all of them as non-executed
 * `<script type="application/ld+json">` data blocks.
 */
export type StructuredData = WithContext<Thing>;

export type Crumb = { name: string; path: string };

/** Home › section › page, from a trail of names and paths, with URLs absolute on `siteUrl`. */
export function breadcrumbLd(trail: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  };
}
