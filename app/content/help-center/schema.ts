import { z } from "zod";
import { entryId, filterCategory, listOrder } from "../documentation/schema.ts";
import { href, icon, neutral, text } from "../blocks-schema.ts";

const priorityId = z
  .enum(["critical", "high", "medium", "low"])
  .meta({ title: "Priority", description: "Which support priority (the support form offers these).", ...neutral });

/**
 * content/facts/support.yaml: how fast support responds, the same in every language. Text names
 * them {responseTimes} (every priority, "Critical 30 minutes, High 2 hours ...") and {emailReplyTime}.
 */
export const supportFactsSchema = z
  .object({
    priorities: z
      .array(
        z
          .object({
            id: priorityId,
            responseMinutes: z
              .number()
              .int()
              .positive()
              .meta({
                title: "Response time (minutes)",
                description: "The longest we take to respond, in minutes (120 = 2 hours).",
                ...neutral,
              }),
          })
          .meta({ title: "Priority", description: "One support priority and its response time." }),
      )
      .min(1)
      .meta({ title: "Support priorities", description: "From the most to the least urgent.", ...neutral }),
    emailReplyMinutes: z
      .number()
      .int()
      .positive()
      .meta({
        title: "Email reply time (minutes)",
        description: "The longest an email to support waits for a reply (1440 = 24 hours).",
        ...neutral,
      }),
    contactReplyMinutes: z
      .number()
      .int()
      .positive()
      .meta({
        title: "Contact reply time (minutes)",
        description:
          "The longest a message sent through the contact form waits for a reply (1440 = 24 hours). Text names it {contactReplyTime}.",
        ...neutral,
      }),
  })
  .meta({ title: "Response times", description: "How fast support responds at each priority and by email, and how fast sales replies." });

export type SupportFacts = z.infer<typeof supportFactsSchema>;

/** One question of the Help Center: content/help-center/<locale>/<id>.yaml (the file name is its id). */
export const faqSchema = z
  .object({
    order: listOrder,
    question: text("Question", "As a customer would ask it. May name facts, e.g. {trialDays}."),
    answer: text("Answer", "A short, complete answer. May name facts, e.g. {responseTimes} or {emailReplyTime}."),
    category: entryId("Category", "The id of one of the categories in Help Center page, e.g. billing."),
  })
  .meta({ title: "Question", description: "One question and answer of the Help Center." });

export type FaqContent = z.infer<typeof faqSchema>;

/** content/pages/<locale>/help-center.yaml: the Help Center's words around its questions. */
export const helpCenterPageSchema = z
  .object({
    eyebrow: text("Eyebrow", "The small word above the page's heading."),
    categories: z
      .array(filterCategory)
      .min(1)
      .meta({ title: "Categories", description: "The filter buttons above the questions, in order." }),
    priorities: z
      .array(
        z
          .object({
            id: priorityId,
            label: text("Name", 'The priority\'s name, e.g. "Critical".'),
            description: text("When to choose it", "One sentence."),
          })
          .meta({ title: "Priority", description: "The words of one support priority (its response time is in Support response times)." }),
      )
      .min(1)
      .meta({ title: "Support priorities", description: "One entry per priority of Support response times." }),
    faqs: z
      .object({
        heading: text("Heading", "The heading above the questions."),
        intro: text("Introduction", "One sentence under the heading."),
      })
      .meta({ title: "Questions section", description: "The heading of the questions and answers." }),
    support: z
      .object({
        heading: text("Heading", "The heading above the ways to reach support."),
        intro: text("Introduction", "One sentence under the heading."),
      })
      .meta({ title: "Contact section", description: "The heading of the ways to reach support." }),
    channels: z
      .array(
        z
          .object({
            id: entryId("Id", "A name for this channel, e.g. phone."),
            title: text("Title", "The channel's name."),
            description: text("Description", "One sentence: when to use it. May name {emailReplyTime}."),
            icon: icon(),
            link: z
              .object({
                label: text("Link text", "What the link says. May name {phone} or {supportEmail}."),
                href: href("Link", "Where it leads: a page (/resources/contact-support), tel:{phoneDial} or mailto:{supportEmail}."),
              })
              .meta({ title: "Link", description: "The channel's link." }),
          })
          .meta({ title: "Support channel", description: "One way to reach support." }),
      )
      .min(1)
      .meta({ title: "Support channels", description: "The ways to reach support, in order." }),
    responseTimes: z
      .object({
        caption: text("Table name", "The heading of the table of response times."),
        priority: text("Priority column", "The first column's heading."),
        when: text("When column", "The second column's heading: when to choose a priority."),
        within: text("Response column", "The last column's heading: how fast we respond."),
        emailNote: text("Email note", "The line under the table; {emailReplyTime} is the email reply time."),
      })
      .meta({ title: "Response times", description: "The table of response times by priority, under the support channels." }),
  })
  .meta({ title: "Help Center page", description: "The words of /resources/help-center around its questions." });

export type HelpCenterPageContent = z.infer<typeof helpCenterPageSchema>;
