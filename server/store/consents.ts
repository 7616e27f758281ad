/**
 * The `consents` table: one consent record per submission (the time, the form and the version of
 * the privacy policy shown), written with it and deleted with it (foreign key, cascade).
 */
import type { TableContext } from "./context.ts";

export function openConsents({ db, write }: TableContext) {
  const insert = write("INSERT INTO consents (submission_id, form, given_at, policy_version) VALUES (?, ?, ?, ?)");
  const selectOf = db.prepare("SELECT form, given_at AS givenAt, policy_version AS policyVersion FROM consents WHERE submission_id = ?");
  const countOf = db.prepare("SELECT count(*) AS n FROM consents WHERE submission_id IN (SELECT value FROM json_each(?))");
  return {
    insert,
    consentOf: (submissionId: string) => selectOf.get(submissionId) as { form: string; givenAt: string; policyVersion: string } | undefined,
    /** How many consent records the submissions of `ids` (JSON) have: what deleting them deletes. */
    countOf: (ids: string) => Number((countOf.get(ids) as { n: number }).n),
  };
}
