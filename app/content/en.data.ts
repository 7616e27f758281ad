/**
 * The content of the language being built (app/i18n/build-locale.ts), loaded, checked and formatted: a build-time module. In Node and Vitest it
 * runs as written; in the app's bundles scripts/vite-plugin-content.ts replaces every
 * `*.data.ts` module by the JSON of its exports, so neither YAML, zod nor the ICU formatter
 * reaches a bundle, and the browser formats nothing. Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { loadSiteFacts, messageValues } from "./facts.ts";
import { loadPricingWords } from "./pricing.ts";
import { loadServices, loadServicesPage } from "./services.ts";
import { loadSolutions, loadSolutionsPage } from "./solutions.ts";

export const locale = buildLocale;
export const siteFacts = loadSiteFacts();
/** The facts as messages name them, formatted in English ("99.99%", "2,800,000"). */
export const factValues = messageValues(locale);
export const services = loadServices(factValues, locale);
export const servicesPage = loadServicesPage(factValues, locale);
export const solutions = loadSolutions(factValues, locale);
export const solutionsPage = loadSolutionsPage(factValues, locale);
export const pricingWords = loadPricingWords(factValues, locale);
