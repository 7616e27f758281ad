/**
 * The submissions database's schema and its numbered migrations (issue 46): SCHEMA is version 0,
 * as first shipped, and MIGRATIONS[n] brings a database from user_version n to n + 1, in place,
 * when the store opens it for writing (server/submissions-store.ts). Tables: submissions, outbox
 * (with outbox_kinds, its kinds), consents, subscribers, status_subscriptions, status_announced,
 * status_meta. A change of schema, a new kind of mail included, is a new entry at the end.
 */
import type { DatabaseSync } from "node:sqlite";

/** Version 0: the tables as first shipped. Never edit it: change the schema with a migration below. */
export const SCHEMA = `
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

/**
 * MIGRATIONS[n] brings a database from user_version n to n + 1. Each runs once, in the transaction
 * that records the new version, so a crash leaves the old version whole and the next start redoes it.
 * A column added with a DEFAULT keeps older code working: its INSERTs name their columns and get it.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the visitor's language (issue 14). Rows from before it were all made on the English site.
  `ALTER TABLE submissions ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE subscribers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
  // 2: status subscriptions (issue 30). The outbox is rebuilt (SQLite cannot change a CHECK in place)
  // with the `announce` kind and the update it carries; a unique index holds it to one row per
  // update and subscription. status_announced records each update announced, in the transaction
  // that queues its rows, so a restart never announces it again.
  `CREATE TABLE outbox_v2 (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('lead', 'confirm', 'webhook', 'announce')),
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    alerted_at TEXT,
    update_id TEXT
  ) STRICT;
  INSERT INTO outbox_v2 (seq, id, submission_id, kind, created_at, attempts, next_attempt_at, last_error, sent_at, alerted_at)
    SELECT seq, id, submission_id, kind, created_at, attempts, next_attempt_at, last_error, sent_at, alerted_at FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v2 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX outbox_by_submission ON outbox (submission_id);
  CREATE UNIQUE INDEX outbox_one_per_update ON outbox (submission_id, update_id) WHERE update_id IS NOT NULL;
  CREATE TABLE status_subscriptions (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'active')),
    confirmed_at TEXT,
    secret_sealed TEXT
  ) STRICT;
  CREATE TABLE status_announced (
    update_id TEXT PRIMARY KEY,
    announced_at TEXT NOT NULL,
    update_json TEXT NOT NULL CHECK (json_valid(update_json))
  ) STRICT;
  CREATE TABLE status_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // 3: the outbox's kinds become rows of outbox_kinds, which outbox.kind references, so a new kind of
  // mail is one INSERT in a migration, not a rebuilt table (issue 46). A status webhook is pending
  // until its ping is answered 2xx, and `disabled` once its deliveries kept failing (issue 50).
  `CREATE TABLE outbox_kinds (kind TEXT PRIMARY KEY) STRICT;
  INSERT INTO outbox_kinds (kind) VALUES ('lead'), ('confirm'), ('webhook'), ('announce');
  CREATE TABLE outbox_v3 (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL REFERENCES outbox_kinds (kind),
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    alerted_at TEXT,
    update_id TEXT
  ) STRICT;
  INSERT INTO outbox_v3 SELECT seq, id, submission_id, kind, created_at, attempts, next_attempt_at, last_error, sent_at, alerted_at, update_id FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v3 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX outbox_by_submission ON outbox (submission_id);
  CREATE UNIQUE INDEX outbox_one_per_update ON outbox (submission_id, update_id) WHERE update_id IS NOT NULL;
  CREATE TABLE status_subscriptions_v3 (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'disabled')),
    confirmed_at TEXT,
    secret_sealed TEXT,
    disabled_at TEXT
  ) STRICT;
  INSERT INTO status_subscriptions_v3 (submission_id, channel, status, confirmed_at, secret_sealed)
    SELECT submission_id, channel, status, confirmed_at, secret_sealed FROM status_subscriptions;
  DROP TABLE status_subscriptions;
  ALTER TABLE status_subscriptions_v3 RENAME TO status_subscriptions;`,
];

/** The schema version this code writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.length;

function userVersion(db: DatabaseSync): number {
  return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
}

/** Brings the database up to SCHEMA_VERSION; a newer database (a later version of this code ran on it) is left alone. */
export function migrate(db: DatabaseSync) {
  if (userVersion(db) >= SCHEMA_VERSION) return;
  // IMMEDIATE: a second process opening the same file waits, then finds the work done.
  db.exec("BEGIN IMMEDIATE");
  try {
    for (let version = userVersion(db); version < SCHEMA_VERSION; version++) {
      db.exec(MIGRATIONS[version] ?? "");
      db.exec(`PRAGMA user_version = ${version + 1}`);
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export function hasColumn(db: DatabaseSync, table: string, column: string): boolean {
  return (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((row) => row.name === column);
}
