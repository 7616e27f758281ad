/**
 * The three forms' fields, limits and addresses, without their validation rules (schemas.ts)
 * and without words a marketing person edits: options reach a form as data from the page that
 * renders it. The browser's forms render from this file and load the schemas, and zod with
 * them, only when a visitor starts using a form.
 *
 * The server imports this room with Node's type stripping: relative imports with the `.ts`
 * extension and erasable syntax only.
 */

export const formIds = ["contact", "support", "newsletter"] as const;
export type FormId = (typeof formIds)[number];

export function isFormId(value: string): value is FormId {
  return (formIds as readonly string[]).includes(value);
}

/**
 * A field no person fills in: it is visually hidden and skipped by keyboard and screen
 * readers, so a value in it means a bot. The server answers such posts as if they
 * succeeded and stores nothing.
 */
export const HONEYPOT_FIELD = "website";

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 200,
  message: 5_000,
} as const;

/** One choice of a select field: the value sent, and the words the page shows for it. */
export type FormOption = { value: string; label: string };

/** The contact form's topic when the visitor names none (also the no-JavaScript default). */
export const DEFAULT_TOPIC = "general";

/** Each form's fields in the order they appear, for CSV columns, mails and focus order (schemas.ts keeps its schemas in step). */
export const formFieldNames = {
  contact: ["firstName", "lastName", "email", "phone", "company", "topic", "plan", "message"],
  support: ["name", "email", "service", "priority", "message"],
  newsletter: ["email"],
} as const satisfies Record<FormId, readonly string[]>;

/** The fields a visitor reads a label for: every form field, and the honeypot's (read by no person, but written). */
export type FieldLabels = Record<(typeof formFieldNames)[FormId][number] | "honeypot", string>;

/**
 * The validation messages, as data (content/pages/<locale>/forms.yaml, formatted at build time:
 * limits are already written in, e.g. "at most 5,000 characters"). The browser's form islands get
 * them as props and the server loads them, so both say the same thing in the page's language.
 */
export type ValidationMessages = {
  firstName: { missing: string; tooLong: string };
  lastName: { missing: string; tooLong: string };
  name: { missing: string; tooLong: string };
  email: { missing: string; tooLong: string; invalid: string };
  phone: { tooLong: string; invalid: string; tooShort: string };
  company: { tooLong: string };
  message: { missing: string; tooLong: string };
  topic: string;
  plan: string;
  service: string;
  priority: string;
  /** The whole submission is not an object of fields (only a script sends that). */
  notFields: string;
};

/** Field name → messages, the shape the API answers with on 400 and the forms display. */
export type FieldErrors = Record<string, string[]>;

/** Where each form lives: the no-JavaScript error page links back here. */
export const formPages = {
  contact: "/contact",
  support: "/resources/contact-support",
  newsletter: "/resources/blog",
} as const satisfies Record<FormId, string>;

/** The prerendered page a plain (no-JavaScript) post is redirected to on success. */
export function confirmationPath(form: FormId): string {
  return `/forms/thanks/${form}`;
}

/** What a newsletter link (confirm, unsubscribe) ended in: each has a prerendered page. */
export const newsletterStatuses = ["confirmed", "link-invalid", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The prerendered page a newsletter link redirects to. */
export function newsletterStatusPath(status: NewsletterStatus): string {
  return `/newsletter/${status}`;
}
