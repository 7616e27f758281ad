/**
 * Facts about the company (content/facts/company.yaml) with its words in every language
 * (content/pages/<locale>/company.yaml), loaded and checked at build time (loader.ts), in the shape
 * the site reads them. Every value is a placeholder the company will replace; the reserved
 * `.example` domain makes that obvious and guarantees no visitor is sent to somebody else's site
 * meanwhile.
 *
 * - `site`: name, tagline, description, addresses, phone, emails, social accounts.
 * - `certifications`: certificates and audit reports the company may hold. Until one is `held`,
 *   pages say only what the platform is "aligned with" or "designed to support", then show
 *   `status`; a unit test keeps "certified" and "compliant" off the financial-services page until then.
 * - `formFallbackEmails`: where to write instead when a form cannot be sent, by form (contact,
 *   support, newsletter): the forms' error note and toast, and the server's error page
 *   (server/forms-api.ts) name it.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import type { CompanyFacts } from "./schema.ts";
import { companyValues, loadCompanyFacts, loadCompanyWords } from "./loader.ts";

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

/** The site's forms, by the names the forms room gives them (app/forms/fields.ts#formIds). */
export type FormName = keyof typeof formFallbackEmails;

export type SocialNetwork = (typeof site.social)[number]["network"];
