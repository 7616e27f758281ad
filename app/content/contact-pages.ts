import { supportPriorities } from "./help-center.ts";
import { formFallbackEmails, type FormName as FormId } from "./site.ts";

/**
 * The words of the forms (messages, consent notices, priority choices). The words of the form
 * pages (/contact, /resources/contact-support, the confirmation and newsletter pages) are in
 * content/pages/en/contact.yaml (contact.data.ts), re-exported here under their old names.
 * Field labels live with the form components; options and rules in app/forms/.
 */
export { contactPage, contactFormNotes, supportPage, confirmationText, confirmationPages, newsletterStatusPages } from "./contact.data.ts";

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
