import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * Form submissions stored by the server under test, read back through the export
 * command (`npm run submissions`), parsed from its CSV. playwright.config.ts points the
 * server and this helper at the same fresh DATA_DIR.
 */
export function readSubmissions(form?: "contact" | "support" | "newsletter"): Record<string, string>[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts.");
  const script = join(import.meta.dirname, "..", "..", "scripts", "operations", "submissions.ts");
  const csv = execFileSync(process.execPath, [script, ...(form ? ["--form", form] : [])], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  const [header = [], ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A unique address per test, so tests running in parallel find their own rows. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
