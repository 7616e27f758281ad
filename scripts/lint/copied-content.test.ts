import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { copiedContent, englishContent, testFiles } from "./copied-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const content = englishContent(root);

/**
 * Pins not yet replaced (copied-content-not-yet-replaced.json, a data file so that this test file
 * holds no copy itself), each a file and its copied string: tests outside the first round of
 * rewrites (the home, pricing, resources and forms specs and the content tests of the words). The
 * list only shrinks: an entry that no longer matches fails too, so it is struck when its test is
 * rewritten.
 */
const notYetReplaced: { file: string; text: string }[] = JSON.parse(
  readFileSync(new URL("copied-content-not-yet-replaced.json", import.meta.url), "utf8"),
);

describe("test files", () => {
  it("hold no English content string of 25 characters or more (they read it from content/ or check a property)", () => {
    const found = testFiles(root).flatMap((file) => copiedContent(file, readFileSync(file, "utf8"), content, root));
    const known = (copy: { file: string; text: string }) =>
      notYetReplaced.some((entry) => entry.file === copy.file && entry.text === copy.text);
    expect(found.filter((copy) => !known(copy)).map((copy) => `${copy.file}:${copy.line}: ${copy.text}`)).toEqual([]);
    const stale = notYetReplaced.filter((entry) => !found.some((copy) => copy.file === entry.file && copy.text === entry.text));
    expect(stale).toEqual([]);
  });

  it("are scanned for a headline, a message with its placeholders filled in, and a pattern", () => {
    // Built from the content, so that this file holds no copy itself.
    const phrase = content.phrases.find((text) => /^[\w ,']+$/.test(text) && text.length >= 40) ?? "";
    expect(phrase).not.toBe("");
    const [before, after] = [phrase.slice(0, 12), phrase.slice(12)];
    const source = [
      `expect(h1).toHaveText(${JSON.stringify(phrase)});`,
      `expect(detail).toBe(\`${before}\${name}${after}\`);`,
      `await expect(page.getByText(/${phrase.replaceAll(" ", "\\ ")}\\./)).toBeVisible();`,
      `it(${JSON.stringify(`shows ${phrase} as its h1`)}, () => {});`,
      `expect(url).toBe("/services/kubernetes-service");`,
      `expect(h1).toHaveText(home.hero.title);`,
    ].join("\n");
    expect(copiedContent(`${root}x.test.ts`, source, content, root).map((copy) => copy.line)).toEqual([1, 2, 3]);
  });
});
