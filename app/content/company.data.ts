/**
 * The company's facts and English words, loaded and checked: a build-time module (see
 * en.data.ts), in the shapes site.ts gives the site. The server reads it in Node too
 * (server/main.ts, mail.ts). Each value is its own export, so a bundle inlines only what it uses
 * (a form's script needs one email address, not the company's certificates). Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import type { CompanyFacts } from "#app/content/schemas/company.ts";
import { companyValues, loadCompanyFacts, loadCompanyWords } from "./company.ts";

export const company = loadCompanyFacts();
export const companyWords = loadCompanyWords(company, companyValues(company), buildLocale);

/** The company as the site reads it: its facts with its words in English. */
export const site = {
  name: company.name,
  tagline: companyWords.tagline,
  description: companyWords.description,
  url: company.url,
  consoleUrl: company.consoleUrl,
  foundedYear: company.foundedYear,
  headquarters: { label: companyWords.headquartersLabel, ...company.headquarters },
  phone: { display: company.phone.display, href: `tel:${company.phone.dial}` },
  emails: company.emails,
  social: company.social,
};

type CertificationId = CompanyFacts["certifications"][number]["id"];

/** Certificates and audit reports by id, each with what pages say about it. */
export const certifications = Object.fromEntries(
  company.certifications.map(({ id, framework, held }) => [
    id,
    { framework, held, status: companyWords.certificationStatus.find((entry) => entry.id === id)?.status ?? "" },
  ]),
) as Record<CertificationId, { framework: string; held: boolean; status: string }>;

/** Where to write instead when a form cannot be sent, by form. */
export const formFallbackEmails = { contact: company.emails.sales, support: company.emails.support, newsletter: company.emails.hello };

/** The headquarters as one line, for the footer and contact pages. */
export const headquartersAddress = `${company.headquarters.street}, ${company.headquarters.city}, ${company.headquarters.country}`;
