/**
 * The Help Center's questions, words and response times, loaded, checked and formatted: a
 * build-time module (see en.data.ts). Each value is its own export so a bundle inlines only what
 * it uses (the support form needs the priorities, not the questions). Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadHelpCenter } from "./help-center-content.ts";

const helpCenter = eachLocale((locale) =>
  loadHelpCenter({ ...messageValues(locale), ...companyValues(company), phoneDial: company.phone.dial }, locale),
);

export const supportPriorities = eachLocale((locale) => helpCenter[locale].priorities);
export const emailReplyMinutes = helpCenter.en.emailReplyMinutes;
export const emailReplyTime = eachLocale((locale) => helpCenter[locale].emailReplyTime);
/** What other pages' messages may name: {responseTimes}, {criticalResponseTime}, {emailReplyTime}, {contactReplyTime}. */
export const responseValues = eachLocale((locale) => helpCenter[locale].responseValues);
export const helpCategories = eachLocale((locale) => helpCenter[locale].page.categories);
export const faqs = eachLocale((locale) => helpCenter[locale].faqs);
/** A link that leaves the site's pages (mailto:, tel:) is an <a>, not a router Link. */
export const supportChannels = eachLocale((locale) =>
  helpCenter[locale].page.channels.map((channel) => (/^(mailto|tel):/.test(channel.link.href) ? { ...channel, external: true } : channel)),
);
/** The Help Center's own headings (its title and description are in page-titles.yaml). */
export const helpCenterText = eachLocale((locale) => ({
  eyebrow: helpCenter[locale].page.eyebrow,
  faqs: helpCenter[locale].page.faqs,
  support: helpCenter[locale].page.support,
  responseTimes: helpCenter[locale].page.responseTimes,
}));
