import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { languageLists } from "./language-lists.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Server tests that still type the languages: server/ is being split by capability on another
 * branch, which rewrites them. Only shrinks: an entry without a list fails too.
 */
const notYetReplaced = ["server/forms-api.test.ts", "server/submissions-store.test.ts"];

/** Every TypeScript file git knows (tracked, or new and not ignored), the registry itself aside. */
const sourceFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && file !== "app/lib/locales.ts");

describe("the languages", () => {
  it("are listed once, in app/lib/locales.ts: no other source or test file types their codes as a list", () => {
    const found = sourceFiles.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), "utf8");
      } catch {
        return []; // deleted, not yet staged
      }
      return languageLists(file, text, localeCodes, SOURCE_LOCALE).map((list) => ({ file, ...list }));
    });
    expect(found.filter((list) => !notYetReplaced.includes(list.file)).map((list) => `${list.file}:${list.line}: ${list.text}`)).toEqual(
      [],
    );
    expect(notYetReplaced.filter((file) => !found.some((list) => list.file === file))).toEqual([]);
  });

  it("are found as a list in any order, as every language or every one but the source, and not as a sample", () => {
    const codes = [...localeCodes];
    const [first = "", second = "", third = ""] = codes;
    const source = [
      `const all = ${JSON.stringify(codes)} as const;`,
      `for (const code of ${JSON.stringify([...codes].reverse())}) run(code);`,
      `const translated = ${JSON.stringify(codes.filter((code) => code !== SOURCE_LOCALE))};`,
      `const directions = ${JSON.stringify([first, third])};`,
      `const one = [${JSON.stringify(second)}];`,
    ].join("\n");
    expect(codes.length).toBeGreaterThanOrEqual(4);
    expect(languageLists("x.ts", source, codes, SOURCE_LOCALE).map((list) => list.line)).toEqual([1, 2, 3]);
  });
});
