/**
 * The documentation hub's loader: its guides, content/documentation/<locale>/<id>.yaml (one file
 * per guide, file name = id), and its page words, content/pages/<locale>/documentation.yaml,
 * checked and formatted at build time (page.ts runs it). A guide or product link in
 * a category the page does not list fails the build. The product cards' names come from the
 * Services menu in app/site/documentation.ts.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import type { Locale } from "#app/lib/locales.ts";
import { ContentError, formatMessages, readFolder, readYaml, type MessageValues } from "../load.ts";
import { docGuideSchema, documentationPageSchema, type DocumentationPageContent } from "#app/content/documentation/schema.ts";

export const DOC_GUIDES_FOLDER = "content/documentation";
export const documentationPageFile = (locale: string) => `content/pages/${locale}/documentation.yaml`;

export type DocCategory = { id: string; label: string };
export type DocCategoryId = string;

export type DocGuide = {
  id: string;
  title: string;
  description: string;
  category: DocCategoryId;
  /** What the guide covers; also searched. */
  keywords: readonly string[];
};

export type ProductDocLink = {
  title: string;
  description: string;
  href: string;
  category: DocCategoryId;
};

export type DocUpdate = {
  /** ISO calendar date. */
  date: string;
  title: string;
  description: string;
  link: { label: string; href: string };
};

/** Every guide of `locale`, in list order (`order`, then file name). */
export function loadDocGuides(values: MessageValues, locale: string = DEFAULT_LOCALE): DocGuide[] {
  return readFolder(DOC_GUIDES_FOLDER, docGuideSchema, locale)
    .map(({ slug, file, data }) => ({ slug, file, ...formatMessages(data, values, file, locale) }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ slug, title, description, category, keywords }) => ({ id: slug, title, description, category, keywords }));
}

export function loadDocumentationPage(values: MessageValues, locale: string = DEFAULT_LOCALE): DocumentationPageContent {
  const file = documentationPageFile(locale);
  return formatMessages(readYaml(file, documentationPageSchema), values, file, locale);
}

/** Throws, naming the file, when a guide or product link names a category the page does not list. */
export function checkDocCategories(page: DocumentationPageContent, guides: readonly DocGuide[], locale: Locale): void {
  const known = new Set(page.categories.map((category) => category.id));
  const problems = [
    ...guides
      .filter((guide) => !known.has(guide.category))
      .map(
        (guide) =>
          `${DOC_GUIDES_FOLDER}/${locale}/${guide.id}.yaml: category: "${guide.category}" is not a category of ${documentationPageFile(locale)}`,
      ),
    ...page.products
      .filter((product) => !known.has(product.category))
      .map(
        (product) =>
          `${documentationPageFile(locale)}: products (${product.href}): category "${product.category}" is not listed in categories`,
      ),
  ];
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
}
