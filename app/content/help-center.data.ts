/**
 * The Help Center's questions, words and response times, loaded, checked and formatted: a
 * build-time module (see en.data.ts). Each value is its own export so a bundle inlines only what
 * it uses (the support form needs the priorities, not the questions). Export plain data only.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { companyValues } from "./company.ts";
import { company } from "./company.data.ts";
import { messageValues } from "./facts.ts";
import { loadHelpCenter } from "./help-center-content.ts";

const helpCenter = loadHelpCenter({ ...messageValues(buildLocale), ...companyValues(company), phoneDial: company.phone.dial }, buildLocale);

export const supportPriorities = helpCenter.priorities;
export const emailReplyMinutes = helpCenter.emailReplyMinutes;
export const emailReplyTime = helpCenter.emailReplyTime;
/** What other pages' messages may name: {responseTimes}, {criticalResponseTime}, {emailReplyTime}, {contactReplyTime}. */
export const responseValues = helpCenter.responseValues;
export const helpCategories = helpCenter.page.categories;
export const faqs = helpCenter.faqs;
/** A link that leaves the site's pages (mailto:, tel:) is an <a>, not a router Link. */
export const supportChannels = helpCenter.page.channels.map((channel) =>
  /^(mailto|tel):/.test(channel.link.href) ? { ...channel, external: true } : channel,
);
/** The Help Center's own headings (its title and description are in page-titles.yaml). */
export const helpCenterText = {
  eyebrow: helpCenter.page.eyebrow,
  faqs: helpCenter.page.faqs,
  support: helpCenter.page.support,
  responseTimes: helpCenter.page.responseTimes,
};
