import type { FieldErrors, FormId } from "#app/forms/fields.ts";

/**
 * The one way the site's forms send a submission. By default they post to this site's
 * own server (`/api/forms/<form>`, server/forms-api.ts). A static host without that
 * server sets VITE_FORMS_ENDPOINT at build time to another base URL (a form service or
 * CRM webhook): the JavaScript path and the plain HTML `action` both use it.
 */
export const DEFAULT_FORMS_ENDPOINT = "/api/forms";

/**
 * How long the "could not be sent" toast stays: longer than a plain toast's 4 s, as it holds a
 * Retry button; the same way out stays under the form after it goes.
 */
export const SEND_FAILED_TOAST_MS = 10_000;

/** A request that hangs longer than this counts as a network failure (the visitor can retry). */
const TIMEOUT_MS = 15_000;

/**
 * Where a form posts. `locale` is the page's language when not English: the server answers in it
 * (validation messages, the confirmation page it redirects to, the no-JavaScript error pages).
 */
export function formEndpoint(
  /** One of the site's forms, or the status subscription form (app/forms/status-subscription.ts). */
  form: FormId | "status",
  base: string | undefined = import.meta.env.VITE_FORMS_ENDPOINT as string | undefined,
  locale?: string,
): string {
  const root = (base?.trim() || DEFAULT_FORMS_ENDPOINT).replace(/\/+$/, "");
  return `${root}/${form}${locale && locale !== "en" ? `?locale=${encodeURIComponent(locale)}` : ""}`;
}

export type SubmitResult =
  | { status: "sent"; id?: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "rate-limited" }
  /** Network error, timeout or a server error: nothing is known to be stored. */
  | { status: "failed" };

type SubmitOptions = { fetch?: typeof fetch; endpoint?: string; locale?: string };

export async function submitForm(form: FormId, values: Record<string, string>, options: SubmitOptions = {}): Promise<SubmitResult> {
  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(formEndpoint(form, options.endpoint, options.locale), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { status: "failed" };
  }
  if (response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const id = isRecord(body) && typeof body.id === "string" ? body.id : undefined;
    return { status: "sent", id };
  }
  if (response.status === 429) return { status: "rate-limited" };
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null);
    if (isRecord(body) && isFieldErrors(body.errors)) return { status: "invalid", errors: body.errors };
  }
  return { status: "failed" };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isRecord(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"))
  );
}
