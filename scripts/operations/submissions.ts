/**
 * `npm run submissions`: print the stored form submissions as CSV.
 *
 *   npm run -s submissions                          all forms (-s keeps npm's banner out of the CSV)
 *   npm run -s submissions -- --form contact        one form: contact, support or newsletter
 *   npm run submissions -- --form support --out support.csv
 *
 *   npm run -s submissions -- --subscribers         confirmed newsletter addresses, with their unsubscribe links
 *   npm run -s submissions -- --erase person@example.com   removes a person everywhere, prints what it removed
 *
 * The `locale` column is the language of the page the visitor used (en, fr, ar, pt): answer in it.
 * Each row's last column, `delivery`, is the state of its mails (server/outbox-worker.ts): `sent
 * <time>`, `pending (<n> attempts, next <time>, last error …)`, or `not queued` (mail was off).
 * A file written with --out starts with a UTF-8 byte order mark, so Excel shows accented names
 * correctly. Reads DATA_DIR (default ./data), the directory the server stores submissions in. The
 * server may keep running meanwhile.
 */
import { closeSync, fchmodSync, openSync, writeSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formFields, formIds, isFormId } from "../../app/forms/schemas.ts";
import { csvCell, submissionsToCsv, UTF8_BOM } from "../../server/submissions-csv.ts";
import { openSubmissionsStore, type OutboxRow } from "../../server/submissions-store.ts";

const usage = `Usage: npm run -s submissions -- [--form ${formIds.join("|")}] [--out file.csv] | --subscribers | --erase person@example.com`;

const { values } = parseArgs({
  options: {
    form: { type: "string" },
    out: { type: "string" },
    erase: { type: "string" },
    subscribers: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.form !== undefined && !isFormId(values.form)) {
  console.error(`Unknown form "${values.form}". ${usage}`);
  process.exit(2);
}

const dataDir = resolve(import.meta.dirname, "..", "..", process.env.DATA_DIR ?? "data");

if (values.erase !== undefined) {
  // Everywhere this project keeps it: submissions of every form, their outbox rows (the mails and
  // webhook calls waiting or sent) and consent records, and the newsletter address.
  const store = openSubmissionsStore(dataDir);
  const removed = store.erase(values.erase);
  store.close();
  console.log(
    `Erased ${values.erase.trim().toLowerCase()}: ${removed.submissions} submissions, ${removed.outbox} outbox rows (mails and webhook calls), ` +
      `${removed.consents} consent records, ${removed.subscribers} newsletter addresses.`,
  );
  console.log("Mails already delivered to the team's inboxes and a CRM are outside this database: delete them there too.");
  process.exit(0);
}

if (values.subscribers) {
  const store = openSubmissionsStore(dataDir, { readOnly: true });
  const confirmed = store.subscribers({ status: "confirmed" });
  store.close();
  // Each address with its own unsubscribe link, for the newsletter mails (server/mail.ts, newsletterUnsubscribe).
  const { mailSettingsFromEnv, unsubscribeUrl } = await import("../../server/mail.ts");
  const { newsletterSecret } = await import("../../server/newsletter-tokens.ts");
  const { secret } = newsletterSecret(dataDir, process.env.NEWSLETTER_SECRET);
  // The canonical address, as build/server-content.json has it; this command runs without a build.
  const SITE_URL = "https://www.baobabcloud.example";
  const publicUrl = {
    publicUrl: new URL(process.env.PUBLIC_URL || mailSettingsFromEnv(process.env, SITE_URL)?.publicUrl || SITE_URL).origin,
  };
  process.stdout.write(
    submissionsToCsvRows(
      // The language each reader signed up in: their newsletter's, and their unsubscribe page's.
      ["email", "confirmed_at", "policy_version", "locale", "unsubscribe_url"],
      confirmed.map((row) => [
        row.email,
        row.confirmedAt ?? "",
        row.policyVersion,
        row.locale,
        unsubscribeUrl(row.email, publicUrl, secret, row.locale),
      ]),
    ),
  );
  process.exit(0);
}

const form = values.form;
// One form: its fields in order. All forms: every field of every form, each once.
const fields = form ? formFields(form) : [...new Set(formIds.flatMap((id) => formFields(id)))];
const store = openSubmissionsStore(dataDir, { readOnly: true });
const submissions = store.list({ form });
const delivery = new Map(submissions.map((submission) => [submission.id, deliveryState(store.outboxOf(submission.id))]));
store.close();

/** One cell: the state of each outbox row of a submission. */
function deliveryState(rows: readonly OutboxRow[]): string {
  if (rows.length === 0) return "not queued";
  return rows
    .map((row) => {
      const what =
        row.kind === "webhook"
          ? "webhook"
          : row.kind === "confirm"
            ? "confirmation (mail or webhook ping)"
            : row.kind === "announce"
              ? `status update ${row.updateId ?? ""}`
              : "mail";
      if (row.sentAt) return `${what} sent ${row.sentAt}`;
      const error = row.lastError ? `, last error: ${row.lastError}` : "";
      const alert = row.alertedAt ? ", ALERTED" : "";
      return `${what} pending (${row.attempts} attempts, next ${new Date(row.nextAttemptAt).toISOString()}${error}${alert})`;
    })
    .join("; ");
}

const csv = submissionsToCsv(
  submissions.map((submission) => ({
    ...submission,
    payload: { ...submission.payload, locale: submission.locale, delivery: delivery.get(submission.id) },
  })),
  ["locale", ...fields, "delivery"],
);
if (values.out) {
  // A file is usually opened in a spreadsheet, so it gets the mark; stdout stays plain for pipes.
  // Personal data: the file is the operator's only (0600), made so before a byte is written, an
  // older file of that name included (issue 50: it was 0644, readable by every user of the host).
  const file = openSync(values.out, "w", 0o600);
  try {
    fchmodSync(file, 0o600);
    writeSync(file, UTF8_BOM + csv);
  } finally {
    closeSync(file);
  }
  console.error(`Wrote ${submissions.length} submissions to ${values.out}`);
} else {
  process.stdout.write(csv);
}

function submissionsToCsvRows(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
