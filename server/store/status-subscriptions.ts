/**
 * The `status_subscriptions` table (issue 30): one row per subscription to the status page's
 * updates, by email or webhook, beside its submission of the form "status" (deleted with it, cascade).
 */
import type { Locale, StatusChannel, StatusSubscription } from "../store-types.ts";
import type { TableContext } from "./context.ts";
import type { SubmissionSqlRow } from "./submissions.ts";

export type StatusSqlRow = SubmissionSqlRow & {
  channel: StatusChannel;
  status: StatusSubscription["status"];
  confirmed_at: string | null;
  secret_sealed: string | null;
};

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

export function toStatusSubscription(row: StatusSqlRow, storedLocale: (code: string | null | undefined) => Locale): StatusSubscription {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    email: typeof payload.email === "string" ? payload.email : null,
    url: typeof payload.url === "string" ? payload.url : null,
    secretSealed: row.secret_sealed,
    products: stringList(payload.products),
    regions: stringList(payload.regions),
    locale: storedLocale(row.locale),
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

/** `submissionLocale` is the submissions' locale column as selected (English on a database not migrated yet). */
export function openStatusSubscriptions({ db, write }: TableContext, submissionLocale: string) {
  const select = `SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload, t.channel, t.status, t.confirmed_at, t.secret_sealed
    FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id`;
  return {
    insert: write("INSERT INTO status_subscriptions (submission_id, channel, status, confirmed_at, secret_sealed) VALUES (?, ?, ?, ?, ?)"),
    one: db.prepare(`${select} WHERE t.submission_id = ?`),
    active: db.prepare(`${select} WHERE t.status = 'active' ORDER BY s.seq`),
    activate: write("UPDATE status_subscriptions SET status = 'active', confirmed_at = ? WHERE submission_id = ? AND status = 'pending'"),
    activateWebhook: write(
      "UPDATE status_subscriptions SET status = 'active', confirmed_at = ? WHERE submission_id = ? AND status = 'pending' AND channel = 'webhook'",
    ),
    disable: write("UPDATE status_subscriptions SET status = 'disabled', disabled_at = ? WHERE submission_id = ?"),
    // The same address's other email subscriptions: a confirmed one replaces them (one mail per update per address).
    othersOfEmail: db.prepare(
      `SELECT s.id FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id
       WHERE t.channel = 'email' AND s.id <> ? AND lower(trim(json_extract(s.payload, '$.email'))) = ?`,
    ),
    // Email subscriptions never confirmed, made before a time (their link has expired).
    pendingBefore: db.prepare(
      "SELECT s.id FROM status_subscriptions t JOIN submissions s ON s.id = t.submission_id WHERE t.status = 'pending' AND s.created_at < ?",
    ),
  };
}
