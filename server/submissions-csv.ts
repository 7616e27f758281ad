/**
 * Submissions as CSV (RFC 4180) for `npm run submissions`. What visitors typed goes into
 * spreadsheets, so a cell that a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) is prefixed with an apostrophe (OWASP's advice on
 * CSV injection); it then shows as text. Control and bidi characters are removed first
 * (server/control-characters.ts), for rows stored before the forms API removed them.
 */
import { stripControlCharacters } from "./control-characters.ts";
import type { Submission } from "./submissions-store.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = stripControlCharacters(value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Excel reads a CSV file without a byte order mark in the local code page, which garbles names like
 * "Müller" or "Aïcha"; with it, Excel reads UTF-8. Other tools ignore it.
 */
export const UTF8_BOM = "\uFEFF";

/** One header row (id, form, created_at, then the fields), then one row per submission. */
export function submissionsToCsv(submissions: readonly Omit<Submission, "locale">[], fields: readonly string[]): string {
  const header = ["id", "form", "created_at", ...fields];
  const rows = submissions.map((submission) => [
    submission.id,
    submission.form,
    submission.createdAt,
    ...fields.map((field) => submission.payload[field]),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
