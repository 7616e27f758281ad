/** The legal pages and their shared words, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import type { Locale } from "#app/lib/locales.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadLegalPages, loadLegalWords } from "./legal-content.ts";

const values = (locale: Locale) => ({ ...messageValues(locale), ...companyValues(company) });
export const legalPageList = eachLocale((locale) => loadLegalPages(values(locale), locale));
export const legalWords = eachLocale((locale) => loadLegalWords(values(locale), locale));
