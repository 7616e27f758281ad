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
 * Writes are synchronous and committed with synchronous=FULL in WAL mode, so when add()
 * returns the row is on disk: the API answers 201 only after that.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export type Submission = {
  id: string;
  form: string;
  /** When the submission arrived, ISO 8601 in UTC. */
  createdAt: string;
  payload: Record<string, unknown>;
};

/** What a submission causes: a mail to the team, a newsletter confirmation mail, a CRM webhook call. */
export type OutboxKind = "lead" | "confirm" | "webhook";

export type OutboxRow = {
  id: string;
  kind: OutboxKind;
  createdAt: string;
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
  alertedAt: string | null;
  submission: Submission;
};

export type AddOptions = {
  /** The privacy policy version the form showed: stored as the consent record. */
  policyVersion?: string;
  /** Outbox rows to queue with the submission (none when mail is off). */
  outbox?: readonly OutboxKind[];
};

export type Removed = { submissions: number; outbox: number; consents: number; subscribers: number };

export type Subscriber = {
  email: string;
  status: "pending" | "confirmed";
  signedUpAt: string;
  confirmedAt: string | null;
  policyVersion: string;
};

export type SubmissionsStore = {
  /** Stores a submission (with its consent record and outbox rows) and returns it once committed; throws if it could not be stored. */
  add(form: string, payload: Record<string, unknown>, options?: AddOptions): Submission;
  /** Submissions in the order they arrived, optionally of one form only. */
  list(filter?: { form?: string }): Submission[];
  /** The consent record stored with the submission. */
  consentOf(submissionId: string): { form: string; givenAt: string; policyVersion: string } | undefined;
  /** Every outbox row of the submission, oldest first. */
  outboxOf(submissionId: string): OutboxRow[];
  /** Unsent rows due at `nowMs`, the longest waiting first. */
  dueOutbox(nowMs: number, limit: number): OutboxRow[];
  /** The earliest next attempt among unsent rows (epoch ms), or null when nothing waits. */
  nextOutboxAttempt(): number | null;
  markSent(id: string, at: Date): void;
  markFailed(id: string, error: string, nextAttemptAt: number): void;
  markAlerted(id: string, at: Date): void;
  /** Marks a pending address confirmed: false when it is unknown (never signed up, erased, unsubscribed). */
  confirmSubscriber(email: string, at: Date): boolean;
  /** Forgets a newsletter address (subscriber row, sign-ups and their mails): the number of rows removed. */
  unsubscribe(email: string): Removed;
  subscribers(filter?: { status?: Subscriber["status"] }): Subscriber[];
  /** Deletes submissions (with their outbox rows and consents) and pending sign-ups older than `before`. */
  purgeOlderThan(before: Date): Removed;
  /** Removes everything stored about an email address. */
  erase(email: string): Removed;
  close(): void;
};

