/** The statuses of app/forms/fields.ts (newsletterStatuses): its route passes each to newsletterStatusPath(), which checks them. */
type NewsletterStatus = "confirmed" | "link-invalid" | "unsubscribed";
import { emailReplyTime, supportPriorities } from "./help-center.ts";
import { formFallbackEmails, site, type FormName as FormId } from "./site.ts";

/**
 * The words of the form pages (/contact, /resources/contact-support, the confirmation
 * pages) and of the messages the forms show. Field labels live with the form components;
 * options and rules in forms.ts.
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
  /** Shown above the form when the visitor came from a plan's button (`?plan=<id>`). */
  planPrefix: "You're asking about:",
  /** Shown when the visitor came from a "Get Started" button (`?intent=trial`). */
  trialNote: "30-day free trial: no credit card required, and free migration support.",
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

/** The support form's priority choices, each with its response time. */
export const priorityOptions: readonly { value: string; label: string }[] = supportPriorities.map((priority) => ({
  value: priority.id,
  label: `${priority.label}: response within ${priority.responseTime}`,
}));

export type FormCopy = {
  /** The success toast. */
  sent: string;
  sentDetail: string;
  /** The submit button's label; "Sending…" while the request is under way. */
  submit: string;
  /** Where to write instead when sending fails. */
  fallbackEmail: string;
};

export const formCopy = {
  contact: {
    sent: "Thank you, your message has arrived.",
    sentDetail: "We reply by email within 24 hours.",
    submit: "Send message",
    fallbackEmail: formFallbackEmails.contact,
  },
  support: {
    sent: "Your support request has arrived.",
    sentDetail: "An engineer responds within the response time of the priority you chose.",
    submit: "Send request",
    fallbackEmail: formFallbackEmails.support,
  },
  newsletter: {
    sent: "Almost done: check your inbox.",
    sentDetail: "We sent you a link to confirm your subscription; it works for 7 days.",
    submit: "Subscribe",
    fallbackEmail: formFallbackEmails.newsletter,
  },
} as const satisfies Record<FormId, FormCopy>;

export const sendingLabel = "Sending…";

/** The error toast and the note under the form when a submission could not be sent. */
export function sendFailedMessage(form: FormId) {
  return {
    title: "Your message could not be sent.",
    detail: `What you typed is still in the form. Try again, or write to us at ${formCopy[form].fallbackEmail}.`,
    retry: "Retry",
    // Longer than a plain toast's 4 s, as it holds a button; the same way out stays under the form after it goes.
    durationMs: 10_000,
  };
}

export const rateLimitedMessage = {
  title: "Too many messages in a short time.",
  detail: "Please wait a minute, then try again.",
};

/** The confirmation pages a plain (no-JavaScript) form post lands on. */
export type ConfirmationPage = {
  form: FormId;
  title: string;
  text: string;
  back: { label: string; href: string };
};

/** Words every confirmation page shares. */
export const confirmationText = { eyebrow: "Thank you", homeLink: { label: "Go to the home page", href: "/" } } as const;

export const confirmationPages = [
  {
    form: "contact",
    title: "Thank you, your message has arrived",
    text: "The right team will reply by email within 24 hours. If it is urgent, call us on " + site.phone.display + ".",
    back: { label: "Back to the contact page", href: "/contact" },
  },
  {
    form: "support",
    title: "Your support request has arrived",
    text: "An engineer responds within the response time of the priority you chose, around the clock.",
    back: { label: "Back to contact support", href: "/resources/contact-support" },
  },
  {
    form: "newsletter",
    title: "Check your inbox to confirm",
    text: "We sent you an email with a link to confirm your subscription; it works for 7 days. Until you open it, we send you nothing else. Every email has a link to unsubscribe.",
    back: { label: "Back to the blog", href: "/resources/blog" },
  },
] as const satisfies readonly ConfirmationPage[];

/** The pages the newsletter's mailed links land on (confirmed, link expired or invalid, unsubscribed). */
export type NewsletterStatusPage = {
  status: NewsletterStatus;
  eyebrow: string;
  title: string;
  text: string;
  link: { label: string; href: string };
};

export const newsletterStatusPages = [
  {
    status: "confirmed",
    eyebrow: "Newsletter",
    title: "You're subscribed to our newsletter",
    text: "Thank you for confirming. New regions, services and price changes will reach your inbox about once a month, and every email has a link to unsubscribe.",
    link: { label: "Read the blog", href: "/resources/blog" },
  },
  {
    status: "link-invalid",
    eyebrow: "Newsletter",
    title: "This link has expired or is not valid",
    text: "Confirmation links work for 7 days, and only once the address is still waiting. Sign up again and we will send you a new link; if you wanted to unsubscribe, you are not on our list.",
    link: { label: "Sign up again", href: "/resources/blog" },
  },
  {
    status: "unsubscribed",
    eyebrow: "Newsletter",
    title: "You're unsubscribed",
    text: "We have deleted your address from our newsletter list and will send you no more newsletters. Changed your mind? You can sign up again at any time.",
    link: { label: "Back to the blog", href: "/resources/blog" },
  },
] as const satisfies readonly NewsletterStatusPage[];

/**
 * The consent notice under each form: what is kept, why, for how long, and where the privacy
 * policy is (app/content/legal.ts must say the same; the server stores the policy version with
 * each submission as its consent record).
 */
export const consentNotices = {
  contact:
    "We keep what you send here, with the time it arrived, to answer you; the sales team receives it by email. We delete it after 12 months, or sooner if you ask.",
  support:
    "We keep what you send here, with the time it arrived, to handle your request; the support team receives it by email. We delete it after 12 months, or sooner if you ask.",
  newsletter:
    "We keep your email address to send you our newsletter once you confirm it, until you unsubscribe; an unconfirmed address is deleted after 12 months.",
} as const satisfies Record<FormId, string>;

export const consentPolicyLink = { label: "Privacy policy", href: "/legal/privacy" } as const;
