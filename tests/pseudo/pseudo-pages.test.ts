/**
 * Every page of the pseudo-locale (scripts/operations/pseudo-locale.ts: English accented and bracketed,
 * "⟦Ṗŕíçíñĝ⟧") read as a visitor reads it: a word of three or more plain ASCII letters outside the
 * brackets is text that did not go through translation, unless it is the same in every language
 * by design (tests/pseudo/kept-words.ts) or listed below.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PSEUDO_INTL, PSEUDO_LOCALE } from "../../app/lib/locales.ts";
import { parse } from "yaml";
import { pseudoMessage } from "../../scripts/operations/pseudo-locale.ts";
import { FIELD_DATA_PATH } from "../../shared/field-data.ts";
import { keptWords } from "./kept-words.ts";
import { joinedByCode } from "./joins.ts";
import { parsePage, textRuns, visibleText } from "./visible-text.ts";

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
  // /performance shows the address of its figures' JSON ("/api/field-data"): an address, the same in every language.
  ...(FIELD_DATA_PATH.match(/[A-Za-z]+/g) ?? []),
]);

/** Marks that may stand outside a message, each because it is not language. */
const ALLOWED_MARKS = new Set<string>([
  // A visual separator between the parts of a line (a post's date · author · reading time), a
  // typographic dot the same in every script, not a word.
  "·",
  // A tag's sign before its name (#Kubernetes), as every language writes hashtags.
  "#",
  // The pseudo-locale's quotation marks come from its own entry in app/lib/locales.ts (`quotes`),
  // the language's data, as a list's literal comes from Intl: “ ”.
  "“",
  "”",
  // The pseudo-locale's label separator (app/lib/locales.ts, `labelSeparator`: "∶", not ":"), the
  // language's data as its quotation marks are: a ":" written in code still shows.
  "∶",
]);

/** Texts allowed outside a message. */
const ALLOWED_TEXTS = [
  // The notifications region's shortcut, as the toaster library (sonner) names it in its label.
  "alt+T",
];

/**
 * Names a list may hold with their capital in any language: places, currencies and the products
 * of the SLA (a status page lists "Lagos: Compute (virtual machines), Object and block storage"),
 * as the pseudo-locale writes them.
 */
function namesOf(root: string): Set<string> {
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === "string") names.add(pseudoMessage(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const file of ["places.yaml", "billing.yaml"]) collect(parse(readFileSync(join(root, "content", "pages", "en", file), "utf8")));
  collect((parse(readFileSync(join(root, "content", "pages", "en", "sla.yaml"), "utf8")) as { products: unknown }).products);
  return names;
}

/** The words of every currency's sign as the pseudo-locale's Intl writes it ("Kz", "F CFA"): data, like a figure. */
function currencySignWords(root: string): string[] {
  const { currencies } = parse(readFileSync(join(root, "content", "facts", "currencies.yaml"), "utf8")) as {
    currencies: { code: string }[];
  };
  return currencies.flatMap(({ code }) =>
    (["symbol", "narrowSymbol"] as const).flatMap((currencyDisplay) =>
      new Intl.NumberFormat(PSEUDO_INTL, { style: "currency", currency: code, currencyDisplay })
        .formatToParts(1)
        .filter((part) => part.type === "currency")
        .flatMap((part) => part.value.match(/\p{L}+/gu) ?? []),
    ),
  );
}

/** The literals Intl.ListFormat writes between items in `intl`, every type and style. */
function listLiteralsOf(intl: string): string[] {
  const literals = new Set<string>();
  for (const type of ["conjunction", "disjunction", "unit"] as const)
    for (const style of ["long", "short", "narrow"] as const)
      for (const part of new Intl.ListFormat(intl, { type, style }).formatToParts(["a", "b", "c"]))
        if (part.type === "literal") literals.add(part.value.trim());
  return [...literals].filter(Boolean);
}

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

  // Each page parsed once, for both checks (test:pseudo stays quick).
  const parsed = new Map<string, Document>();
  const documentOf = (page: string) => {
    const document = parsed.get(page) ?? parsePage(readFileSync(join(pagesDir, page), "utf8"));
    parsed.set(page, document);
    return document;
  };

  it("were built (npm run test:pseudo builds them first)", () => {
    expect(pages.length, `no pages in ${pagesDir}`).toBeGreaterThan(50);
  });

  it("show no English text that bypassed translation", () => {
    const kept = keptWords(root);
    const untranslated = new Map<string, string[]>();
    for (const page of pages) {
      for (const { where, text } of visibleText(documentOf(page), PSEUDO_LOCALE)) {
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

  it("show no text joined to a message by code", () => {
    const kept = keptWords(root);
    const rules = {
      keptWords: new Set([...kept, ...ALLOWED, ...currencySignWords(root)]),
      names: namesOf(root),
      listLiterals: listLiteralsOf(PSEUDO_INTL),
      allowedMarks: ALLOWED_MARKS,
      allowedTexts: ALLOWED_TEXTS,
    };
    const joined = new Map<string, string[]>();
    for (const page of pages) {
      for (const { where, text, control } of textRuns(documentOf(page), PSEUDO_LOCALE)) {
        const found = joinedByCode(text, rules, control);
        if (found.length === 0) continue;
        const key = `${found.join("; ")} in "${text.replace(/\s+/g, " ").trim().slice(0, 120)}" (${where.split(" > ").slice(-2).join(" > ")})`;
        joined.set(key, [...(joined.get(key) ?? []), page]);
      }
    }
    const report = [...joined].map(([key, found]) => `${key}: ${found.length} page(s), e.g. ${found[0]}`);
    expect(report).toEqual([]);
  });
});
