/**
 * The words of the form pages (/contact, /resources/contact-support) around their forms, from
 * content/pages/<locale>/contact.yaml (contact.data.ts). The forms' own words (fields, messages,
 * topics, consent, confirmation and newsletter-link pages) are in content/pages/<locale>/forms.yaml
 * (form-words.ts); their rules in app/forms/.
 */
export { contactPage, supportPage } from "./contact.data.ts";
