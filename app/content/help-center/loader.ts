/**
 * The Help Center's loader: support response times (content/facts/support.yaml), its questions
 * (content/help-center/<locale>/<id>.yaml, one file per question, file name = id) and its words
 * (content/pages/<locale>/help-center.yaml), checked and formatted at build time
 * (loaded.ts runs it; page.ts gives the result its shape). Besides the site's
 * facts, messages may name the company's ({phone}, {supportEmail} ...), {phoneDial},
 * {responseTimes}, {criticalResponseTime}, {emailReplyTime} and {contactReplyTime}.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMinutes } from "#app/lib/duration.ts";
import { intlListSeparator } from "#app/lib/format.ts";
import { ContentError, formatMessages, readFolder, readYaml, type MessageValues } from "../load.ts";
import {
  faqSchema,
  helpCenterPageSchema,
  supportFactsSchema,
  type HelpCenterPageContent,
  type SupportFacts,
} from "#app/content/help-center/schema.ts";

export const SUPPORT_FACTS_FILE = "content/facts/support.yaml";
export const FAQS_FOLDER = "content/help-center";
export const helpCenterPageFile = (locale: string) => `content/pages/${locale}/help-center.yaml`;

export type SupportPriorityWords = {
  id: SupportFacts["priorities"][number]["id"];
  label: string;
  description: string;
  responseMinutes: number;
  /** The same, as it reads: "30 minutes", "2 hours". */
  responseTime: string;
};

export type HelpCenterContent = {
  page: Omit<HelpCenterPageContent, "priorities">;
  priorities: SupportPriorityWords[];
  emailReplyMinutes: number;
  emailReplyTime: string;
  /** What messages may name: {responseTimes}, {criticalResponseTime}, {emailReplyTime}, {contactReplyTime}. */
  responseValues: Record<string, string>;
  faqs: { id: string; question: string; answer: string; category: string }[];
};

export function loadHelpCenter(values: MessageValues, locale: string = DEFAULT_LOCALE): HelpCenterContent {
  const facts = readYaml(SUPPORT_FACTS_FILE, supportFactsSchema);
  const pageFile = helpCenterPageFile(locale);
  const raw = readYaml(pageFile, helpCenterPageSchema);
  const priorities = facts.priorities.map(({ id, responseMinutes }) => {
    const words = raw.priorities.find((entry) => entry.id === id);
    if (!words) throw new ContentError(`${pageFile}: priorities: no words for the priority "${id}" of ${SUPPORT_FACTS_FILE}`);
    return {
      id,
      label: words.label,
      description: words.description,
      responseMinutes,
      responseTime: formatMinutes(responseMinutes, locale),
    };
  });
  const extra = raw.priorities.find((entry) => !facts.priorities.some((priority) => priority.id === entry.id));
  if (extra) throw new ContentError(`${pageFile}: priorities: "${extra.id}" is not a priority of ${SUPPORT_FACTS_FILE}`);
  const emailReplyTime = formatMinutes(facts.emailReplyMinutes, locale);
  const responseValues = {
    responseTimes: priorities.map((priority) => `${priority.label} ${priority.responseTime}`).join(intlListSeparator(locale)),
    criticalResponseTime: priorities.find((priority) => priority.id === "critical")?.responseTime ?? "",
    emailReplyTime,
    contactReplyTime: formatMinutes(facts.contactReplyMinutes, locale),
  };
  const pageValues: MessageValues = { ...values, ...responseValues };
  const { categories, eyebrow, faqs: faqsSection, support, channels, responseTimes } = raw;
  const page = formatMessages({ eyebrow, categories, faqs: faqsSection, support, channels, responseTimes }, pageValues, pageFile, locale);
  const known = new Set(page.categories.map((category) => category.id));
  const faqs = readFolder(FAQS_FOLDER, faqSchema, locale)
    .map(({ slug, file, data }) => {
      if (!known.has(data.category)) throw new ContentError(`${file}: category: "${data.category}" is not a category of ${pageFile}`);
      return { slug, ...formatMessages(data, pageValues, file, locale) };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    .map(({ slug, question, answer, category }) => ({ id: slug, question, answer, category }));
  return { page, priorities, emailReplyMinutes: facts.emailReplyMinutes, emailReplyTime, responseValues, faqs };
}
