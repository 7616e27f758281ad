/** The pricing pages' words in every language, loaded, checked and formatted at build time (words-loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { factValues } from "../facts.ts";
import { loadPricingWords } from "./words-loader.ts";

export const pricingWords = eachLocale((locale) => loadPricingWords(factValues[locale], locale));
