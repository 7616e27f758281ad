/**
 * The documentation hub's guides and words, loaded, checked and formatted: a build-time module
 * (see en.data.ts), apart so only the pages that show them inline them. Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { checkDocCategories, loadDocGuides, loadDocumentationPage } from "./documentation.ts";
import { messageValues } from "./facts.ts";

const values = messageValues(buildLocale);
export const docGuides = loadDocGuides(values, buildLocale);
export const documentationPage = loadDocumentationPage(values, buildLocale);
checkDocCategories(documentationPage, docGuides, buildLocale);
