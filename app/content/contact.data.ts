/**
 * The words of the contact pages, loaded, checked and formatted: a build-time module (see
 * en.data.ts). Each page's words are their own export, so a bundle that uses one inlines only
 * that one. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { loadContactPages } from "./contact-content.ts";
import { messageValues } from "./facts.ts";
import { responseValues } from "./help-center.data.ts";

const words = eachLocale((locale) =>
  loadContactPages({ ...messageValues(locale), ...companyValues(company), ...responseValues[locale] }, locale),
);

export const contactPage = eachLocale((locale) => words[locale].contact);
export const supportPage = eachLocale((locale) => words[locale].support);
