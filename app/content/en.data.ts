/**
 * The content of every language, loaded, checked and formatted: a build-time module. In Node and Vitest it
 * runs as written; in the app's bundles scripts/vite/vite-plugin-content.ts replaces every
 * `*.data.ts` module by the JSON of its exports, so neither YAML, zod nor the ICU formatter
 * reaches a bundle, and the browser formats nothing. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadSiteFacts, messageValues } from "./facts.ts";
import { loadPricingWords } from "./pricing.ts";
import { loadServices, loadServicesPage } from "./services.ts";
import { loadSolutions, loadSolutionsPage } from "./solutions.ts";

export const siteFacts = loadSiteFacts();
/** The facts as messages name them, formatted in each language ("99.99%", "2,800,000" in English). */
export const factValues = eachLocale(messageValues);
export const services = eachLocale((locale) => loadServices(factValues[locale], locale));
export const servicesPage = eachLocale((locale) => loadServicesPage(factValues[locale], locale));
export const solutions = eachLocale((locale) => loadSolutions(factValues[locale], locale));
export const solutionsPage = eachLocale((locale) => loadSolutionsPage(factValues[locale], locale));
export const pricingWords = eachLocale((locale) => loadPricingWords(factValues[locale], locale));
