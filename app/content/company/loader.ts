/**
 * The company's loader: its facts, content/facts/company.yaml (the same in every language), and
 * its words, content/pages/<locale>/company.yaml, checked at build time (site.ts runs
 * it). The values text may name: {siteName}, {foundedYear}, {phone}, {helloEmail} ...
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { ContentError, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { companyFactsSchema, companyWordsSchema, type CompanyFacts, type CompanyWords } from "#app/content/company/schema.ts";

export const COMPANY_FACTS_FILE = "content/facts/company.yaml";
export const companyWordsFile = (locale: string) => `content/pages/${locale}/company.yaml`;

export function loadCompanyFacts(): CompanyFacts {
  return readYaml(COMPANY_FACTS_FILE, companyFactsSchema);
}

/** The company's words; every certificate of the facts must have its status, and no other. */
export function loadCompanyWords(facts: CompanyFacts, values: MessageValues, locale: string = DEFAULT_LOCALE): CompanyWords {
  const file = companyWordsFile(locale);
  const words = formatMessages(readYaml(file, companyWordsSchema), values, file, locale);
  const expected = facts.certifications.map((certificate) => certificate.id).sort();
  const statuses = words.certificationStatus.map((entry) => entry.id).sort();
  if (expected.join() !== statuses.join())
    throw new ContentError(
      `${file}: certificationStatus: one status per certificate of ${COMPANY_FACTS_FILE} (${expected.join(", ")}), got ${statuses.join(", ")}`,
    );
  return words;
}

/** The company facts text may name in braces. */
export function companyValues(facts: CompanyFacts): MessageValues {
  return {
    siteName: facts.name,
    foundedYear: facts.foundedYear,
    phone: facts.phone.display,
    helloEmail: facts.emails.hello,
    salesEmail: facts.emails.sales,
    supportEmail: facts.emails.support,
    privacyEmail: facts.emails.privacy,
  };
}
