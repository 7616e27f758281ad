/**
 * Durable storage for form submissions: one SQLite database (Node's built-in node:sqlite)
 * in DATA_DIR. Each submission is one row: a random id, the form, the time it arrived
 * (ISO 8601, UTC) and the validated fields as JSON. No IP address, no user agent (the
 * privacy page, app/content/legal.ts, says so).
 *
 * Beside it, written in the same transaction as the submission (docs/decisions/015-outbox-and-personal-data.md):
 * - `outbox`: the mails (and webhook calls) the submission causes, one row each, sent by
 *   server/outbox-worker.ts; a row is marked sent only after the mail server accepted it;
 * - `consents`: the consent record (time, form, version of the privacy policy shown);
 * - `subscribers`: newsletter addresses, pending until the visitor follows the signed link.
 * Deleting a submission deletes its outbox rows and consent record (foreign keys, cascade).
 *
 * Each submission and each subscriber keeps the language of the page the visitor used (`locale`, a
 * code of app/lib/locales.ts), so the mails and pages that follow speak it. The schema is versioned
 * with SQLite's `user_version`: server/migrations.ts holds version 0 and the numbered migrations
 * that bring any database, new or old, up to date in place when the store opens it for writing.
 *
 * Writes are synchronous and committed with synchronous=FULL in WAL mode, so when add()
 * returns the row is on disk: the API answers 201 only after that.
 *
 * What is deleted is gone from the disk too (issue 34): `secure_delete` overwrites deleted rows,
 * the WAL is checkpointed and truncated after a deletion, and an erasure also VACUUMs. DATA_DIR is
 * the server's user's only (0700, the database files 0600).
 *
 * A newsletter sign-up queues its confirmation mail only if the address got none in the last
 * CONFIRMATION_INTERVAL_MS and fewer than CONFIRMATIONS_PER_DAY in a day: anyone can type an
 * address, so without this anyone could flood its inbox (issue 34). The link already sent works.
 */
import { randomUUID } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hasColumn, migrate, SCHEMA, SCHEMA_VERSION } from "./migrations.ts";
import { emptyStore } from "./empty-store.ts";
import { openStatusTables } from "./status-store.ts";
import {
  normalEmail,
  type Locale,
  type OutboxKind,
  type OutboxRow,
  type Removed,
  type Submission,
  type Subscriber,
  type SubmissionsStore,
} from "./store-types.ts";

/** The schema version this code writes and reads (server/migrations.ts). */
export { SCHEMA_VERSION };

export type {
  SubmissionsStore,
  AddOptions,
  Locale,
  OutboxFilter,
  OutboxKind,
  OutboxRow,
  Removed,
  StatusAnnouncement,
  StatusChannel,
  StatusSelection,
  StatusSubscription,
  Submission,
  Subscriber,
} from "./store-types.ts";

export const DATABASE_FILE = "submissions.sqlite";

/** At most one confirmation mail per address in this time... */
export const CONFIRMATION_INTERVAL_MS = 10 * 60_000;
/** ...and at most this many a day: a visitor who lost the mail can ask again, a flood cannot. */
export const CONFIRMATIONS_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** The language rows without one were made in: the site's first, at its root. */
const SOURCE_LOCALE = "en";

/**
 * A stored code that is no language of the site (removed since, or written by hand) reads as English:
 * the site's languages when the caller names them, else any code shaped like one ("fr", "qps").
 */
function localeReader(locales: readonly string[] | undefined) {
  return (code: string | null | undefined): Locale =>
    code && (locales ? locales.includes(code) : /^[a-z]{2,3}$/.test(code)) ? code : SOURCE_LOCALE;
}

