import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSubmissionsStore } from "../../server/submissions-store.ts";

const script = join(import.meta.dirname, "submissions.ts");
let workDir: string;

function runExport(args: string[]): string {
  return execFileSync(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: join(workDir, "data") }, encoding: "utf8" });
}

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), "submissions-export-"));
  const store = openSubmissionsStore(join(workDir, "data"));
  store.add("contact", { firstName: "Aïcha", lastName: "Müller", email: "aicha@example.com" });
  store.close();
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

describe("npm run submissions", () => {
  it("writes a file that starts with a UTF-8 byte order mark, for Excel", () => {
    const out = join(workDir, "leads.csv");
    runExport(["--form", "contact", "--out", out]);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("Aïcha,Müller,");
  });

  it("writes the file for its owner only (0600), whatever the umask, even over an older readable file", () => {
    const out = join(workDir, "leads.csv");
    runExport(["--out", out]);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    writeFileSync(out, "old");
    chmodSync(out, 0o644);
    runExport(["--out", out]);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, "utf8")).toContain("Aïcha");
  });

  it("prints plain CSV to stdout, without the mark, for pipes", () => {
    const csv = runExport(["--form", "contact"]);
    expect(csv.startsWith("id,form,created_at,")).toBe(true);
    expect(csv).toContain("Aïcha,Müller,");
  });
});

describe("npm run submissions: delivery state and erasure", () => {
  it("shows each submission's delivery state in its last column", () => {
    const store = openSubmissionsStore(join(workDir, "data"));
    const queued = store.add("support", { name: "Chidi", email: "chidi@example.com" }, { outbox: ["lead"] });
    const [row] = store.outboxOf(queued.id);
    store.markFailed(row?.id ?? "", "connect ECONNREFUSED 127.0.0.1:25", Date.parse("2026-11-23T10:05:00.000Z"));
    const sent = store.add("contact", { firstName: "Bola", email: "bola@example.com" }, { outbox: ["lead"] });
    store.markSent(store.outboxOf(sent.id)[0]?.id ?? "", new Date("2026-11-23T10:00:01.000Z"));
    store.close();
    const lines = runExport([]).trim().split("\r\n");
    expect(lines[0]?.endsWith(",delivery")).toBe(true);
    expect(lines[1]).toMatch(/,not queued$/);
    expect(lines[2]).toMatch(
      /,"mail pending \(1 attempts, next 2026-11-23T10:05:00.000Z, last error: connect ECONNREFUSED 127.0.0.1:25\)"$/,
    );
    expect(lines[3]).toMatch(/,mail sent 2026-11-23T10:00:01.000Z$/);
  }, 30_000);

  it("shows each submission's language, and each subscriber's with an unsubscribe link to that language's page", () => {
    const store = openSubmissionsStore(join(workDir, "data"));
    store.add("support", { name: "Amina", email: "amina@example.com" }, { locale: "ar" });
    store.add("newsletter", { email: "lectrice@example.com" }, { locale: "fr" });
    store.confirmSubscriber("lectrice@example.com", new Date("2026-11-23T10:00:00.000Z"));
    store.close();
    const [header = "", ...rows] = runExport([]).trim().split("\r\n");
    expect(header.startsWith("id,form,created_at,locale,")).toBe(true);
    expect(
      rows.map((row) => {
        const [, form, , locale] = row.split(",");
        return [form, locale];
      }),
    ).toEqual([
      ["contact", "en"],
      ["support", "ar"],
      ["newsletter", "fr"],
    ]);
    const [subscribersHeader, subscriber = ""] = runExport(["--subscribers"]).trim().split("\r\n");
    expect(subscribersHeader).toBe("email,confirmed_at,policy_version,locale,unsubscribe_url");
    expect(subscriber).toMatch(
      /^lectrice@example\.com,2026-11-23T10:00:00\.000Z,unversioned,fr,https:\/\/\S+\/api\/forms\/newsletter\/unsubscribe\?token=[\w.-]+&locale=fr$/,
    );
  }, 30_000);

  it("--erase removes a person everywhere and prints what it removed", () => {
    const store = openSubmissionsStore(join(workDir, "data"));
    store.add("newsletter", { email: "AICHA@example.com" }, { outbox: ["confirm"] });
    store.close();
    const output = runExport(["--erase", "aicha@example.com"]);
    expect(output).toContain(
      "Erased aicha@example.com: 2 submissions, 1 outbox rows (mails and webhook calls), 2 consent records, 1 newsletter addresses.",
    );
    expect(runExport([]).trim().split("\r\n")).toHaveLength(1);
  }, 30_000);
});
