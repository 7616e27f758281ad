/**
 * Compares a translated content file with its English source: the same keys and list lengths,
 * fields the schema marks `i18n: "duplicate"` (ids, addresses, icons) copied verbatim, the same
 * ICU placeholders, plurals with exactly the target language's categories, and Markdown with the
 * same headings, links and code. Used by the completeness tests and `npm run translations`.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { collections, type Collection } from "../../app/content/collections.ts";
import { localeInfo, SOURCE_LOCALE, type Locale } from "../../app/lib/locales.ts";
import { SOURCE_HASH_KEY, withoutSourceHash } from "../../app/i18n/translation-source.ts";

/** The file listing the values a translation may keep exactly as in English (names, acronyms). */
export const SAME_AS_ENGLISH_FILE = "content/translations-same-as-english.yaml";

const SAME_AS_ENGLISH_PROBLEM = "is the same as in English";

/**
 * What a translation may keep as in English: `texts` by key (`all`, or language codes separated
 * by spaces, e.g. "fr pt"), and `fields` (collection name → top-level fields kept in English).
 */
export type SameAsEnglish = { texts: Record<string, string[]>; fields: Record<string, string[]> };

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

export function readSameAsEnglish(root: string): SameAsEnglish {
  const data = (parseYaml(readFileSync(join(root, SAME_AS_ENGLISH_FILE), "utf8")) ?? {}) as Record<string, unknown>;
  const result: SameAsEnglish = { texts: {}, fields: {} };
  for (const [key, value] of Object.entries(data)) {
    if (key === "fields") {
      for (const [collection, fields] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (!isTextList(fields)) throw new Error(`${SAME_AS_ENGLISH_FILE}: fields.${collection} must be a list of field names`);
        result.fields[collection] = fields;
      }
    } else if (isTextList(value)) result.texts[key] = value;
    else throw new Error(`${SAME_AS_ENGLISH_FILE}: ${key} must be a list of texts`);
  }
  return result;
}

/** The texts `locale` may keep as in English: `all`, and every key naming `locale`. */
export function sameAsEnglishFor(list: SameAsEnglish, locale: string): ReadonlySet<string> {
  return new Set(
    Object.entries(list.texts)
      .filter(([key]) => key === "all" || key.split(/\s+/).includes(locale))
      .flatMap(([, texts]) => texts.map((text) => text.trim())),
  );
}

/** Whether an English text counts as words to translate: letters outside ICU placeholders. */
function hasWords(text: string): boolean {
  let outside = "";
  let depth = 0;
  for (const char of text) {
    if (char === "{") depth++;
    else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  return /\p{L}{2,}/u.test(outside);
}

export type TranslationProblem = { file: string; field: string; problem: string };

/** One translatable file: its English source, its path in `locale`, and the collection it belongs to. */
export type TranslationPair = { source: string; target: string; collection: Collection; optional: boolean };

/** Every localized content file of the English site, paired with its path in `locale`. */
export function translationPairs(locale: Locale, root: string): TranslationPair[] {
  return collections.flatMap((collection): TranslationPair[] => {
    if (!collection.localized) return [];
    const optional = collection.kind === "folder" && collection.translationOptional === true;
    if (collection.kind === "file") {
      return [
        {
          source: collection.path.replace("{locale}", SOURCE_LOCALE),
          target: collection.path.replace("{locale}", locale),
          collection,
          optional,
        },
      ];
    }
    const dir = `${collection.folder}/${SOURCE_LOCALE}`;
    return readdirSync(join(root, dir))
      .filter((name) => name.endsWith(`.${collection.extension}`))
      .sort()
      .map((name) => ({ source: `${dir}/${name}`, target: `${collection.folder}/${locale}/${name}`, collection, optional }));
  });
}

/** The first 12 hex digits of the SHA-256 of a file's bytes: what a translation records as its source. */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** A file's data: the YAML, or a Markdown file's frontmatter plus its body. */
export function readContentFile(text: string, file: string): { data: Record<string, unknown>; body: string | null } {
  if (file.endsWith(".md")) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    if (!match) throw new Error(`${file}: no frontmatter between --- lines`);
    return { data: (parseYaml(match[1] ?? "") ?? {}) as Record<string, unknown>, body: match[2] ?? "" };
  }
  return { data: (parseYaml(text) ?? {}) as Record<string, unknown>, body: null };
}

export type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType };

export const defOf = (schema: z.ZodType | undefined): Def | undefined => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;
const isNeutral = (schema: z.ZodType | undefined) => (schema?.meta() as { i18n?: string } | undefined)?.i18n === "duplicate";

/** The schema under optional/default/pipe wrappers, checking for `neutral` on the way down. */
export function unwrap(schema: z.ZodType | undefined): { schema: z.ZodType | undefined; neutral: boolean } {
  let current = schema;
  let neutral = false;
  for (let depth = 0; current && depth < 10; depth++) {
    neutral ||= isNeutral(current);
    const def = defOf(current);
    const inner = def?.innerType ?? (def?.type === "pipe" ? def.in : undefined);
    if (!inner) break;
    current = inner;
  }
  return { schema: current, neutral };
}

