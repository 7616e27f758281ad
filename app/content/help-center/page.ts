import type { IconName } from "#app/lib/icon-names.ts";
import type { Locale } from "#app/lib/locales.ts";
import * as data from "./loaded.ts";

/**
 * The Help Center: support priorities with their response times (the spec's figures, also
 * offered by the support form), the FAQs and how to reach support, from content/facts/support.yaml,
 * content/help-center/en/ and content/pages/en/help-center.yaml (loader.ts loads them).
 */
export type SupportPriority = {
  id: string;
  label: string;
  /** When to choose it. */
  description: string;
  /** The longest we take to respond, in minutes. */
  responseMinutes: number;
  /** The same, as it reads: "30 minutes", "2 hours". */
  responseTime: string;
};

export const supportPriorities = data.supportPriorities satisfies Record<Locale, readonly SupportPriority[]>;

export type SupportPriorityId = (typeof supportPriorities)[Locale][number]["id"];

/** How long an email to support waits at most for a reply. */
export { emailReplyMinutes, emailReplyTime } from "./loaded.ts";

export type HelpCategory = { id: string; label: string };

export const helpCategories: Record<Locale, readonly HelpCategory[]> = data.helpCategories;

export type HelpCategoryId = string;

export type Faq = {
  id: string;
  question: string;
  answer: string;
  category: HelpCategoryId;
};

export const faqs: Record<Locale, readonly Faq[]> = data.faqs;

export type SupportChannel = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  link: { label: string; href: string };
  /** A link that leaves the site's pages (mailto:, tel:) is an <a>, not a router Link. */
  external?: boolean;
};

export const supportChannels: Record<Locale, readonly SupportChannel[]> = data.supportChannels;

/** The Help Center's own headings (its title and description are in page-titles.yaml). */
export const helpCenterText = data.helpCenterText;
