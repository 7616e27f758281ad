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

export async function postWebhook(webhook: { url: string; secret: string }, row: OutboxRow, now = Date.now) {
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
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}.`);
}
