/**
 * Durable storage for form submissions: one SQLite database (Node's built-in node:sqlite)
 * in DATA_DIR. Each submission is one row: a random id, the form, the time it arrived
 * (ISO 8601, UTC) and the validated fields as JSON. No IP address, no user agent (the
 * privacy page, app/content/legal/pages.ts, says so).
 *
 * Beside it, written in the same transaction as the submission (docs/decisions/015-outbox-and-personal-data.md):
 * - `outbox`: the mails (and webhook calls) the submission causes, one row each, sent by
 *   server/outbox-worker.ts; a row is marked sent only after the mail server accepted it;
 * - `consents`: the consent record (time, form, version of the privacy policy shown);
 * - `subscribers`: newsletter addresses, pending until the visitor follows the signed link.
 * Deleting a submission deletes its outbox rows and consent record (foreign keys, cascade).
 * Each table has its module in server/store/ (its statements and rows; server/status-store.ts
 * composes the status tables' own): this file opens the database, composes them and holds the
 * transactions that span tables.
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
import { openConsents } from "./store/consents.ts";
import type { TableContext } from "./store/context.ts";
import { openOutbox } from "./store/outbox.ts";
import { openSubmissions } from "./store/submissions.ts";
import { openSubscribers } from "./store/subscribers.ts";
import { normalEmail, type Locale, type Removed, type Submission, type SubmissionsStore } from "./store-types.ts";

/** The confirmation mails' limits live with the outbox (server/store/outbox.ts). */
export { CONFIRMATION_INTERVAL_MS, CONFIRMATIONS_PER_DAY } from "./store/outbox.ts";

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
  const write = (sql: string) => {
    if (readOnly) return null;
    return db.prepare(sql);
  };
  const writable = <T>(statement: T | null): T => {
    if (statement === null) throw new Error("The submissions store is read-only.");
    return statement;
  };
  const tables: TableContext = { db, write, writable, storedLocale };
  const submissions = openSubmissions(tables, submissionLocale, hasStatus);
  const outbox = openOutbox(tables, submissionLocale, hasStatus);
  const consents = openConsents(tables);
  const subscribers = openSubscribers(tables, subscriberLocale);
  const { mayMailConfirmation } = outbox;

  /** After a deletion: the WAL's copies of the deleted pages are checkpointed over and the file truncated. */
  const forgetOnDisk = ({ vacuum = false } = {}) => {
    if (vacuum) db.exec("VACUUM");
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  };

  /** All in one transaction: either everything about these submissions goes, or nothing. */
  function removeSubmissions(ids: string[]): Omit<Removed, "subscribers"> {
    if (ids.length === 0) return { submissions: 0, outbox: 0, consents: 0 };
    const list = JSON.stringify(ids);
    const outboxRows = outbox.countOf(list);
    const consentRows = consents.countOf(list);
    return { submissions: submissions.deleteIds(list), outbox: outboxRows, consents: consentRows };
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
    insert: submissions.insert,
    insertConsent: consents.insert,
    insertOutbox: outbox.insert,
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
        writable(submissions.insert).run(submission.id, form, submission.createdAt, locale, JSON.stringify(payload));
        writable(consents.insert).run(submission.id, form, submission.createdAt, policyVersion);
        let kinds = options.outbox ?? [];
        if (form === "newsletter" && typeof payload.email === "string") {
          const email = normalEmail(payload.email);
          const status = subscribers.statusOf(email);
          // An address already confirmed gets no second confirmation mail, nor one sent a link just now.
          if (status === "confirmed" || !mayMailConfirmation(email, at)) kinds = kinds.filter((kind) => kind !== "confirm");
          if (status !== "confirmed") subscribers.addPending(email, submission.createdAt, policyVersion, locale);
        }
        for (const kind of kinds) writable(outbox.insert).run(randomUUID(), submission.id, kind, submission.createdAt, at.getTime());
        return submission;
      });
    },
    list: (filter = {}) => submissions.list(filter),
    consentOf: (submissionId) => consents.consentOf(submissionId),
    ...outbox.methods,
    confirmSubscriber: (email, at) => subscribers.confirm(normalEmail(email), at),
    unsubscribe(email) {
      const address = normalEmail(email);
      const removed = transaction(() => {
        const removed = removeSubmissions(submissions.idsOfEmailInForm("newsletter", address));
        return { ...removed, subscribers: subscribers.remove(address) };
      });
      forgetOnDisk();
      return removed;
    },
    subscriberLocale: (email) => subscribers.localeOf(normalEmail(email)),
    subscribers: (filter = {}) => subscribers.list(filter),
    ...status.methods,
    purgeOlderThan(before) {
      const cutoff = before.toISOString();
      const removed = transaction(() => {
        status.deleteSentAnnouncesBefore(cutoff);
        const removed = removeSubmissions(submissions.idsBeforeKeepingActive(cutoff));
        return { ...removed, subscribers: subscribers.removePendingBefore(cutoff) };
      });
      if (removed.submissions + removed.subscribers > 0) forgetOnDisk();
      return removed;
    },
    purgeUnconfirmedBefore(before) {
      const cutoff = before.toISOString();
      const removed = transaction(() => {
        const pendingStatus = status.pendingIdsBefore(cutoff);
        const removed = removeSubmissions([...submissions.idsOfUnconfirmedBefore(cutoff), ...pendingStatus]);
        return { ...removed, subscribers: subscribers.removePendingBefore(cutoff) };
      });
      if (removed.submissions + removed.subscribers > 0) forgetOnDisk();
      return removed;
    },
    erase(email) {
      const address = normalEmail(email);
      if (!address) return { ...NONE };
      const removed = transaction(() => {
        const removed = removeSubmissions(submissions.idsOfEmail(address));
        return { ...removed, subscribers: subscribers.remove(address) };
      });
      forgetOnDisk({ vacuum: true });
      return removed;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
