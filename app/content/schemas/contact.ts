import { z } from "zod";
import { href, neutral, text } from "./blocks.ts";
import { entryId } from "./documentation.ts";

const link = (title: string, description: string) =>
  z
    .object({
      label: text("Link text", "What the link or button says."),
      href: href("Link", "Where it leads, e.g. /resources/blog."),
    })
    .meta({ title, description });

const headed = (title: string, description: string) =>
  z
    .object({
      heading: text("Heading", "The section's heading."),
      intro: text("Introduction", "One sentence under the heading."),
    })
    .meta({ title, description });

/**
 * content/pages/<locale>/contact.yaml: the words of /contact, /resources/contact-support and the
 * pages a form lands on (confirmations, the newsletter's links). Field labels, hints, errors and
 * toasts are the forms' words, not these. Messages may name facts and the company's
 * ({salesEmail}, {phone} ...), {emailReplyTime} and {contactReplyTime}.
 */
export const contactPagesSchema = z
  .object({
    contact: z
      .object({
        eyebrow: text("Eyebrow", "The small word above the heading."),
        title: text("Headline", "The page's heading (h1)."),
        tagline: text("Tagline", "The line under the headline."),
        description: text("Lead", "One or two sentences under the tagline. May name {contactReplyTime}."),
        form: headed("Form", "The heading above the contact form."),
        planPrefix: text("Plan note", "Shown above the form when the visitor came from a plan's button, before the plan's name."),
        trialNote: text("Trial note", 'Shown above the form when the visitor came from a "Get Started" button. May name {trialDays}.'),
        details: z
          .object({
            heading: text("Heading", "The heading above the email addresses."),
            emails: z
              .array(
                z
                  .object({
                    label: text("Label", 'Whom the address reaches, e.g. "Sales".'),
                    address: text("Address", "Name the address from Company facts: {salesEmail}, {supportEmail} or {helloEmail}."),
                  })
                  .meta({ title: "Email", description: "One email address with its label." }),
              )
              .min(1)
              .meta({ title: "Email addresses", description: "The addresses listed, in order." }),
          })
          .meta({ title: "Contact information", description: "The email addresses beside the form." }),
        offices: headed("Regional offices", "The heading above the offices (the offices are in their own collection)."),
        newsletter: headed("Newsletter", "The heading above the newsletter sign-up."),
      })
      .meta({ title: "Contact page", description: "The words of /contact." }),
    support: z
      .object({
        eyebrow: text("Eyebrow", "The small word above the heading."),
        title: text("Headline", "The page's heading (h1)."),
        description: text("Lead", "One or two sentences under the headline."),
        form: headed("Form", "The heading above the support form."),
        priorities: headed("Response times", "The heading above the response time of each priority."),
        email: z
          .object({
            heading: text("Heading", "The heading of the email box."),
            text: text("Text", "One sentence. May name {emailReplyTime}."),
          })
          .meta({ title: "Email box", description: "For visitors who prefer email." }),
        helpCenter: link("Help Center link", "The link to the Help Center."),
      })
      .meta({ title: "Contact support page", description: "The words of /resources/contact-support." }),
    confirmations: z
      .object({
        eyebrow: text("Eyebrow", "The small words above each confirmation's heading."),
        homeLink: link("Home link", "The second button of every confirmation page."),
        pages: z
          .array(
            z
              .object({
                form: z
                  .enum(["contact", "support", "newsletter"])
                  .meta({ title: "Form", description: "The form this page confirms.", ...neutral }),
                title: text("Headline", "The page's heading."),
                text: text("Text", "What happens next. May name {contactReplyTime} or {phone}."),
                back: link("Back link", "The first button."),
              })
              .meta({ title: "Confirmation page", description: "Where a form sent without JavaScript lands." }),
          )
          .min(1)
          .meta({ title: "Confirmation pages", description: "One per form." }),
      })
      .meta({ title: "Confirmation pages", description: "The pages a form lands on once it has been sent (without JavaScript)." }),
    newsletterStatus: z
      .array(
        z
          .object({
            status: z
              .enum(["confirmed", "link-invalid", "unsubscribed"])
              .meta({ title: "Status", description: "Which of the newsletter's links lands here.", ...neutral }),
            eyebrow: text("Eyebrow", "The small word above the heading."),
            title: text("Headline", "The page's heading."),
            text: text("Text", "What happened and what the visitor can do."),
            link: link("Link", "The button under the text."),
          })
          .meta({ title: "Newsletter page", description: "Where a link of a newsletter email lands." }),
      )
      .min(1)
      .meta({ title: "Newsletter link pages", description: "Confirmed, link expired or not valid, unsubscribed." }),
  })
  .meta({ title: "Contact pages", description: "The words of the contact pages and of the pages the forms land on." });

export type ContactPagesContent = z.infer<typeof contactPagesSchema>;

/** content/pages/<locale>/contact-topics.yaml: what `/contact?topic=<id>` means, in words. */
export const contactTopicsSchema = z
  .object({
    general: z
      .object({
        id: entryId("Id", "The topic when a visitor names none."),
        label: text("Label", 'How the contact form names it, e.g. "General enquiry".'),
      })
      .meta({ title: "General topic", description: "The contact form's topic when the visitor names none." }),
    topics: z
      .array(
        z
          .object({
            id: entryId("Id", "The topic's id in links (/contact?topic=<id>). A new id also needs a developer (app/forms/choices.ts)."),
            label: text("Label", "How the contact form names it. May name facts, e.g. {trialDays}."),
          })
          .meta({ title: "Topic", description: "One topic of the contact form." }),
      )
      .min(1)
      .meta({ title: "Topics", description: "The topics a link to the contact form may name, in the form's order." }),
  })
  .meta({ title: "Contact topics", description: "The topics of the contact form." });

export type ContactTopicsContent = z.infer<typeof contactTopicsSchema>;
