/**
 * The three forms of the site (contact, support, newsletter): their validation rules, as
 * one zod schema each (their fields, labels and options are in form-fields.ts). The browser validates with these schemas
 * before sending and the server (server/forms-api.ts) validates again with the same ones.
 *
 * The server imports this file with Node's type stripping, so it and everything it
 * imports use relative imports with the `.ts` extension and erasable syntax only
 * (forms.test.ts checks that Node can load it).
 */
import * as z from "zod/mini";
import { DEFAULT_TOPIC, LIMITS, topicOptions, type FieldErrors, type FormId, type FormOption } from "./form-fields.ts";
import { supportPriorities, type SupportPriorityId } from "./help-center.ts";
import { navMenus } from "../site/navigation.ts";
import { allPlans } from "./plans.ts";

// Everything but the schemas lives in form-fields.ts, which the browser's forms load without zod.
export * from "./form-fields.ts";

// The support form's choices come from the site's content (the Services menu, the help center's
// priorities): kept here, beside the schema, so the browser's form fields do not bundle that
// content; the support form's island receives its service options as props.
const servicesMenu = navMenus.find((menu) => menu.id === "services");
if (!servicesMenu) throw new Error("navigation.ts has no Services menu, which the support form lists.");

/** The support form's services: the header's Services menu, plus a way out for anything else. */
export const serviceOptions: readonly FormOption[] = [
  ...servicesMenu.items.map((item) => ({ value: item.href.slice(item.href.lastIndexOf("/") + 1), label: item.label })),
  { value: "other", label: "Something else" },
];

/** The support priorities' ids, from the help center's list (labels and response times). */
export const supportPriorityIds = supportPriorities.map((priority) => priority.id) as [SupportPriorityId, ...SupportPriorityId[]];

const values = (options: readonly FormOption[]) => options.map((option) => option.value) as [string, ...string[]];

// An empty optional field arrives as "" (always from a plain HTML form): treat it as absent.
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An empty optional field (always "" from a plain HTML form) counts as absent. */
function blankAsAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), schema);
}

const tooLong = (label: string, max: number) => `Your ${label} can be at most ${max.toLocaleString("en-US")} characters.`;

function requiredText(label: string, max: number) {
  const missing = `Enter your ${label}.`;
  return z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(label, max)));
}

function optionalText(label: string, max: number) {
  return blankAsAbsent(z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(label, max)))));
}

const email = z.pipe(
  z
    .string({ error: "Enter your email address." })
    .check(z.trim(), z.minLength(1, "Enter your email address."), z.maxLength(LIMITS.email, tooLong("email address", LIMITS.email))),
  z.email({ error: "Enter a valid email address, like name@company.com." }),
);

/** Loose on purpose: digits, spaces, + ( ) . - and at least five digits, in any national format. */
const phone = blankAsAbsent(
  z.optional(
    z.string().check(
      z.trim(),
      // One message at a time: each check stops the ones after it.
      z.maxLength(LIMITS.phone, { error: tooLong("phone number", LIMITS.phone), abort: true }),
      z.regex(/^\+?[\d\s().-]+$/, { error: "Enter a phone number with digits only, like +234 1 700 2262.", abort: true }),
      z.refine((value) => value.replace(/\D/g, "").length >= 5, "Enter a phone number with at least 5 digits."),
    ),
  ),
);

const message = requiredText("message", LIMITS.message);

function choice(options: readonly FormOption[], missing: string) {
  return z.enum(values(options), { error: missing });
}

// zod/mini rather than zod: the same schemas run in the browser, and mini is a fraction of
// the size (about 20 KiB less gzip on every page with a form).
export const contactSchema = z.object({
  firstName: requiredText("first name", LIMITS.name),
  lastName: requiredText("last name", LIMITS.name),
  email,
  phone,
  company: optionalText("company name", LIMITS.company),
  topic: blankAsAbsent(z._default(choice(topicOptions, "Choose a topic from the list."), DEFAULT_TOPIC)),
  plan: blankAsAbsent(
    z.optional(z.enum(allPlans.map((plan) => plan.id) as [string, ...string[]], { error: "Choose a plan from our pricing." })),
  ),
  message,
});

export const supportSchema = z.object({
  name: requiredText("name", LIMITS.name),
  email,
  service: blankAsAbsent(choice(serviceOptions, "Choose the service your request is about.")),
  priority: blankAsAbsent(z.enum(supportPriorityIds, { error: "Choose a priority." })),
  message,
});

export const newsletterSchema = z.object({ email });

export const formSchemas = {
  contact: contactSchema,
  support: supportSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<FormId, z.ZodMiniObject>;

export type ContactSubmission = z.output<typeof contactSchema>;
export type SupportSubmission = z.output<typeof supportSchema>;
export type NewsletterSubmission = z.output<typeof newsletterSchema>;

/** The fields of a form in the order they appear, for CSV columns and focus order. */
export function formFields(form: FormId): string[] {
  return Object.keys(formSchemas[form].shape);
}

export type Validation = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Validates a submission with its form's schema; unknown fields (and the honeypot) are dropped. */
export function validateSubmission(form: FormId, input: unknown): Validation {
  const result = formSchemas[form].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) errors[field] = messages;
  }
  if (Object.keys(errors).length === 0) errors._form = ["The submission must be an object of fields."];
  return { ok: false, errors };
}
