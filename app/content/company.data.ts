/**
 * The company's facts and English words, loaded and checked: a build-time module (see
 * en.data.ts). The server reads it in Node too (server/main.ts, mail.ts). Export plain data only.
 */
import { companyValues, loadCompanyFacts, loadCompanyWords } from "./company.ts";

export const company = loadCompanyFacts();
export const companyWords = loadCompanyWords(company, companyValues(company), "en");
