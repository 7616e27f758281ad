/**
 * `npm run submissions`: print the stored form submissions as CSV.
 *
 *   npm run -s submissions                          all forms (-s keeps npm's banner out of the CSV)
 *   npm run -s submissions -- --form contact        one form: contact, support or newsletter
 *   npm run submissions -- --form support --out support.csv
 *
 * A file written with --out starts with a UTF-8 byte order mark, so Excel shows accented names
 * correctly. Reads DATA_DIR (default ./data), the directory the server stores submissions in. The
 * server may keep running meanwhile.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formFields, formIds, isFormId } from "../app/forms/schemas.ts";
import { submissionsToCsv, UTF8_BOM } from "../server/submissions-csv.ts";
import { openSubmissionsStore } from "../server/submissions-store.ts";

const usage = `Usage: npm run -s submissions -- [--form ${formIds.join("|")}] [--out file.csv]`;

const { values } = parseArgs({
  options: { form: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.form !== undefined && !isFormId(values.form)) {
  console.error(`Unknown form "${values.form}". ${usage}`);
  process.exit(2);
}

const form = values.form;
// One form: its fields in order. All forms: every field of every form, each once.
const fields = form ? formFields(form) : [...new Set(formIds.flatMap((id) => formFields(id)))];
const dataDir = resolve(import.meta.dirname, "..", process.env.DATA_DIR ?? "data");
const store = openSubmissionsStore(dataDir, { readOnly: true });
const submissions = store.list({ form });
store.close();

const csv = submissionsToCsv(submissions, fields);
if (values.out) {
  // A file is usually opened in a spreadsheet, so it gets the mark; stdout stays plain for pipes.
  writeFileSync(values.out, UTF8_BOM + csv);
  console.error(`Wrote ${submissions.length} submissions to ${values.out}`);
} else {
  process.stdout.write(csv);
}
