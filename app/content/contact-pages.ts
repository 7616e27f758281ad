import { emailReplyTime } from "./help-center.ts";
import { site } from "./site.ts";

/**
 * The words of the form pages (/contact, /resources/contact-support) around their forms. The
 * forms' own words (fields, messages, consent, confirmation pages) are in
 * content/pages/<locale>/forms.yaml (form-words.ts); their rules in app/forms/.
 */
export const contactPage = {
  eyebrow: "Contact",
  title: "Contact Us",
  tagline: "Talk to the Baobab Cloud team",
  description:
    "Questions about plans, migrations, compliance or partnerships: send us a message and the right team replies by email within 24 hours.",
  form: {
    heading: "Send us a message",
    intro: "Tell us what you are building and where your users are. Fields marked optional can stay empty.",
  },
  details: {
    heading: "Contact information",
    emails: [
      { label: "Sales", address: site.emails.sales },
      { label: "Support", address: site.emails.support },
      { label: "General", address: site.emails.hello },
    ],
  },
  offices: {
    heading: "Regional offices",
    intro: "Local teams in five regions, each with engineers and account managers who know the market.",
  },
  newsletter: {
    heading: "Product news by email",
    intro: "New regions, services and price changes, about once a month. Unsubscribe at any time.",
  },
} as const;

export const supportPage = {
  eyebrow: "Support",
  title: "Contact support",
  description:
    "Our engineers are on call 24/7. Tell us which service is affected and how urgent it is, and we answer within the response time of its priority.",
  form: {
    heading: "Open a support request",
    intro: "Choose the priority that matches the impact on your business: it sets how fast an engineer responds.",
  },
  priorities: {
    heading: "Response times",
    intro: "By priority, around the clock:",
  },
  email: {
    heading: "Prefer email?",
    text: `Write to us and we reply within ${emailReplyTime}.`,
  },
  helpCenter: { label: "Browse the help center", href: "/resources/help-center" },
} as const;
