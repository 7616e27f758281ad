import { company, companyWords } from "./company.data.ts";
import type { CompanyFacts } from "#app/content/schemas/company.ts";

/**
 * Facts about the company (content/facts/company.yaml) with its words in English
 * (content/pages/en/company.yaml), in the shape the site reads them. Every value is a placeholder
 * the company will replace; the reserved `.example` domain makes that obvious.
 */
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

/**
 * Certificates and audit reports the company may hold, by id. Until one is `held`, pages say only
 * what the platform is "aligned with" or "designed to support", then show `status`; a unit test
 * keeps "certified" and "compliant" off the financial-services page until then.
 */
export const certifications = Object.fromEntries(
  company.certifications.map(({ id, framework, held }) => [
    id,
    { framework, held, status: companyWords.certificationStatus.find((entry) => entry.id === id)?.status ?? "" },
  ]),
) as Record<CertificationId, { framework: string; held: boolean; status: string }>;

/**
 * Where to write instead when a form cannot be sent, by form (contact, support, newsletter): the
 * forms' error note and toast, and the server's error page (server/forms-api.ts) name it.
 */
export const formFallbackEmails = {
  contact: site.emails.sales,
  support: site.emails.support,
  newsletter: site.emails.hello,
} as const;

/** The site's forms, by the names the forms room gives them (app/forms/fields.ts#formIds). */
export type FormName = keyof typeof formFallbackEmails;

export type SocialNetwork = (typeof site.social)[number]["network"];

/** The headquarters as one line, for the footer and contact pages. */
export const headquartersAddress = `${site.headquarters.street}, ${site.headquarters.city}, ${site.headquarters.country}`;
