/**
 * The words of the form pages (/contact, /resources/contact-support) around their forms, from
 * content/pages/<locale>/contact.yaml, loaded, checked and formatted at build time (loader.ts).
 * The forms' own words (fields, messages, topics, consent, confirmation and newsletter-link pages)
 * are in content/pages/<locale>/forms.yaml (../forms/); their rules in app/forms/.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "../company/loader.ts";
import { company } from "../company/site.ts";
import { messageValues } from "../facts.ts";
import { responseValues } from "../help-center/loaded.ts";
import { loadContactPages } from "./loader.ts";

const words = eachLocale((locale) =>
  loadContactPages({ ...messageValues(locale), ...companyValues(company), ...responseValues[locale] }, locale),
);

export const contactPage = eachLocale((locale) => words[locale].contact);
export const supportPage = eachLocale((locale) => words[locale].support);