export const DATABASE_FILE = "submissions.sqlite";

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    form TEXT NOT NULL,
    created_at TEXT NOT NULL,
    payload TEXT NOT NULL CHECK (json_valid(payload))
  ) STRICT;
  CREATE INDEX IF NOT EXISTS submissions_by_form ON submissions (form, seq);
  CREATE INDEX IF NOT EXISTS submissions_by_time ON submissions (created_at);
  CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('lead', 'confirm', 'webhook')),
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    alerted_at TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX IF NOT EXISTS outbox_by_submission ON outbox (submission_id);
  CREATE TABLE IF NOT EXISTS consents (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    form TEXT NOT NULL,
    given_at TEXT NOT NULL,
    policy_version TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS subscribers (
    email TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
    signed_up_at TEXT NOT NULL,
    confirmed_at TEXT,
    policy_version TEXT NOT NULL
  ) STRICT;
`;

type Row = { id: string; form: string; created_at: string; payload: string };
type OutboxSqlRow = Row & {
  outbox_id: string;
  kind: OutboxKind;
  outbox_created_at: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
  alerted_at: string | null;
};
type SubscriberRow = {
  email: string;
  status: Subscriber["status"];
  signed_up_at: string;
  confirmed_at: string | null;
  policy_version: string;
};

function toSubmission(row: Row): Submission {
  return { id: row.id, form: row.form, createdAt: row.created_at, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

function toOutboxRow(row: OutboxSqlRow): OutboxRow {
  return {
    id: row.outbox_id,
    kind: row.kind,
    createdAt: row.outbox_created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    alertedAt: row.alerted_at,
    submission: toSubmission(row),
  };
}

/** Addresses are compared without case: Ada@Example.com and ada@example.com are one person. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

const OUTBOX_SELECT = `SELECT o.id AS outbox_id, o.kind, o.created_at AS outbox_created_at, o.attempts, o.next_attempt_at,
  o.last_error, o.sent_at, o.alerted_at, s.id, s.form, s.created_at, s.payload
  FROM outbox o JOIN submissions s ON s.id = o.submission_id`;

const NONE: Removed = { submissions: 0, outbox: 0, consents: 0, subscribers: 0 };

/**
 * Opens (and creates, unless readOnly) the store in dataDir. Read-only opening of a
 * directory without a database yields an empty store, for the export command.
 */
export function openSubmissionsStore(dataDir: string, { readOnly = false, now = () => new Date() } = {}): SubmissionsStore {
  const file = databasePath(dataDir);
  if (readOnly && !existsSync(file)) {
    const refuse = () => {
      throw new Error("The submissions store is read-only.");
    };
    return {
      add: refuse,
      list: () => [],
      consentOf: () => undefined,
      outboxOf: () => [],
      dueOutbox: () => [],
      nextOutboxAttempt: () => null,
      markSent: refuse,
      markFailed: refuse,
      markAlerted: refuse,
      confirmSubscriber: refuse,
      unsubscribe: refuse,
      subscribers: () => [],
      purgeOlderThan: refuse,
      erase: refuse,
      close: () => {},
    };
  }
  if (!readOnly) mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(file, { readOnly });
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA foreign_keys = ON");
  if (!readOnly) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec(SCHEMA);
  }
  const write = (sql: string) => {
    if (readOnly) return null;
    return db.prepare(sql);
  };
  const writable = <T>(statement: T | null): T => {
    if (statement === null) throw new Error("The submissions store is read-only.");
    return statement;
  };
  const insert = write("INSERT INTO submissions (id, form, created_at, payload) VALUES (?, ?, ?, ?)");
  const insertOutbox = write("INSERT INTO outbox (id, submission_id, kind, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)");
  const insertConsent = write("INSERT INTO consents (submission_id, form, given_at, policy_version) VALUES (?, ?, ?, ?)");
  const upsertPending = write(
    `INSERT INTO subscribers (email, status, signed_up_at, policy_version) VALUES (?, 'pending', ?, ?)
     ON CONFLICT (email) DO UPDATE SET signed_up_at = excluded.signed_up_at, policy_version = excluded.policy_version WHERE status = 'pending'`,
  );
  const subscriberStatus = db.prepare("SELECT status FROM subscribers WHERE email = ?");
  const selectAll = db.prepare("SELECT id, form, created_at, payload FROM submissions ORDER BY seq");
  const selectForm = db.prepare("SELECT id, form, created_at, payload FROM submissions WHERE form = ? ORDER BY seq");
  const selectConsent = db.prepare(
    "SELECT form, given_at AS givenAt, policy_version AS policyVersion FROM consents WHERE submission_id = ?",
  );
  const selectOutboxOf = db.prepare(`${OUTBOX_SELECT} WHERE o.submission_id = ? ORDER BY o.seq`);
  const selectDue = db.prepare(
    `${OUTBOX_SELECT} WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.seq LIMIT ?`,
  );
  const selectNextAttempt = db.prepare("SELECT min(next_attempt_at) AS next FROM outbox WHERE sent_at IS NULL");
  const updateSent = write("UPDATE outbox SET sent_at = ?, last_error = NULL, attempts = attempts + 1 WHERE id = ?");
  const updateFailed = write("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?");
  const updateAlerted = write("UPDATE outbox SET alerted_at = ? WHERE id = ?");
  const updateConfirmed = write("UPDATE subscribers SET status = 'confirmed', confirmed_at = ? WHERE email = ? AND status = 'pending'");
  const selectKnown = db.prepare("SELECT 1 AS known FROM subscribers WHERE email = ?");
  const selectSubscribers = db.prepare("SELECT * FROM subscribers ORDER BY signed_up_at");
  const countOutboxOf = db.prepare("SELECT count(*) AS n FROM outbox WHERE submission_id IN (SELECT value FROM json_each(?))");
  const countConsentsOf = db.prepare("SELECT count(*) AS n FROM consents WHERE submission_id IN (SELECT value FROM json_each(?))");
  const deleteSubmissions = write("DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))");
  const idsOfEmail = db.prepare("SELECT id FROM submissions WHERE lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsOfEmailInForm = db.prepare("SELECT id FROM submissions WHERE form = ? AND lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsBefore = db.prepare("SELECT id FROM submissions WHERE created_at < ?");
  const deleteSubscriber = write("DELETE FROM subscribers WHERE email = ?");
  const deletePendingBefore = write("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < ?");

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

  return {
    add(form, payload, options = {}) {
      if (readOnly) throw new Error("The submissions store is read-only.");
      const at = now();
      const submission: Submission = { id: randomUUID(), form, createdAt: at.toISOString(), payload };
      const policyVersion = options.policyVersion ?? "unversioned";
      return transaction(() => {
        writable(insert).run(submission.id, form, submission.createdAt, JSON.stringify(payload));
        writable(insertConsent).run(submission.id, form, submission.createdAt, policyVersion);
        let kinds = options.outbox ?? [];
        if (form === "newsletter" && typeof payload.email === "string") {
          const email = normalEmail(payload.email);
          const status = (subscriberStatus.get(email) as { status: string } | undefined)?.status;
          // An address already confirmed gets no second confirmation mail.
          if (status === "confirmed") kinds = kinds.filter((kind) => kind !== "confirm");
          else writable(upsertPending).run(email, submission.createdAt, policyVersion);
        }
        for (const kind of kinds) writable(insertOutbox).run(randomUUID(), submission.id, kind, submission.createdAt, at.getTime());
        return submission;
      });
    },
    list(filter = {}) {
      const rows = (filter.form ? selectForm.all(filter.form) : selectAll.all()) as Row[];
      return rows.map(toSubmission);
    },
    consentOf: (submissionId) => selectConsent.get(submissionId) as { form: string; givenAt: string; policyVersion: string } | undefined,
    outboxOf: (submissionId) => (selectOutboxOf.all(submissionId) as OutboxSqlRow[]).map(toOutboxRow),
    dueOutbox: (nowMs, limit) => (selectDue.all(nowMs, limit) as OutboxSqlRow[]).map(toOutboxRow),
    nextOutboxAttempt() {
      const next = (selectNextAttempt.get() as { next: number | null }).next;
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
      return transaction(() => {
        const removed = removeSubmissions(idsOf(idsOfEmailInForm.all("newsletter", address)));
        return { ...removed, subscribers: Number(writable(deleteSubscriber).run(address).changes) };
      });
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
        }));
    },
    purgeOlderThan(before) {
      const cutoff = before.toISOString();
      return transaction(() => {
        const removed = removeSubmissions(idsOf(idsBefore.all(cutoff)));
        return { ...removed, subscribers: Number(writable(deletePendingBefore).run(cutoff).changes) };
      });
    },
    erase(email) {
      const address = normalEmail(email);
      if (!address) return { ...NONE };
      return transaction(() => {
        const removed = removeSubmissions(idsOf(idsOfEmail.all(address)));
        return { ...removed, subscribers: Number(writable(deleteSubscriber).run(address).changes) };
      });
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
