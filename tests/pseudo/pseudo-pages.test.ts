/**
 * Every page of the pseudo-locale (scripts/operations/pseudo-locale.ts: English accented and bracketed,
 * "⟦Ṗŕíçíñĝ⟧") read as a visitor reads it: a word of three or more plain ASCII letters outside the
 * brackets is text that did not go through translation, unless it is the same in every language
 * by design (tests/pseudo/kept-words.ts) or listed below.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PSEUDO_LOCALE } from "../../app/lib/locales.ts";
import { keptWords } from "./kept-words.ts";
import { visibleText } from "./visible-text.ts";

const root = join(import.meta.dirname, "..", "..");
const pagesDir = join(root, process.env.BUILD_DIR ?? "build-qps", "client", PSEUDO_LOCALE);

/** Words the pages show in plain English on purpose. */
const ALLOWED = new Set([
  // The language menu's button shows the current language's code in capitals.
  "QPS",
  // The notifications region's shortcut, as the toaster library names it ("alt+T").
  "alt",
  // Currency symbols (pricing/kes, pricing/xof, pricing/xaf).
  "Ksh",
  "CFA",
  "FCFA",
]);

/** Drops the bracketed texts, innermost first (a translated text may hold another). */
function outsideBrackets(text: string): string {
  let previous;
  let current = text;
  do {
    previous = current;
    current = current.replace(/⟦[^⟦⟧]*⟧/g, " ");
  } while (current !== previous);
  return current;
}

describe("the pseudo-locale's pages", () => {
  const pages = existsSync(pagesDir)
    ? (readdirSync(pagesDir, { recursive: true }) as string[]).filter((file) => file.endsWith(".html")).sort()
    : [];

  it("were built (npm run test:pseudo builds them first)", () => {
    expect(pages.length, `no pages in ${pagesDir}`).toBeGreaterThan(50);
  });

  it("show no English text that bypassed translation", () => {
    const kept = keptWords(root);
    const untranslated = new Map<string, string[]>();
    for (const page of pages) {
      for (const { where, text } of visibleText(readFileSync(join(pagesDir, page), "utf8"), PSEUDO_LOCALE)) {
        const english = (outsideBrackets(text).match(/\p{L}+/gu) ?? []).filter(
          (word) => /^[A-Za-z]{3,}$/.test(word) && !kept.has(word) && !ALLOWED.has(word),
        );
        if (english.length === 0) continue;
        const key = `${english.join(" ")} in ${where.split(" > ").slice(-3).join(" > ")}`;
        untranslated.set(key, [...(untranslated.get(key) ?? []), page]);
      }
    }
    const report = [...untranslated].map(([key, found]) => `${key}: ${found.length} page(s), e.g. ${found[0]}`);
    expect(report).toEqual([]);
  });
});
