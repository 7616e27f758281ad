import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { languageLists } from "./language-lists.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Files allowed to type the languages as a list, none now that the server's tests read
 * app/lib/locales.ts. Only shrinks: an entry without a list fails too.
 */
const notYetReplaced: string[] = [];

/** Folders of no source: dependencies, build outputs, reports (a copy of the tree without git has them too). */
const SKIPPED = new Set(["node_modules", "build", "build-qps", "test-results", "playwright-report"]);

function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(root, path).split(sep).join("/")] : [];
  });
}

/** Every TypeScript file of the project, the registry itself aside. */
const sourceFiles = typeScriptFiles(root).filter((file) => file !== "app/lib/locales.ts");

describe("the languages", () => {
  it("are listed once, in app/lib/locales.ts: no other source or test file types their codes as a list", () => {
    const found = sourceFiles.flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
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
