/**
 * The documentation hub's guides and words, loaded, checked and formatted: a build-time module
 * (see en.data.ts), apart so only the pages that show them inline them. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { checkDocCategories, loadDocGuides, loadDocumentationPage } from "./documentation.ts";
import { messageValues } from "./facts.ts";

export const docGuides = eachLocale((locale) => loadDocGuides(messageValues(locale), locale));
export const documentationPage = eachLocale((locale) => {
  const page = loadDocumentationPage(messageValues(locale), locale);
  checkDocCategories(page, docGuides[locale], locale);
  return page;
});
