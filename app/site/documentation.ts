/**
 * The documentation hub as its template renders it: the guides and words of content/
 * (documentation.data.ts), with each product card named as the Services menu names its page,
 * so a service's name is written once.
 */
import { docGuides as guides, documentationPage } from "#app/content/documentation.data.ts";
import type { DocCategory, DocGuide, DocUpdate, ProductDocLink } from "#app/content/documentation.ts";
import { navMenus } from "./navigation.ts";

export const docCategories: readonly DocCategory[] = documentationPage.categories;

export const docGuides: readonly DocGuide[] = guides;

const servicesMenu = navMenus.find((menu) => menu.id === "services");

/** A product page from the Services menu, so its label and address are written once. */
export const productDocLinks: readonly ProductDocLink[] = documentationPage.products.map(({ href, category, description }) => {
  const item = servicesMenu?.items.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`content/pages/en/documentation.yaml: products: ${href} is not in the Services menu`);
  return { title: item.label, href, category, description };
});

/** "What's new", newest first. */
export const docUpdates: readonly DocUpdate[] = documentationPage.updates.items;

/** The documentation hub's own headings (its title and description are in pages.yaml). */
export const documentationText = {
  eyebrow: documentationPage.eyebrow,
  updates: { heading: documentationPage.updates.heading, intro: documentationPage.updates.intro },
};
