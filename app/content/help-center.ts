import type { IconName } from "#app/lib/icon-names.ts";
import { formatMinutes } from "#app/lib/duration.ts";
import { site } from "./site.ts";

/**
 * The Help Center: support priorities with their response times (the spec's figures, also
 * offered by the support form), the FAQs and how to reach support.
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

const priority = (id: string, label: string, responseMinutes: number, description: string) =>
  ({ id, label, description, responseMinutes, responseTime: formatMinutes(responseMinutes) }) as const;

export const supportPriorities = [
  priority("critical", "Critical", 30, "Production is down or data is at risk."),
  priority("high", "High", 2 * 60, "A major feature is failing and there is no workaround."),
  priority("medium", "Medium", 4 * 60, "Something is not working but a workaround exists."),
  priority("low", "Low", 8 * 60, "Questions, requests and advice."),
] as const satisfies readonly SupportPriority[];

export type SupportPriorityId = (typeof supportPriorities)[number]["id"];

/** How long an email to support waits at most for a reply. */
export const emailReplyMinutes = 24 * 60;
export const emailReplyTime = formatMinutes(emailReplyMinutes);

export type HelpCategory = { id: string; label: string };

export const helpCategories = [
  { id: "getting-started", label: "Getting started" },
  { id: "billing", label: "Billing" },
  { id: "technical", label: "Technical" },
  { id: "security", label: "Security & compliance" },
] as const satisfies readonly HelpCategory[];

export type HelpCategoryId = (typeof helpCategories)[number]["id"];

export type Faq = {
  id: string;
  question: string;
  answer: string;
  category: HelpCategoryId;
};

const responseTimesSentence = supportPriorities.map((p) => `${p.label} ${p.responseTime}`).join(", ");

export const faqs = [
  {
    id: "free-trial",
    question: "How do I start the 30-day free trial?",
    answer:
      "Choose Get Started on any page and tell us what you would like to run. The trial lasts 30 days, needs no credit card, and includes free migration support if you are moving from another provider.",
    category: "getting-started",
  },
  {
    id: "local-currency",
    question: "Can I pay in Naira, Kenyan Shillings or South African Rand?",
    answer:
      "Yes. Prices on the website are in US dollars, but customers in Nigeria, Kenya and South Africa can be billed in Naira, Kenyan Shillings or South African Rand and pay by local bank transfer or card. Ask our sales team to switch your account.",
    category: "billing",
  },
  {
    id: "data-location",
    question: "Where is my data stored?",
    answer:
      "In the data center you choose, and nowhere else unless you set up replication to another region yourself. Keeping data in Nigeria, Kenya or South Africa helps you meet data-residency rules such as those of the Nigeria Data Protection Act.",
    category: "security",
  },
  {
    id: "uptime-sla",
    question: "What does the 99.99% uptime SLA cover?",
    answer:
      "It covers the availability of your servers, databases and network in the region you deploy to. If we miss it in a month, you receive service credits as set out in your service agreement, which is what binds us.",
    category: "technical",
  },
  {
    id: "response-times",
    question: "How quickly does support respond?",
    answer: `Our engineers are available 24/7. We respond according to the priority you choose: ${responseTimesSentence}. Emails receive a reply within ${emailReplyTime}.`,
    category: "technical",
  },
] as const satisfies readonly Faq[];

export type SupportChannel = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  link: { label: string; href: string };
  /** A link that leaves the site's pages (mailto:, tel:) is an <a>, not a router Link. */
  external?: boolean;
};

export const supportChannels = [
  {
    id: "phone",
    title: "Phone",
    description: "Talk to an engineer at any hour, the fastest way to report a Critical issue.",
    icon: "phone",
    link: { label: site.phone.display, href: site.phone.href },
    external: true,
  },
  {
    id: "email",
    title: "Email",
    description: `Write to us about anything; we reply within ${emailReplyTime}.`,
    icon: "mail",
    link: { label: site.emails.support, href: `mailto:${site.emails.support}` },
    external: true,
  },
  {
    id: "support-form",
    title: "Support request",
    description: "Describe the problem and choose its priority; we respond within that priority's time.",
    icon: "chat",
    link: { label: "Open a support request", href: "/resources/contact-support" },
  },
  {
    id: "documentation",
    title: "Documentation",
    description: "Guides for every product, from your first server to Kubernetes upgrades.",
    icon: "book",
    link: { label: "Browse the documentation", href: "/resources/documentation" },
  },
] as const satisfies readonly SupportChannel[];

/** The Help Center's own headings (its title and description are in pages.ts). */
export const helpCenterText = {
  eyebrow: "Resources",
  faqs: { heading: "Frequently asked questions", intro: "Search the questions customers ask most, or pick a topic." },
  support: { heading: "Contact support", intro: "Engineers are available around the clock. Choose the channel that suits the urgency." },
} as const;
