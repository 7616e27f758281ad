/**
 * The pseudo-locale "qps": every localized content file made from English with each letter
 * accented and each text bracketed ("Pricing" → "⟦Ƥŕíçíñĝ⟧"), into content/<collection>/qps/.
 * Built as a language of its own (PSEUDO_LOCALE=1 adds it to app/lib/locales.ts), its pages show
 * any text that bypassed translation as plain English, which tests/pseudo/ looks for; and that
 * the build needs nothing else proves that a language is one line and one folder per collection.
 *
 *   node scripts/operations/pseudo-locale.ts            writes the folders, builds /qps/ into build-qps/
 *                                            (BUILD_DIR), then removes the folders
 *   node scripts/operations/pseudo-locale.ts --keep     writes the folders only, for
 *                                            `PSEUDO_LOCALE=1 npm run dev` (pages under /qps/)
 *
 * Only translatable text changes, along each collection's schema as scripts/operations/translation-check.ts
 * reads it: fields marked `i18n: "duplicate"`, enums and formats (paths, dates) stay; in ICU
 * messages only the literal text, never a placeholder, a plural keyword or `#`; in Markdown the
 * text, never code or a link's target. Texts every language keeps as in English
 * (content/translations-same-as-english.yaml, `all`) stay too.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import type { z } from "zod";
import { collections } from "../../app/content/collections.ts";
import { PSEUDO_LOCALE } from "../../app/lib/locales.ts";
import { defOf, readContentFile, readSameAsEnglish, sameAsEnglishFor, translationPairs, unwrap } from "./translation-check.ts";

const OPEN = "⟦";
const CLOSE = "⟧";

// Accented letters that Unicode decomposes back to the plain letter, so a tag's slug (NFKD,
// accents dropped: app/content/blog/archive.ts) stays the English one. q has no such letter.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnoprstuvwxyz"].map((letter, index) => [letter, [..."áḃçḋéḟĝĥíĵķĺṁñóṗŕśťúṽẃẋýź"][index] ?? letter]),
);
for (const [letter, accented] of Object.entries(ACCENTED)) ACCENTED[letter.toUpperCase()] = accented.toUpperCase();

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Literal text of an ICU message accented; arguments, plural/select keywords, `#` and quoted parts kept. */
export function pseudoMessage(message: string): string {
  // Without a brace the loaders do not read the text as a message (app/content/load.ts).
  if (!message.includes("{") && !/<\/?[a-z]+>/.test(message)) return accent(message);
  let at = 0;
  const text = (inPlural: boolean): string => {
    let out = "";
    while (at < message.length) {
      const char = message[at] as string;
      if (char === "}") return out;
      if (char === "{") {
        out += argument();
        continue;
      }
      const tag = /^<\/?[a-z]+>/.exec(message.slice(at))?.[0];
      if (tag) {
        // A tag (<hidden>…</hidden>) is markup the page renders, not words.
        out += tag;
        at += tag.length;
        continue;
      }
      if (char === "'" && message[at + 1] === "'") {
        out += "''";
        at += 2;
        continue;
      }
      if (char === "'" && /[{}#|]/.test(message[at + 1] ?? "")) {
        // A quoted literal: kept as written, up to the closing apostrophe.
        const end = message.indexOf("'", at + 1);
        const stop = end < 0 ? message.length : end + 1;
        out += message.slice(at, stop);
        at = stop;
        continue;
      }
      out += char === "#" && inPlural ? "#" : accent(char);
      at++;
    }
    return out;
  };
  const argument = (): string => {
    // "{" name [, type [, style | options]] "}"
    const start = at;
    at++;
    const header = /^\s*([^,}\s]+)\s*(?:,\s*([a-z]+)\s*)?(,)?/.exec(message.slice(at));
    const type = header?.[2];
    if (!header || !type || !["plural", "select", "selectordinal"].includes(type)) {
      // A simple argument, or number/date/time with a style: kept whole.
      let depth = 1;
      while (at < message.length && depth > 0) {
        if (message[at] === "{") depth++;
        else if (message[at] === "}") depth--;
        at++;
      }
      return message.slice(start, at);
    }
    at += header[0].length;
    let out = message.slice(start, at);
    // Options: selector (=0, one, offset:1 …) then {message}.
    while (at < message.length && message[at] !== "}") {
      const selector = /^\s*[^{}\s]*\s*/.exec(message.slice(at))?.[0] ?? "";
      out += selector;
      at += selector.length;
      if (message[at] !== "{") continue;
      at++;
      out += `{${text(type !== "select")}}`;
      at++;
    }
    at++;
    return `${out}}`;
  };
  return text(false);
}

