/**
 * Durable storage for form submissions: one SQLite database (Node's built-in node:sqlite)
 * in DATA_DIR. Each submission is one row: a random id, the form, the time it arrived
 * (ISO 8601, UTC) and the validated fields as JSON. Nothing else is stored: no IP
 * address, no user agent (the privacy page, app/content/legal.ts, says so).
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

export type SubmissionsStore = {
  /** Stores a submission and returns it once it is committed; throws if it could not be stored. */
  add(form: string, payload: Record<string, unknown>): Submission;
  /** Submissions in the order they arrived, optionally of one form only. */
  list(filter?: { form?: string }): Submission[];
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
`;

type Row = { id: string; form: string; created_at: string; payload: string };

function toSubmission(row: Row): Submission {
  return { id: row.id, form: row.form, createdAt: row.created_at, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE);
}

/**
 * Opens (and creates, unless readOnly) the store in dataDir. Read-only opening of a
 * directory without a database yields an empty store, for the export command.
 */
export function openSubmissionsStore(dataDir: string, { readOnly = false, now = () => new Date() } = {}): SubmissionsStore {
  const file = databasePath(dataDir);
  if (readOnly && !existsSync(file)) {
    return {
      add: () => {
        throw new Error("The submissions store is read-only.");
      },
      list: () => [],
      close: () => {},
    };
  }
  if (!readOnly) mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(file, { readOnly });
  db.exec("PRAGMA busy_timeout = 5000");
  if (!readOnly) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec(SCHEMA);
  }
  const insert = readOnly ? null : db.prepare("INSERT INTO submissions (id, form, created_at, payload) VALUES (?, ?, ?, ?)");
  const selectAll = db.prepare("SELECT id, form, created_at, payload FROM submissions ORDER BY seq");
  const selectForm = db.prepare("SELECT id, form, created_at, payload FROM submissions WHERE form = ? ORDER BY seq");

  return {
    add(form, payload) {
      if (!insert) throw new Error("The submissions store is read-only.");
      const submission: Submission = { id: randomUUID(), form, createdAt: now().toISOString(), payload };
      insert.run(submission.id, form, submission.createdAt, JSON.stringify(payload));
      return submission;
    },
    list(filter = {}) {
      const rows = (filter.form ? selectForm.all(filter.form) : selectAll.all()) as Row[];
      return rows.map(toSubmission);
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
