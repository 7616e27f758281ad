/**
 * Facts about the company (content/facts/company.yaml) with its words in English
 * (content/pages/en/company.yaml), in the shape the site reads them; company.data.ts builds them
 * at build time. Every value is a placeholder the company will replace; the reserved `.example`
 * domain makes that obvious and guarantees no visitor is sent to somebody else's site meanwhile.
 *
 * - `site`: name, tagline, description, addresses, phone, emails, social accounts.
 * - `certifications`: certificates and audit reports the company may hold. Until one is `held`,
 *   pages say only what the platform is "aligned with" or "designed to support", then show
 *   `status`; a unit test keeps "certified" and "compliant" off the financial-services page until then.
 * - `formFallbackEmails`: where to write instead when a form cannot be sent, by form (contact,
 *   support, newsletter): the forms' error note and toast, and the server's error page
 *   (server/forms-api.ts) name it.
 */
import type { formFallbackEmails, site } from "./company.data.ts";

export { certifications, formFallbackEmails, site, siteWords } from "./company.data.ts";

/** The site's forms, by the names the forms room gives them (app/forms/fields.ts#formIds). */
export type FormName = keyof typeof formFallbackEmails;

export type SocialNetwork = (typeof site.social)[number]["network"];
