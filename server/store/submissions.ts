/**
 * The `submissions` table: one row per form sent, its id, form, time, language and fields as JSON,
 * and the queries that pick the submissions a retention or an erasure deletes.
 */
import type { Locale, Submission } from "../store-types.ts";
import type { TableContext } from "./context.ts";

export type SubmissionSqlRow = { id: string; form: string; created_at: string; locale: string; payload: string };

export function toSubmission(row: SubmissionSqlRow, storedLocale: (code: string) => Locale): Submission {
  return {
    id: row.id,
    form: row.form,
    createdAt: row.created_at,
    locale: storedLocale(row.locale),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  };
}

const idsOf = (rows: unknown[]) => (rows as { id: string }[]).map((row) => row.id);

/**
 * `submissionLocale` is the locale column as selected (English on a database not migrated yet);
 * `hasStatus`, whether the status tables exist.
 */
export function openSubmissions({ db, write, writable, storedLocale }: TableContext, submissionLocale: string, hasStatus: boolean) {
  const insert = write("INSERT INTO submissions (id, form, created_at, locale, payload) VALUES (?, ?, ?, ?, ?)");
  const selectAll = db.prepare(`SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload FROM submissions s ORDER BY s.seq`);
  const selectForm = db.prepare(
    `SELECT s.id, s.form, s.created_at, ${submissionLocale}, s.payload FROM submissions s WHERE s.form = ? ORDER BY s.seq`,
  );
  const deleteIds = write("DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))");
  const idsOfEmail = db.prepare("SELECT id FROM submissions WHERE lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsOfEmailInForm = db.prepare("SELECT id FROM submissions WHERE form = ? AND lower(trim(json_extract(payload, '$.email'))) = ?");
  const idsBefore = db.prepare("SELECT id FROM submissions WHERE created_at < ?");
  const idsOfUnconfirmedBefore = db.prepare(
    `SELECT id FROM submissions WHERE form = 'newsletter' AND created_at < ?
       AND lower(trim(json_extract(payload, '$.email'))) NOT IN (SELECT email FROM subscribers WHERE status = 'confirmed')`,
  );
  // A status subscription that is active stays past the retention period, as a confirmed newsletter address does.
  const idsBeforeKeepingActive = hasStatus
    ? db.prepare(
        "SELECT id FROM submissions WHERE created_at < ? AND id NOT IN (SELECT submission_id FROM status_subscriptions WHERE status = 'active')",
      )
    : idsBefore;
  return {
    insert,
    list(filter: { form?: string } = {}): Submission[] {
      const rows = (filter.form ? selectForm.all(filter.form) : selectAll.all()) as SubmissionSqlRow[];
      return rows.map((row) => toSubmission(row, storedLocale));
    },
    /** Deletes the submissions of `ids` (JSON); their outbox rows and consents go with them (cascade). */
    deleteIds: (ids: string) => Number(writable(deleteIds).run(ids).changes),
    idsOfEmail: (address: string) => idsOf(idsOfEmail.all(address)),
    idsOfEmailInForm: (form: string, address: string) => idsOf(idsOfEmailInForm.all(form, address)),
    /** Older than `cutoff`, an active status subscription's aside. */
    idsBeforeKeepingActive: (cutoff: string) => idsOf(idsBeforeKeepingActive.all(cutoff)),
    /** Newsletter sign-ups older than `cutoff` whose address was never confirmed. */
    idsOfUnconfirmedBefore: (cutoff: string) => idsOf(idsOfUnconfirmedBefore.all(cutoff)),
  };
}
