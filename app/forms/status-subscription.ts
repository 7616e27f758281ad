/**
 * The status subscription form's rules (/status/subscribe, issue 30): its fields, limits and
 * validation. The products, data centers and languages it accepts come as data (the server reads
 * them from build/status-updates.json and the build's languages); its messages come as data too
 * (content/pages/<locale>/status-subscribe.yaml). Whether a webhook's host is on the public internet
 * is the server's to check (server/webhook-targets.ts): it needs DNS.
 *
 * The server imports this file with Node's type stripping: relative imports with `.ts`, erasable syntax only.
 */
import * as z from "zod/mini";
import { LIMITS, type FieldErrors } from "./fields.ts";
import { ALL, EVERY, STATUS_LIMITS, statusChannels, type StatusChannelId, type StatusField } from "./status-fields.ts";

// Ids, limits and paths (no zod) live in status-fields.ts, which content and pages may import.
export * from "./status-fields.ts";

export type StatusValidationMessages = {
  channel: string;
  email: { missing: string; tooLong: string; invalid: string };
  url: { missing: string; tooLong: string; invalid: string; scheme: string };
  secret: { missing: string; tooShort: string; tooLong: string };
  products: string;
  regions: string;
  language: string;
};

export type StatusChoices = { products: readonly string[]; regions: readonly string[]; languages: readonly string[] };

export type StatusSubscriptionInput = {
  channel: StatusChannelId;
  products: string[];
  regions: string[];
  language: string;
  email?: string;
  url?: string;
  secret?: string;
};

const list = (value: unknown) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]);

/** ["all", …] or every id → ["*"]; else the known ids chosen, or null when one is unknown. */
function selection(value: unknown, known: readonly string[]): string[] | null {
  const chosen = [...new Set(list(value).map(String))];
  if (chosen.includes(ALL) || chosen.includes(EVERY)) return [EVERY];
  if (chosen.length === 0 || !chosen.every((id) => known.includes(id))) return null;
  return chosen;
}

/**
 * Checks a submission: the fields of the chosen channel only (an email subscription ignores the
 * webhook's fields, and the other way round). Unknown fields are dropped.
 */
export function validateStatusSubscription(
  input: Record<string, unknown>,
  choices: StatusChoices,
  messages: StatusValidationMessages,
): { ok: true; data: StatusSubscriptionInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: StatusField, message: string) => (errors[field] = [...(errors[field] ?? []), message]);
  const products = selection(input.products, choices.products);
  if (!products) fail("products", messages.products);
  const regions = selection(input.regions, choices.regions);
  if (!regions) fail("regions", messages.regions);
  const language = String(input.language ?? "");
  if (!choices.languages.includes(language)) fail("language", messages.language);
  const channel = statusChannels.find((id) => id === input.channel);
  const text = (field: StatusField) => (typeof input[field] === "string" ? (input[field] as string).trim() : "");
  let fields: Partial<StatusSubscriptionInput> = {};
  if (!channel) fail("channel", messages.channel);
  else if (channel === "email") {
    const email = text("email");
    if (!email) fail("email", messages.email.missing);
    else if (email.length > LIMITS.email) fail("email", messages.email.tooLong);
    else if (!z.email().safeParse(email).success) fail("email", messages.email.invalid);
    fields = { email };
  } else {
    const url = text("url");
    if (!url) fail("url", messages.url.missing);
    else if (url.length > STATUS_LIMITS.url) fail("url", messages.url.tooLong);
    else if (!URL.canParse(url)) fail("url", messages.url.invalid);
    else if (!/^https?:$/.test(new URL(url).protocol)) fail("url", messages.url.scheme);
    // The secret is taken as typed (spaces are characters of it); only its length is checked.
    const secret = typeof input.secret === "string" ? input.secret : "";
    const length = [...secret].length;
    if (length === 0) fail("secret", messages.secret.missing);
    else if (length < STATUS_LIMITS.secretMin) fail("secret", messages.secret.tooShort);
    else if (length > STATUS_LIMITS.secretMax) fail("secret", messages.secret.tooLong);
    fields = { url, secret };
  }
  if (Object.keys(errors).length > 0 || !channel || !products || !regions) return { ok: false, errors };
  return { ok: true, data: { channel, products, regions, language, ...fields } };
}
