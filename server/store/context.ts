/**
 * What each table's module (server/store/*.ts) is given by server/submissions-store.ts, which
 * opens the database and composes them: the connection and how it prepares statements.
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { Locale } from "../store-types.ts";

export type TableContext = {
  db: DatabaseSync;
  /** Prepares a writing statement, or null on a read-only connection (the export command). */
  write: (sql: string) => StatementSync | null;
  /** The statement `write` prepared, or an error if the store is read-only. */
  writable: <T>(statement: T | null) => T;
  storedLocale: (code: string | null | undefined) => Locale;
};
