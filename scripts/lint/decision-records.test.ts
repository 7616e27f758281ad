import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A decision record is context, decision, consequences: a page or two (docs/decisions/README.md).
// A measurement is named by its committed script and its result in one line, never logged by the
// hour: a record that grows past this has become a diary.
const MAX_BYTES = 10_000;
const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

describe("the decision records (docs/decisions/)", () => {
  it("are records, not diaries: at most 10,000 bytes each", () => {
    expect(records.length).toBeGreaterThan(0);
    const over = records.filter((name) => statSync(join(folder, name)).size > MAX_BYTES);
    expect(over.map((name) => `${name}: ${statSync(join(folder, name)).size} bytes`)).toEqual([]);
  });

  it("name no clock time: a figure comes from a script anyone can run again", () => {
    const timed = records.flatMap((name) =>
      readFileSync(join(folder, name), "utf8")
        .split("\n")
        .flatMap((line, index) => (/\b[0-2]\d:[0-5]\d\b/.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(timed).toEqual([]);
  });
});
