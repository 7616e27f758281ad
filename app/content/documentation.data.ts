/**
 * The documentation hub's guides and words, loaded, checked and formatted: a build-time module
 * (see en.data.ts), apart so only the pages that show them inline them. Export plain data only.
 */
import { checkDocCategories, loadDocGuides, loadDocumentationPage } from "./documentation.ts";
import { messageValues } from "./facts.ts";

const values = messageValues("en");
export const docGuides = loadDocGuides(values, "en");
export const documentationPage = loadDocumentationPage(values, "en");
checkDocCategories(documentationPage, docGuides, "en");
