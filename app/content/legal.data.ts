/** The legal pages and their shared words, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadLegalPages, loadLegalWords } from "./legal-content.ts";

const values = { ...messageValues(buildLocale), ...companyValues(company) };
export const legalPageList = loadLegalPages(values, buildLocale);
export const legalWords = loadLegalWords(values, buildLocale);
