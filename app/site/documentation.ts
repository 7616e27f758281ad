/**
 * The documentation hub as its template renders it: the guides and words of content/
 * (app/content/documentation/page.ts), with each product card named as the Services menu names its page,
 * so a service's name is written once.
 */
import { docGuides as guides, documentationPage } from "#app/content/documentation/page.ts";
import type { DocCategory, DocGuide, DocUpdate, ProductDocLink } from "#app/content/documentation/loader.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { navMenus } from "./navigation.ts";

export const docCategories = (locale: Locale): readonly DocCategory[] => documentationPage[locale].categories;

export const docGuides = (locale: Locale): readonly DocGuide[] => guides[locale];

/** A product page from the Services menu, so its label and address are written once. */
export const productDocLinks = perLocale((locale): readonly ProductDocLink[] => {
  const servicesMenu = navMenus(locale).find((menu) => menu.id === "services");
  return documentationPage[locale].products.map(({ href, category, description }) => {
    const item = servicesMenu?.items.find((candidate) => candidate.href === href);
    if (!item) throw new Error(`content/pages/${locale}/documentation.yaml: products: ${href} is not in the Services menu`);
    return { title: item.label, href, category, description };
  });
});

/** "What's new", newest first. */
export const docUpdates = (locale: Locale): readonly DocUpdate[] => documentationPage[locale].updates.items;

/** The documentation hub's own headings (its title and description are in pages.yaml). */
export const documentationText = (locale: Locale) => ({
  eyebrow: documentationPage[locale].eyebrow,
  updates: { heading: documentationPage[locale].updates.heading, intro: documentationPage[locale].updates.intro },
});
