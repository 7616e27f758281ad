import { z } from "zod";
import { href, text } from "../blocks-schema.ts";

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
 * content/pages/<locale>/contact.yaml: the words of /contact and /resources/contact-support. Field
 * labels, hints, errors, toasts, topics and the pages a form lands on are the forms' words
 * (forms.yaml), not these. Messages may name facts and the company's
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
        details: z
          .object({
            heading: text("Heading", "The heading above the email addresses."),
            phone: text("Phone label", 'The label above the phone number, e.g. "Phone".'),
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
        offices: z
          .object({
            heading: text("Heading", "The section's heading."),
            intro: text("Introduction", "One sentence under the heading."),
            headquarters: text("Headquarters badge", "The badge on the head office's card."),
          })
          .meta({ title: "Regional offices", description: "The heading above the offices (the offices are in their own collection)." }),
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
        status: link("Status link", "The link to the status page (/status), to check for a known incident before writing."),
      })
      .meta({ title: "Contact support page", description: "The words of /resources/contact-support." }),
  })
  .meta({ title: "Contact pages", description: "The words of the contact pages." });

export type ContactPagesContent = z.infer<typeof contactPagesSchema>;
