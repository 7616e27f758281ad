import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSubmissionsStore } from "../server/submissions-store.ts";

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

  it("prints plain CSV to stdout, without the mark, for pipes", () => {
    const csv = runExport(["--form", "contact"]);
    expect(csv.startsWith("id,form,created_at,")).toBe(true);
    expect(csv).toContain("Aïcha,Müller,");
  });
});