const fieldName = (path: readonly (string | number)[]) =>
  path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key), "") ||
  "(the whole file)";

type MessageAst = ReturnType<IntlMessageFormat["getAst"]>;

/** Argument names and plural/select branches of an ICU message. */
function messageParts(
  elements: MessageAst,
  into = { names: new Set<string>(), plurals: [] as { name: string; keys: string[]; ordinal: boolean }[] },
) {
  for (const element of elements) {
    // 0 literal, 7 pound, 8 tag (see app/content/load.ts).
    if (element.type !== 0 && element.type !== 7 && element.type !== 8) into.names.add(element.value);
    if (element.type === 6)
      into.plurals.push({ name: element.value, keys: Object.keys(element.options), ordinal: element.pluralType === "ordinal" });
    if ("options" in element) for (const option of Object.values(element.options)) messageParts(option.value, into);
    if ("children" in element) messageParts(element.children, into);
  }
  return into;
}

function parseMessage(message: string, locale: string): MessageAst {
  return new IntlMessageFormat(message, locale).getAst();
}

/** Problems with one translated string, compared with its English source. */
function checkString(source: string, target: string, locale: Locale, report: (problem: string) => void) {
  if (!source.includes("{")) {
    if (target.includes("{")) report("has a { but the English text has no placeholder (write braces as '{' ... '}' or drop them)");
    return;
  }
  let sourceParts, targetParts;
  try {
    sourceParts = messageParts(parseMessage(source, "en"));
  } catch {
    return; // The English file's own checks report it.
  }
  try {
    targetParts = messageParts(parseMessage(target, localeInfo(locale).intl));
  } catch (error) {
    report(`not a valid message (${(error as Error).message}); an apostrophe in a message with braces is written ''`);
    return;
  }
  const expected = [...sourceParts.names].sort().join(", ");
  const actual = [...targetParts.names].sort().join(", ");
  if (expected !== actual) report(`placeholders {${actual}} differ from English {${expected}}`);
  for (const plural of targetParts.plurals) {
    const categories = new Intl.PluralRules(localeInfo(locale).intl, { type: plural.ordinal ? "ordinal" : "cardinal" }).resolvedOptions()
      .pluralCategories;
    const keys = plural.keys.filter((key) => !key.startsWith("="));
    const missing = categories.filter((category) => !keys.includes(category));
    const extra = keys.filter((key) => !(categories as string[]).includes(key));
    if (missing.length > 0 || extra.length > 0)
      report(
        `plural {${plural.name}} must have exactly the categories ${categories.join(", ")}${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; not in this language: ${extra.join(", ")}` : ""}`,
      );
  }
}

/**
 * Compares `target` with `source` along `schema`, calling `report(path, problem)` for each
 * difference; `sameAsEnglish` lists the texts that may stay as in English (none by default).
 */
export function compareData(
  source: unknown,
  target: unknown,
  schema: z.ZodType | undefined,
  locale: Locale,
  report: (path: (string | number)[], problem: string) => void,
  path: (string | number)[] = [],
  sameAsEnglish: ReadonlySet<string> = new Set(),
): void {
  const { schema: inner, neutral } = unwrap(schema);
  const def = defOf(inner);
  if (neutral || (def && ["enum", "literal", "number", "boolean", "date"].includes(def.type))) {
    if (JSON.stringify(source) !== JSON.stringify(target)) report(path, `must be copied from English as is: ${JSON.stringify(source)}`);
    return;
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(target)) return report(path, "must be a list, as in English");
    if (source.length !== target.length) report(path, `has ${target.length} items; English has ${source.length}`);
    source.forEach((item, index) => {
      if (index < target.length) compareData(item, target[index], def?.element, locale, report, [...path, index], sameAsEnglish);
    });
    return;
  }
  if (source && typeof source === "object") {
    if (!target || typeof target !== "object" || Array.isArray(target)) return report(path, "must be a group of fields, as in English");
    const shape = def?.shape;
    for (const key of Object.keys(source)) {
      if (!(key in target)) report([...path, key], "is missing (English has it)");
      else
        compareData(
          (source as Record<string, unknown>)[key],
          (target as Record<string, unknown>)[key],
          shape?.[key],
          locale,
          report,
          [...path, key],
          sameAsEnglish,
        );
    }
    for (const key of Object.keys(target)) {
      if (!(key in source) && !(path.length === 0 && key === SOURCE_HASH_KEY))
        report([...path, key], "is not in English (a misspelt or extra field)");
    }
    return;
  }
  if (typeof source === "string") {
    if (typeof target !== "string") return report(path, "must be text, as in English");
    checkString(source, target, locale, (problem) => report(path, problem));
    // Neutral fields and enums returned above: this text is meant to be translated.
    if (target.trim() === source.trim() && hasWords(source) && !sameAsEnglish.has(source.trim()))
      report(
        path,
        `${SAME_AS_ENGLISH_PROBLEM}; translate it, or list it in ${SAME_AS_ENGLISH_FILE} if it reads the same in both languages`,
      );
    return;
  }
  if (JSON.stringify(source) !== JSON.stringify(target)) report(path, `must be ${JSON.stringify(source)}, as in English`);
}

/** The outline of a Markdown body: headings' levels, link targets and code blocks, which a translation keeps. */
function markdownOutline(body: string) {
  const withoutCode = body.replace(/```[\s\S]*?```/g, "");
  return {
    headings: [...withoutCode.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]?.length ?? 0).join(" "),
    links: [...withoutCode.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1]).join(" "),
    code: [...body.matchAll(/```[\s\S]*?```/g)].map((match) => match[0]).join("\n"),
  };
}

/**
 * Every problem of one translated file (an unreadable file is one problem); `sameAsEnglish`
 * defaults to the list in `root`.
 */
export function checkTranslation(
  pair: TranslationPair,
  locale: Locale,
  root: string,
  sameAsEnglish: SameAsEnglish = readSameAsEnglish(root),
): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const report = (path: (string | number)[], problem: string) => problems.push({ file: pair.target, field: fieldName(path), problem });
  let source, target;
  try {
    source = readContentFile(readFileSync(join(root, pair.source), "utf8"), pair.source);
  } catch {
    return problems; // The English file's own checks report it.
  }
  try {
    target = readContentFile(readFileSync(join(root, pair.target), "utf8"), pair.target);
  } catch (error) {
    return [{ file: pair.target, field: "(the whole file)", problem: `cannot be read: ${(error as Error).message.split("\n")[0]}` }];
  }
  const allowed = sameAsEnglishFor(sameAsEnglish, locale);
  const keptFields = new Set(sameAsEnglish.fields[pair.collection.name] ?? []);
  compareData(
    source.data,
    target.data,
    pair.collection.schema,
    locale,
    (path, problem) => {
      if (!(keptFields.has(String(path[0])) && problem.startsWith(SAME_AS_ENGLISH_PROBLEM))) report(path, problem);
    },
    [],
    allowed,
  );
  // The schema's own rules too (lengths, formats), which a translation can break.
  const parsed = pair.collection.schema.safeParse(withoutSourceHash(target.data));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      report(
        issue.path.filter((key) => typeof key !== "symbol"),
        issue.message,
      );
  if (source.body !== null && target.body !== null) {
    const expected = markdownOutline(source.body);
    const actual = markdownOutline(target.body);
    if (expected.headings !== actual.headings)
      report(["body"], `headings (levels ${actual.headings}) differ from English (${expected.headings})`);
    if (expected.links !== actual.links)
      report(["body"], `link targets differ from English: [${actual.links}] instead of [${expected.links}]`);
    if (expected.code !== actual.code) report(["body"], "code blocks differ from English (keep them as they are)");
    if (target.body.trim() === "") report(["body"], "is empty");
    else if (target.body.trim() === source.body.trim()) report(["body"], SAME_AS_ENGLISH_PROBLEM);
  }
  return problems;
}

export type FileStatus = { pair: TranslationPair; state: "missing" | "outdated" | "current" | "unstamped" };

/** Whether each file exists in `locale`, and whether the English file changed since it was translated. */
export function translationStatus(locale: Locale, root: string): FileStatus[] {
  return translationPairs(locale, root).map((pair): FileStatus => {
    if (!existsSync(join(root, pair.target))) return { pair, state: "missing" };
    let recorded: unknown;
    try {
      recorded = readContentFile(readFileSync(join(root, pair.target), "utf8"), pair.target).data[SOURCE_HASH_KEY];
    } catch {
      return { pair, state: "unstamped" }; // Unreadable: checkTranslation reports it as a problem.
    }
    if (typeof recorded !== "string") return { pair, state: "unstamped" };
    return { pair, state: recorded === sourceHash(readFileSync(join(root, pair.source), "utf8")) ? "current" : "outdated" };
  });
}

/**
 * The translated file's text with `translatedFrom: <hash>` recorded: in YAML, the first key after
 * the leading comments; in Markdown, the same inside the frontmatter. A previous stamp is replaced.
 */
export function stampTranslation(text: string, file: string, hash: string): string {
  // Quoted: a hash such as 1512e0848407 would otherwise read as a number.
  const line = `${SOURCE_HASH_KEY}: "${hash}"`;
  const existing = new RegExp(`^${SOURCE_HASH_KEY}:.*\\r?\\n`, "m");
  if (file.endsWith(".md")) {
    const match = /^(---\r?\n)([\s\S]*?\r?\n)(---\r?\n?[\s\S]*)$/.exec(text);
    if (!match) throw new Error(`${file}: no frontmatter between --- lines`);
    const [, open = "", frontmatter = "", rest = ""] = match;
    return open + insertAfterComments(frontmatter.replace(existing, ""), line) + rest;
  }
  return insertAfterComments(text.replace(existing, ""), line);
}

function insertAfterComments(yaml: string, line: string): string {
  const lines = yaml.split("\n");
  let at = 0;
  while (at < lines.length - 1 && /^\s*(#.*)?\r?$/.test(lines[at] ?? "")) at++;
  lines.splice(at, 0, line);
  return lines.join("\n");
}
