/**
 * The Help Center's questions, words and response times, loaded, checked and formatted
 * at build time (loader.ts); page.ts gives them their types. Other collections' messages name the
 * response times (`responseValues`).
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { companyValues } from "../company/loader.ts";
import { company } from "../company/site.ts";
import { messageValues } from "../facts.ts";
import { loadHelpCenter } from "./loader.ts";

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
