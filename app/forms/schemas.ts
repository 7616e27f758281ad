/**
 * The three forms of the site (contact, support, newsletter): their validation rules, as
 * one zod schema each (their fields and limits are in fields.ts; the values their select fields
 * accept and their messages come as data: the options content lists, see choices.ts, and
 * content/pages/<locale>/forms.yaml).
 * The browser validates with these schemas before sending and the server (server/forms-api.ts)
 * validates again with the same ones. No content is imported here: the
 * browser downloads this module when a visitor first uses a form, and it must stay small
 * (tests/e2e/page-weight.spec.ts holds it to 10 KB brotli).
 *
 * The server imports this file with Node's type stripping, so it and everything it
 * imports use relative imports with the `.ts` extension and erasable syntax only
 * (schemas.test.ts checks that Node can load it).
 */
import * as z from "zod/mini";
import type { FormChoices } from "./choices.ts";
import { DEFAULT_TOPIC, formFieldNames, LIMITS, type FieldErrors, type FormId, type ValidationMessages } from "./fields.ts";

// Everything but the schemas lives in fields.ts, which the browser's forms load without zod.
export * from "./fields.ts";
export * from "./choices.ts";

// An empty optional field arrives as "" (always from a plain HTML form): treat it as absent.
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An empty optional field (always "" from a plain HTML form) counts as absent. */
function blankAsAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), schema);
}

function requiredText(messages: { missing: string; tooLong: string }, max: number) {
  return z.string({ error: messages.missing }).check(z.trim(), z.minLength(1, messages.missing), z.maxLength(max, messages.tooLong));
}

function optionalText(messages: { tooLong: string }, max: number) {
  return blankAsAbsent(z.optional(z.string().check(z.trim(), z.maxLength(max, messages.tooLong))));
}

// zod/mini rather than zod: the same schemas run in the browser, and mini is a fraction of
// the size (about 20 KiB less gzip on every page with a form).
/**
 * The forms' schemas, accepting the given values in their select fields and answering with the
 * given messages (content/pages/<locale>/forms.yaml: this room holds the rules, not the words).
 */
export function createFormSchemas(choices: FormChoices, messages: ValidationMessages) {
  const choice = (field: keyof FormChoices, missing: string) => {
    const [first, ...rest] = choices[field] ?? [];
    // A field without a list accepts no value (see FormChoices).
    return first === undefined ? z.never({ error: missing }) : z.enum([first, ...rest], { error: missing });
  };
  const email = z.pipe(
    z
      .string({ error: messages.email.missing })
      .check(z.trim(), z.minLength(1, messages.email.missing), z.maxLength(LIMITS.email, messages.email.tooLong)),
    z.email({ error: messages.email.invalid }),
  );
  /** Loose on purpose: digits, spaces, + ( ) . - and at least five digits, in any national format. */
  const phone = blankAsAbsent(
    z.optional(
      z.string().check(
        z.trim(),
        // One message at a time: each check stops the ones after it.
        z.maxLength(LIMITS.phone, { error: messages.phone.tooLong, abort: true }),
        z.regex(/^\+?[\d\s().-]+$/, { error: messages.phone.invalid, abort: true }),
        z.refine((value) => value.replace(/\D/g, "").length >= 5, messages.phone.tooShort),
      ),
    ),
  );
  const message = requiredText(messages.message, LIMITS.message);
  return {
    contact: z.object({
      firstName: requiredText(messages.firstName, LIMITS.name),
      lastName: requiredText(messages.lastName, LIMITS.name),
      email,
      phone,
      company: optionalText(messages.company, LIMITS.company),
      topic: blankAsAbsent(z._default(choice("topic", messages.topic), DEFAULT_TOPIC)),
      plan: blankAsAbsent(z.optional(choice("plan", messages.plan))),
      message,
    }),
    support: z.object({
      name: requiredText(messages.name, LIMITS.name),
      email,
      service: blankAsAbsent(choice("service", messages.service)),
      priority: blankAsAbsent(choice("priority", messages.priority)),
      message,
    }),
    newsletter: z.object({ email }),
  } as const satisfies Record<FormId, z.ZodMiniObject>;
}

export type FormSchemas = ReturnType<typeof createFormSchemas>;
export type ContactSubmission = z.output<FormSchemas["contact"]>;
export type SupportSubmission = z.output<FormSchemas["support"]>;
export type NewsletterSubmission = z.output<FormSchemas["newsletter"]>;

/** The fields of a form in the order they appear, for CSV columns and focus order. */
export function formFields(form: FormId): string[] {
  return [...formFieldNames[form]];
}

export type Validation = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

export type FormValidator = (form: FormId, input: unknown) => Validation;

/**
 * Validates submissions with the forms' schemas; unknown fields (and the honeypot) are dropped.
 * The server makes one at start-up, the browser's form when a visitor first uses it.
 */
export function createFormValidator(choices: FormChoices, messages: ValidationMessages): FormValidator {
  const schemas = createFormSchemas(choices, messages);
  return (form, input) => {
    const result = schemas[form].safeParse(input);
    if (result.success) return { ok: true, data: result.data };
    const errors: FieldErrors = {};
    for (const [field, fieldMessages] of Object.entries(z.flattenError(result.error).fieldErrors)) {
      if (Array.isArray(fieldMessages) && fieldMessages.length > 0) errors[field] = fieldMessages;
    }
    if (Object.keys(errors).length === 0) errors._form = [messages.notFields];
    return { ok: false, errors };
  };
}