type Row = { id: string; form: string; created_at: string; locale: string; payload: string };
type OutboxSqlRow = Row & {
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

type SubscriberRow = {
  email: string;
  status: Subscriber["status"];
  signed_up_at: string;
  confirmed_at: string | null;
  policy_version: string;
  locale: string;
};

function toSubmission(row: Row, storedLocale: (code: string) => Locale): Submission {
  return {
    id: row.id,
    form: row.form,
    createdAt: row.created_at,
    locale: storedLocale(row.locale),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  };
}

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

export { normalEmail } from "./store-types.ts";

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

/**
 * DATA_DIR and the database files readable by the server's user only, whatever the umask: the
 * database is created empty at 0600 before SQLite opens it (its WAL and shared-memory files take
 * its permissions), and a folder or files made before this rule are closed now.
 */
function keepPrivate(dataDir: string, file: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

const NONE: Removed = { submissions: 0, outbox: 0, consents: 0, subscribers: 0 };

export type StoreOptions = {
  readOnly?: boolean;
  now?: () => Date;
  /** The site's language codes (the server passes the build's); a row's other code reads as English. */
  locales?: readonly string[];
};

/**
 * Opens (and creates, unless readOnly) the store in dataDir. Read-only opening of a
 * directory without a database yields an empty store, for the export command.
 */
export function openSubmissionsStore(
  dataDir: string,
  { readOnly = false, now = () => new Date(), locales }: StoreOptions = {},
): SubmissionsStore {
  const storedLocale = localeReader(locales);
  const file = databasePath(dataDir);
  if (readOnly && !existsSync(file)) {
    return emptyStore();
  }
  if (!readOnly) keepPrivate(dataDir, file);
  const db = new DatabaseSync(file, { readOnly });
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA foreign_keys = ON");
  if (!readOnly) {
    // Deleted rows are overwritten, not just unlinked: `strings` on the files finds nothing erased.
    db.exec("PRAGMA secure_delete = ON");
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec(SCHEMA);
    migrate(db);
  }
  // Read-only (the export command) on a database the server has not migrated yet: its rows are English.
  const submissionLocale = hasColumn(db, "submissions", "locale") ? "s.locale" : "'en' AS locale";
  const subscriberLocale = hasColumn(db, "subscribers", "locale") ? "locale" : "'en' AS locale";
  const hasStatus = hasColumn(db, "outbox", "update_id");
  const outboxSelect = `SELECT o.id AS outbox_id, o.kind, o.created_at AS outbox_created_at, o.attempts, o.next_attempt_at,
    o.last_error, o.sent_at, o.alerted_at, ${hasStatus ? "o.update_id" : "NULL AS update_id"}, s.id, s.form, s.created_at, ${submissionLocale}, s.payload
    FROM outbox o JOIN submissions s ON s.id = o.submission_id`;
  const write = (sql: string) => {
    if (readOnly) return null;
    return db.prepare(sql);
  };
  const writable = <T>(statement: T | null): T => {
    if (statement === null) throw new Error("The submissions store is read-only.");
    return statement;
  };
  const insert = write("INSERT INTO submissions (id, form, created_at, locale, payload) VALUES (?, ?, ?, ?, ?)");
  const insertOutbox = write("INSERT INTO outbox (id, submission_id, kind, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)");
  const insertConsent = write("INSERT INTO consents (submission_id, form, given_at, policy_version) VALUES (?, ?, ?, ?)");
  const upsertPending = write(
    // A confirmed address keeps its language: a sign-up anyone can make must not change what its owner reads.
    `INSERT INTO subscribers (email, status, signed_up_at, policy_version, locale) VALUES (?, 'pending', ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET signed_up_at = excluded.signed_up_at, policy_version = excluded.policy_version,
       locale = excluded.locale WHERE status = 'pending'`,
  );
  const subscriberStatus = db.prepare("SELECT status FROM subscribers WHERE email = ?");
  const selectAll = db.prepare(`SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload FROM submissions s ORDER BY s.seq`);
  const selectForm = db.prepare(
    `SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload FROM submissions s WHERE s.form = ? ORDER BY s.seq`,
  );
  const selectConsent = db.prepare(
    "SELECT form, given_at AS givenAt, policy_version AS policyVersion FROM consents WHERE submission_id = ?",
  );
  const selectOutboxOf = db.prepare(`${outboxSelect} WHERE o.submission_id = ? ORDER BY o.seq`);
  const selectDue = db.prepare(
    `${outboxSelect} WHERE o.sent_at IS NULL AND o.next_attempt_at <= :now AND (:form IS NULL OR s.form = :form)
       AND (:notForm IS NULL OR s.form <> :notForm) AND o.id NOT IN (SELECT value FROM json_each(:exclude))
     ORDER BY o.next_attempt_at, o.seq LIMIT :limit`,
  );
  const selectNextAttempt = db.prepare("SELECT min(next_attempt_at) AS next FROM outbox WHERE sent_at IS NULL AND next_attempt_at > ?");
  const updateSent = write("UPDATE outbox SET sent_at = ?, last_error = NULL, attempts = attempts + 1 WHERE id = ?");
  const updateFailed = write("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?");
  const updateAlerted = write("UPDATE outbox SET alerted_at = ? WHERE id = ?");
  const updateConfirmed = write("UPDATE subscribers SET status = 'confirmed', confirmed_at = ? WHERE email = ? AND status = 'pending'");
  const selectKnown = db.prepare("SELECT 1 AS known FROM subscribers WHERE email = ?");
  const selectSubscribers = db.prepare(
    `SELECT email, status, signed_up_at, confirmed_at, policy_version, ${subscriberLocale} FROM subscribers ORDER BY signed_up_at`,
  );
  const selectSubscriberLocale = db.prepare(`SELECT ${subscriberLocale} FROM subscribers WHERE email = ?`);
  const countOutboxOf = db.prepare("SELECT count(*) AS n FROM outbox WHERE submission_id IN (SELECT value FROM json_each(?))");
  const countConsentsOf = db.prepare("SELECT count(*) AS n FROM consents WHERE submission_id IN (SELECT value FROM json_each(?))");
  const deleteSubmissions = write("DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))");
  const idsOfEmail = db.prepare("SELECT id FROM submissions WHERE lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsOfEmailInForm = db.prepare("SELECT id FROM submissions WHERE form = ? AND lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsBefore = db.prepare("SELECT id FROM submissions WHERE created_at < ?");
  const deleteSubscriber = write("DELETE FROM subscribers WHERE email = ?");
  const deletePendingBefore = write("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < ?");
  const idsOfUnconfirmedBefore = db.prepare(
    `SELECT id FROM submissions WHERE form = 'newsletter' AND created_at < ?
       AND lower(trim(json_extract(payload, '$.email'))) NOT IN (SELECT email FROM subscribers WHERE status = 'confirmed')`,
  );
  // The sign-ups of the last day only (created_at is indexed), so the cost does not grow with the table.
  const recentConfirmations = db.prepare(
    `SELECT count(*) AS n, max(o.created_at) AS last FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.kind = 'confirm' AND s.form = ? AND s.created_at >= ? AND lower(trim(json_extract(s.payload, '$.email'))) = ?`,
  );

  // A status subscription that is active stays past the retention period, as a confirmed newsletter address does.
  const idsBeforeKeepingActive = hasStatus
    ? db.prepare(
        "SELECT id FROM submissions WHERE created_at < ? AND id NOT IN (SELECT submission_id FROM status_subscriptions WHERE status = 'active')",
      )
    : idsBefore;

  /** Whether a sign-up of `email` to `form` at `at` may mail another confirmation link. */
  function mayMailConfirmation(email: string, at: Date, form = "newsletter"): boolean {
    const since = new Date(at.getTime() - DAY_MS).toISOString();
    const { n, last } = recentConfirmations.get(form, since, email) as { n: number; last: string | null };
    return Number(n) < CONFIRMATIONS_PER_DAY && (last === null || Date.parse(last) <= at.getTime() - CONFIRMATION_INTERVAL_MS);
  }

  /** After a deletion: the WAL's copies of the deleted pages are checkpointed over and the file truncated. */
  const forgetOnDisk = ({ vacuum = false } = {}) => {
    if (vacuum) db.exec("VACUUM");
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  };

  /** All in one transaction: either everything about these submissions goes, or nothing. */
  function removeSubmissions(ids: string[]): Omit<Removed, "subscribers"> {
    if (ids.length === 0) return { submissions: 0, outbox: 0, consents: 0 };
    const list = JSON.stringify(ids);
    const outbox = Number((countOutboxOf.get(list) as { n: number }).n);
    const consents = Number((countConsentsOf.get(list) as { n: number }).n);
    const submissions = Number(writable(deleteSubmissions).run(list).changes);
    return { submissions, outbox, consents };
  }

  function transaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  const idsOf = (rows: unknown[]) => (rows as { id: string }[]).map((row) => row.id);
  const status = openStatusTables({
    db,
    readOnly,
    now,
    storedLocale,
    submissionLocale,
    hasStatus,
    write,
    writable,
    transaction,
    insert,
    insertConsent,
    insertOutbox,
    mayMailConfirmation,
    removeSubmissions,
    forgetOnDisk: () => forgetOnDisk(),
  });

  return {
    add(form, payload, options = {}) {
      if (readOnly) throw new Error("The submissions store is read-only.");
      const at = now();
      const locale = storedLocale(options.locale);
      const submission: Submission = { id: randomUUID(), form, createdAt: at.toISOString(), locale, payload };
      const policyVersion = options.policyVersion ?? "unversioned";
      return transaction(() => {
        writable(insert).run(submission.id, form, submission.createdAt, locale, JSON.stringify(payload));
        writable(insertConsent).run(submission.id, form, submission.createdAt, policyVersion);
        let kinds = options.outbox ?? [];
        if (form === "newsletter" && typeof payload.email === "string") {
          const email = normalEmail(payload.email);
          const status = (subscriberStatus.get(email) as { status: string } | undefined)?.status;
          // An address already confirmed gets no second confirmation mail, nor one sent a link just now.
          if (status === "confirmed" || !mayMailConfirmation(email, at)) kinds = kinds.filter((kind) => kind !== "confirm");
          if (status !== "confirmed") writable(upsertPending).run(email, submission.createdAt, policyVersion, locale);
        }
        for (const kind of kinds) writable(insertOutbox).run(randomUUID(), submission.id, kind, submission.createdAt, at.getTime());
        return submission;
      });
    },
    list(filter = {}) {
      const rows = (filter.form ? selectForm.all(filter.form) : selectAll.all()) as Row[];
      return rows.map((row) => toSubmission(row, storedLocale));
    },
    consentOf: (submissionId) => selectConsent.get(submissionId) as { form: string; givenAt: string; policyVersion: string } | undefined,
    outboxOf: (submissionId) => (selectOutboxOf.all(submissionId) as OutboxSqlRow[]).map((row) => toOutboxRow(row, storedLocale)),
    dueOutbox: (nowMs, limit, filter = {}) =>
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
    markSent: (id, at) => void writable(updateSent).run(at.toISOString(), id),
    markFailed: (id, error, nextAttemptAt) => void writable(updateFailed).run(error.slice(0, 500), nextAttemptAt, id),
    markAlerted: (id, at) => void writable(updateAlerted).run(at.toISOString(), id),
    confirmSubscriber(email, at) {
      const address = normalEmail(email);
      writable(updateConfirmed).run(at.toISOString(), address);
      return selectKnown.get(address) !== undefined;
    },
    unsubscribe(email) {
      const address = normalEmail(email);
      const removed = transaction(() => {
        const removed = removeSubmissions(idsOf(idsOfEmailInForm.all("newsletter", address)));
        return { ...removed, subscribers: Number(writable(deleteSubscriber).run(address).changes) };
      });
      forgetOnDisk();
      return removed;
    },
    subscriberLocale(email) {
      const row = selectSubscriberLocale.get(normalEmail(email)) as { locale: string } | undefined;
      return row ? storedLocale(row.locale) : undefined;
    },
    subscribers(filter = {}) {
      return (selectSubscribers.all() as SubscriberRow[])
        .filter((row) => !filter.status || row.status === filter.status)
        .map((row) => ({
          email: row.email,
          status: row.status,
          signedUpAt: row.signed_up_at,
          confirmedAt: row.confirmed_at,
          policyVersion: row.policy_version,
          locale: storedLocale(row.locale),
        }));
    },
    ...status.methods,
    purgeOlderThan(before) {
      const cutoff = before.toISOString();
      const removed = transaction(() => {
        status.deleteSentAnnouncesBefore(cutoff);
        const removed = removeSubmissions(idsOf(idsBeforeKeepingActive.all(cutoff)));
        return { ...removed, subscribers: Number(writable(deletePendingBefore).run(cutoff).changes) };
      });
      if (removed.submissions + removed.subscribers > 0) forgetOnDisk();
      return removed;
    },
    purgeUnconfirmedBefore(before) {
      const cutoff = before.toISOString();
      const removed = transaction(() => {
        const pendingStatus = status.pendingIdsBefore(cutoff);
        const removed = removeSubmissions([...idsOf(idsOfUnconfirmedBefore.all(cutoff)), ...pendingStatus]);
        return { ...removed, subscribers: Number(writable(deletePendingBefore).run(cutoff).changes) };
      });
      if (removed.submissions + removed.subscribers > 0) forgetOnDisk();
      return removed;
    },
    erase(email) {
      const address = normalEmail(email);
      if (!address) return { ...NONE };
      const removed = transaction(() => {
        const removed = removeSubmissions(idsOf(idsOfEmail.all(address)));
        return { ...removed, subscribers: Number(writable(deleteSubscriber).run(address).changes) };
      });
      forgetOnDisk({ vacuum: true });
      return removed;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
