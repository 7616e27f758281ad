/** The solution pages and their overview in every language, loaded, checked and formatted at build time (loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { factValues } from "../facts.ts";
import { loadSolutions, loadSolutionsPage } from "./loader.ts";

export const solutions = eachLocale((locale) => loadSolutions(factValues[locale], locale));
export const solutionsPage = eachLocale((locale) => loadSolutionsPage(factValues[locale], locale));
