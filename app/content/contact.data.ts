/**
 * The words of the contact pages and of the pages the forms land on, loaded, checked and
 * formatted: a build-time module (see en.data.ts). Each page's words are their own export, so a
 * bundle that uses one inlines only that one. Export plain data only.
 */
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { loadContactPages } from "./contact-content.ts";
import { messageValues } from "./facts.ts";
import { responseValues } from "./help-center.data.ts";

const words = loadContactPages({ ...messageValues("en"), ...companyValues(company), ...responseValues }, "en");

const { planPrefix, trialNote, ...contactPageWords } = words.contact;
export const contactPage = contactPageWords;
/** The notes above the contact form (apart, so the form's script carries these two and not the page). */
export const contactFormNotes = { planPrefix, trialNote };
export const supportPage = words.support;
/** Words every confirmation page shares. */
export const confirmationText = { eyebrow: words.confirmations.eyebrow, homeLink: words.confirmations.homeLink };
export const confirmationPages = words.confirmations.pages;
export const newsletterStatusPages = words.newsletterStatus;
