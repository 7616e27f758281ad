/**
 * LEADS_WEBHOOK_URL: each contact and support submission POSTed as JSON to a CRM, from the
 * outbox like the mails (retried, at least once). The receiver checks
 *   X-Baobab-Signature: sha256=<hex HMAC-SHA-256 of "<X-Baobab-Timestamp>.<body>" with LEADS_WEBHOOK_SECRET>
 * and may refuse a timestamp older than a few minutes (replays); X-Baobab-Delivery is the outbox
 * row's id, the same on every retry, so a receiver can drop duplicates.
 */
import { createHmac } from "node:crypto";
import type { OutboxRow } from "./submissions-store.ts";

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The whole call, connecting to the answer's headers; the answer's body is never read. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs the row's submission. Rejects on any answer but 2xx and once the whole call takes longer
 * than WEBHOOK_TIMEOUT_MS or `signal` aborts (the outbox row's deadline). Only the status and
 * headers are read (at most Node's 16 KB header limit): the body is cancelled unread.
 */
export async function postWebhook(
  webhook: { url: string; secret: string },
  row: OutboxRow,
  { now = Date.now, signal }: { now?: () => number; signal?: AbortSignal } = {},
) {
  const body = JSON.stringify({
    id: row.submission.id,
    form: row.submission.form,
    createdAt: row.submission.createdAt,
    // The visitor's language (a code of app/lib/locales.ts), so the CRM's people answer in it.
    locale: row.submission.locale,
    fields: row.submission.payload,
  });
  const timestamp = String(Math.floor(now() / 1000));
  const response = await fetch(webhook.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Baobab-Timestamp": timestamp,
      "X-Baobab-Signature": webhookSignature(webhook.secret, timestamp, body),
      "X-Baobab-Delivery": row.id,
    },
    body,
    redirect: "error",
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]) : AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}.`);
}
