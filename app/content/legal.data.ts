/** The legal pages and their shared words, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadLegalPages, loadLegalWords } from "./legal-content.ts";

const values = { ...messageValues("en"), ...companyValues(company) };
export const legalPageList = loadLegalPages(values, "en");
export const legalWords = loadLegalWords(values, "en");