/** A Markdown body with its prose accented: code, link targets, URLs and HTML kept. */
export function pseudoMarkdown(body: string): string {
  let inFence = false;
  return body
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      // Leading syntax (headings, lists, quotes, table pipes) has no letters, so only text changes;
      // kept whole: `code`, ](target), <autolinks or tags>, bare URLs, {placeholders} (the legal pages'
      // text is a message: app/content/legal/loader.ts).
      const text = line
        .split(/(`[^`]*`|\]\([^)]*\)|<[^>]*>|https?:\/\/\S+|\{[^{}]*\})/)
        .map((part, index) => (index % 2 === 1 ? part : accent(part)))
        .join("");
      // Each line of prose bracketed after its leading syntax, as a message is, so text joined to
      // it by code shows (tests/pseudo/joins.ts); a table row keeps its cells as they are.
      const [, lead = "", prose = ""] = /^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+\.\s+|>\s*)?)(.*)$/.exec(text) ?? [];
      return /\p{L}/u.test(prose) && !/^[|<]/.test(prose) ? `${lead}${OPEN}${prose}${CLOSE}` : text;
    })
    .join("\n");
}

/** Whether a string schema carries a format (a path, a slug, an email): such a value is not words. */
function hasFormat(schema: z.ZodType | undefined): boolean {
  const checks = (defOf(schema) as { checks?: { _zod: { def: { check: string } } }[] } | undefined)?.checks ?? [];
  return checks.some((check) => check._zod.def.check === "string_format");
}

const maxLength = (schema: z.ZodType | undefined) => (schema as { maxLength?: number | null } | undefined)?.maxLength ?? Infinity;

/** `data` with every translatable text of `schema` made pseudo. */
export function pseudoData(data: unknown, schema: z.ZodType | undefined, keep: ReadonlySet<string>): unknown {
  const { schema: inner, neutral } = unwrap(schema);
  const def = defOf(inner);
  if (neutral || (def && ["enum", "literal", "number", "boolean", "date"].includes(def.type))) return data;
  if (Array.isArray(data)) return data.map((item) => pseudoData(item, def?.element, keep));
  if (data && typeof data === "object")
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, pseudoData(value, def?.shape?.[key], keep)]));
  if (typeof data !== "string" || keep.has(data.trim()) || hasFormat(inner) || !/[A-Za-z]/.test(data)) return data;
  if (/^(\/|#|https?:|mailto:|tel:)/.test(data)) return data;
  const accented = pseudoMessage(data);
  // Brackets show where a text starts and ends (and what was built from pieces); a text at its
  // schema's length limit (an SEO title) goes without.
  return accented.length + 2 <= maxLength(inner) ? `${OPEN}${accented}${CLOSE}` : accented;
}

/** Writes content/<collection>/qps/ for every localized collection; returns the folders written. */
export function writePseudoLocale(root: string): string[] {
  const keep = sameAsEnglishFor(readSameAsEnglish(root), PSEUDO_LOCALE);
  const folders = new Set<string>();
  // translationPairs lists the English files whatever the language; "qps" need not be registered here.
  for (const pair of translationPairs(PSEUDO_LOCALE as never, root)) {
    const { data, body } = readContentFile(readFileSync(join(root, pair.source), "utf8"), pair.source);
    const pseudo = stringify(pseudoData(data, pair.collection.schema, keep), { lineWidth: 0 });
    const text = body === null ? pseudo : `---\n${pseudo}---\n${pseudoMarkdown(body)}`;
    mkdirSync(dirname(join(root, pair.target)), { recursive: true });
    writeFileSync(join(root, pair.target), text);
    folders.add(dirname(pair.target));
  }
  return [...folders];
}

export function removePseudoLocale(root: string) {
  for (const collection of collections) {
    if (!collection.localized) continue;
    const dir =
      collection.kind === "folder" ? `${collection.folder}/${PSEUDO_LOCALE}` : dirname(collection.path.replace("{locale}", PSEUDO_LOCALE));
    if (dir.endsWith(`/${PSEUDO_LOCALE}`)) rmSync(join(root, dir), { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const root = join(import.meta.dirname, "..", "..");
  const folders = writePseudoLocale(root);
  console.log(`qps: ${folders.length} folders written (${folders.join(", ")})`);
  if (!process.argv.includes("--keep")) {
    const buildDir = process.env.BUILD_DIR ?? "build-qps";
    const started = performance.now();
    try {
      const result = spawnSync(join(root, "node_modules", ".bin", "astro"), ["build"], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        // The pages alone (PAGES_ONLY, astro.config.ts): their text is all tests/pseudo reads.
        env: { ...process.env, PSEUDO_LOCALE: "1", BUILD_DIR: buildDir, PAGES_ONLY: "1" },
      });
      if (result.status !== 0) throw new Error(`astro build for "${PSEUDO_LOCALE}" failed (exit ${result.status})`);
      if (!existsSync(join(root, buildDir, "client", PSEUDO_LOCALE))) throw new Error(`no pages in ${buildDir}/client/${PSEUDO_LOCALE}`);
      console.log(`qps: pages prerendered into ${buildDir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      removePseudoLocale(root);
    }
  }
}
