/**
 * The documentation hub's guides and words, in every language, loaded,
 * checked and formatted at build time (loader.ts).
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { checkDocCategories, loadDocGuides, loadDocumentationPage } from "./loader.ts";
import { messageValues } from "../facts.ts";

export const docGuides = eachLocale((locale) => loadDocGuides(messageValues(locale), locale));
export const documentationPage = eachLocale((locale) => {
  const page = loadDocumentationPage(messageValues(locale), locale);
  checkDocCategories(page, docGuides[locale], locale);
  return page;
});
