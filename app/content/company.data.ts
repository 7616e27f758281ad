/**
 * The company's facts and words in every language, loaded and checked: a build-time module (see
 * en.data.ts), in the shapes site.ts gives the site. The server reads it in Node too
 * (server/main.ts, mail.ts). Each value is its own export, so a bundle inlines only what it uses
 * (a form's script needs one email address, not the company's certificates). Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import type { CompanyFacts } from "#app/content/schemas/company.ts";
import { companyValues, loadCompanyFacts, loadCompanyWords } from "./company.ts";

export const company = loadCompanyFacts();
export const companyWords = eachLocale((locale) => loadCompanyWords(company, companyValues(company), locale));

/** The company as the site reads it: its facts, and its words by language (`siteWords[locale]`). */
export const site = {
  name: company.name,
  url: company.url,
  consoleUrl: company.consoleUrl,
  foundedYear: company.foundedYear,
  headquarters: company.headquarters,
  phone: { display: company.phone.display, href: `tel:${company.phone.dial}` },
  emails: company.emails,
  social: company.social,
};

type CertificationId = CompanyFacts["certifications"][number]["id"];

/** The company's tagline, description and headquarters label in each language. */
export const siteWords = eachLocale((locale) => ({
  tagline: companyWords[locale].tagline,
  description: companyWords[locale].description,
  headquartersLabel: companyWords[locale].headquartersLabel,
}));

/** Certificates and audit reports by id, each with what pages say about it, in each language. */
export const certifications = eachLocale(
  (locale) =>
    Object.fromEntries(
      company.certifications.map(({ id, framework, held }) => [
        id,
        { framework, held, status: companyWords[locale].certificationStatus.find((entry) => entry.id === id)?.status ?? "" },
      ]),
    ) as Record<CertificationId, { framework: string; held: boolean; status: string }>,
);

/** Where to write instead when a form cannot be sent, by form. */
export const formFallbackEmails = { contact: company.emails.sales, support: company.emails.support, newsletter: company.emails.hello };

/** The headquarters as one line, for the footer and contact pages. */
