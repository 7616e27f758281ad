/**
 * The `outbox` table: the mails (and webhook calls) a submission causes, one row each, sent by
 * server/outbox-worker.ts and marked sent only once accepted; and the limit on confirmation mails
 * to one address (anyone can type an address, so without it anyone could flood its inbox).
 */
import type { Locale, OutboxFilter, OutboxKind, OutboxRow } from "../store-types.ts";
import type { TableContext } from "./context.ts";
import { toSubmission, type SubmissionSqlRow } from "./submissions.ts";

/** At most one confirmation mail per address in this time... */
export const CONFIRMATION_INTERVAL_MS = 10 * 60_000;
/** ...and at most this many a day: a visitor who lost the mail can ask again, a flood cannot. */
export const CONFIRMATIONS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

type OutboxSqlRow = SubmissionSqlRow & {
  outbox_id: string;
  kind: OutboxKind;
  outbox_created_at: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
  alerted_at: string | null;
  update_id: string | null;
};

function toOutboxRow(row: OutboxSqlRow, storedLocale: (code: string) => Locale): OutboxRow {
  return {
    id: row.outbox_id,
    kind: row.kind,
    createdAt: row.outbox_created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    alertedAt: row.alerted_at,
    updateId: row.update_id,
    submission: toSubmission(row, storedLocale),
  };
}

/**
 * `submissionLocale` is the submissions' locale column as selected (English on a database not
 * migrated yet); `hasStatus`, whether the outbox has the status tables' update_id column.
 */
export function openOutbox({ db, write, writable, storedLocale }: TableContext, submissionLocale: string, hasStatus: boolean) {
  const select = `SELECT o.id AS outbox_id, o.kind, o.created_at AS outbox_created_at, o.attempts, o.next_attempt_at,
    o.last_error, o.sent_at, o.alerted_at, ${hasStatus ? "o.update_id" : "NULL AS update_id"}, s.id, s.form, s.created_at, ${submissionLocale}, s.payload
    FROM outbox o JOIN submissions s ON s.id = o.submission_id`;
  const insert = write("INSERT INTO outbox (id, submission_id, kind, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)");
  const selectOf = db.prepare(`${select} WHERE o.submission_id = ? ORDER BY o.seq`);
  const selectDue = db.prepare(
    `${select} WHERE o.sent_at IS NULL AND o.next_attempt_at <= :now AND (:form IS NULL OR s.form = :form)
       AND (:notForm IS NULL OR s.form <> :notForm) AND o.id NOT IN (SELECT value FROM json_each(:exclude))
     ORDER BY o.next_attempt_at, o.seq LIMIT :limit`,
  );
  const selectNextAttempt = db.prepare("SELECT min(next_attempt_at) AS next FROM outbox WHERE sent_at IS NULL AND next_attempt_at > ?");
  const updateSent = write("UPDATE outbox SET sent_at = ?, last_error = NULL, attempts = attempts + 1 WHERE id = ?");
  const updateFailed = write("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?");
  const updateAlerted = write("UPDATE outbox SET alerted_at = ? WHERE id = ?");
  const countOf = db.prepare("SELECT count(*) AS n FROM outbox WHERE submission_id IN (SELECT value FROM json_each(?))");
  // The sign-ups of the last day only (created_at is indexed), so the cost does not grow with the table.
  const recentConfirmations = db.prepare(
    `SELECT count(*) AS n, max(o.created_at) AS last FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.kind = 'confirm' AND s.form = ? AND s.created_at >= ? AND lower(trim(json_extract(s.payload, '$.email'))) = ?`,
  );

  return {
    insert,
    /** Whether a sign-up of `email` to `form` at `at` may mail another confirmation link. */
    mayMailConfirmation(email: string, at: Date, form = "newsletter"): boolean {
      const since = new Date(at.getTime() - DAY_MS).toISOString();
      const { n, last } = recentConfirmations.get(form, since, email) as { n: number; last: string | null };
      return Number(n) < CONFIRMATIONS_PER_DAY && (last === null || Date.parse(last) <= at.getTime() - CONFIRMATION_INTERVAL_MS);
    },
    /** How many outbox rows the submissions of `ids` (JSON) have: what deleting them deletes. */
    countOf: (ids: string) => Number((countOf.get(ids) as { n: number }).n),
    methods: {
      outboxOf: (submissionId: string) => (selectOf.all(submissionId) as OutboxSqlRow[]).map((row) => toOutboxRow(row, storedLocale)),
      dueOutbox: (nowMs: number, limit: number, filter: OutboxFilter = {}) =>
        (
          selectDue.all({
            now: nowMs,
            limit,
            form: filter.form ?? null,
            notForm: filter.notForm ?? null,
            exclude: JSON.stringify(filter.excludeIds ?? []),
          }) as OutboxSqlRow[]
        ).map((row) => toOutboxRow(row, storedLocale)),
      nextOutboxAttempt(afterMs = Number.MIN_SAFE_INTEGER) {
        const next = (selectNextAttempt.get(afterMs) as { next: number | null }).next;
        return next === null ? null : Number(next);
      },
      markSent: (id: string, at: Date) => void writable(updateSent).run(at.toISOString(), id),
      markFailed: (id: string, error: string, nextAttemptAt: number) =>
        void writable(updateFailed).run(error.slice(0, 500), nextAttemptAt, id),
      markAlerted: (id: string, at: Date) => void writable(updateAlerted).run(at.toISOString(), id),
    },
  };
}

/**
 * The outbox rows of the status subscriptions (issue 30), on a database that has the status
 * tables (their update_id column): the announcements queued, and what ending a subscription drops.
 */
export function openStatusOutbox({ write }: TableContext) {
  return {
    /** Queues an update's announcement to one subscription; 0 changes if it was already queued. */
    insertAnnounce: write(
      "INSERT OR IGNORE INTO outbox (id, submission_id, kind, created_at, next_attempt_at, update_id) VALUES (?, ?, 'announce', ?, ?, ?)",
    ),
    /** A subscription's rows not sent yet (a disabled subscription gets no more mail). */
    dropUnsent: write("DELETE FROM outbox WHERE submission_id = ? AND sent_at IS NULL"),
    // Announcements already sent, older than the retention period (the subscription itself stays).
    deleteSentAnnouncesBefore: write("DELETE FROM outbox WHERE kind = 'announce' AND sent_at IS NOT NULL AND created_at < ?"),
  };
}
