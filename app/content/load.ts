/**
 * The content loader: reads a YAML file under content/, checks it against its collection's zod
 * schema and formats its ICU messages, all at build time (in Node: Astro's build and dev server,
 * Vitest, the build's scripts); no bundle for the browser loads it. A broken
 * file throws a ContentError naming the file and the field, so `npm run build` stops on it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { DEFAULT_LOCALE, intlLocale } from "#app/lib/format.ts";
import { withoutSourceHash } from "#app/i18n/translation-source.ts";

/** The repository root: content/ paths in messages are relative to it. */
export const ROOT = join(import.meta.dirname, "..", "..");

export class ContentError extends Error {
  override name = "ContentError";
}

/** "plans[0].priceUsd" from zod's ["plans", 0, "priceUsd"]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    "",
  );
}

/** Reads and validates one YAML file; `file` is relative to the repository root, e.g. "content/facts/site.yaml". */
export function readYaml<Schema extends z.ZodType>(file: string, schema: Schema, root = ROOT): z.infer<Schema> {
  let source: string;
  try {
    source = readFileSync(join(root, file), "utf8");
  } catch {
    throw new ContentError(`${file}: the file is missing`);
  }
  const data = parsedYaml(join(root, file), source, file);
  const parsed = schema.safeParse(withoutSourceHash(data), { reportInput: true });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${file}: ${fieldPath(issue.path) || "(the whole file)"}: ${describeIssue(issue)}`);
    throw new ContentError(problems.join("\n"));
  }
  return parsed.data;
}

/**
 * Each file's parsed YAML, by path, with the text it was parsed from. The loaders ask for the
 * same file many times (currencies.yaml about 130 times while the site model loads, once per
 * language and module that names a currency), and parsing is most of a load's time; the file is
 * still read each time, so an edit (npm run dev) is parsed again. The data is frozen: callers get
 * zod's copy of it, and a step that changed the shared parse would fail here, not in another page.
 */
const yamlParses = new Map<string, { source: string; data: unknown }>();

function parsedYaml(path: string, source: string, file: string): unknown {
  const known = yamlParses.get(path);
  if (known?.source === source) return known.data;
  let data: unknown;
  try {
    data = deepFreeze(parseYaml(source));
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  yamlParses.set(path, { source, data });
  return data;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** What is wrong, for a person: `expected number, received "forty-nine"`, or that a field is missing. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    const received = issue.input === undefined ? "nothing (the field is missing)" : JSON.stringify(issue.input);
    return `expected ${issue.expected}, received ${received}`;
  }
  return issue.message;
}

/** The YAML files of a folder collection's locale, by file name (the slug), in file-name order. */
export function readFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  locale: string = DEFAULT_LOCALE,
  root = ROOT,
): { slug: string; file: string; data: z.infer<Schema> }[] {
  const dir = `${folder}/${locale}`;
  const names = readdirSync(join(root, dir))
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  return names.map((name) => {
    const file = `${dir}/${name}`;
    return { slug: name.slice(0, -".yaml".length), file, data: readYaml(file, schema, root) };
  });
}

/** Values a message may name: facts (numbers are formatted in the locale) and computed strings such as "$49". */
export type MessageValues = Record<string, string | number>;

/**
 * Formats every string of `data` that holds an ICU placeholder ("Start your {trialDays}-day free
 * trial") with `values`, in `locale`, and returns the same shape. Strings without "{" are left as
 * written, so an apostrophe in plain prose needs no ICU quoting. A placeholder with no value, or a
 * malformed message, throws a ContentError naming the file and the field.
 */
export function formatMessages<T>(data: T, values: MessageValues, file: string, locale: string = DEFAULT_LOCALE): T {
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === "string") return value.includes("{") ? formatMessage(value, values, `${file}: ${fieldPath(path)}`, locale) : value;
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]));
    return value;
  };
  return walk(data, []) as T;
}

/**
 * The tags a message may hold, kept as written: the page renders them (components/ui/message.tsx;
 * `<link>` and a sentence's other links, `<feed>`, are links, the server's pages render `<link>` too).
 */
const keptTags = Object.fromEntries(
  ["hidden", "strong", "link", "feed"].map((name) => [name, (chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`]),
);

/**
 * A message's formatter, made once per text and locale: parsing the message and resolving its
 * locale is most of formatting it, and the site model formats the same messages for many pages.
 */
const messageFormats = new Map<string, IntlMessageFormat>();
function messageFormat(message: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${message}`;
  let formatter = messageFormats.get(key);
  if (!formatter) messageFormats.set(key, (formatter = new IntlMessageFormat(message, locale)));
  return formatter;
}

/** One ICU message, formatted in `locale` with Latin digits; `where` names the file and field in errors. */
export function formatMessage(message: string, values: MessageValues, where: string, locale: string = DEFAULT_LOCALE): string {
  let formatter: IntlMessageFormat;
  try {
    formatter = messageFormat(message, intlLocale(locale));
  } catch (error) {
    throw new ContentError(`${where}: not a valid message (${(error as Error).message})`);
  }
  const names = placeholders(formatter.getAst());
  const missing = names.filter((name) => !(name in values));
  if (missing.length > 0)
    throw new ContentError(`${where}: unknown placeholder {${missing.join("}, {")}}; known: ${Object.keys(values).sort().join(", ")}`);
  // A tag (<hidden>…</hidden>) stays in the text for the page to render (app/lib/message-parts.ts).
  const result = formatter.format({ ...keptTags, ...values });
  if (typeof result !== "string") throw new ContentError(`${where}: the message did not format to text`);
  return result;
}

type MessageAst = ReturnType<IntlMessageFormat["getAst"]>;

/**
 * The argument names of an ICU message, e.g. ["trialDays"], read from its syntax tree: the
 * words of a plural's branches ("{count, plural, one {country} other {countries}}") are text,
 * not arguments.
 */
function placeholders(elements: MessageAst): string[] {
  return elements.flatMap((element): string[] => {
    // 0 is literal text, 7 the "#" of a plural, 8 a tag: none names a value.
    const own = element.type === 0 || element.type === 7 || element.type === 8 ? [] : [element.value];
    const branches = "options" in element ? Object.values(element.options).flatMap((option) => placeholders(option.value)) : [];
    const children = "children" in element ? placeholders(element.children) : [];
    return [...own, ...branches, ...children];
  });
}

/** A path relative to the repository root, for messages about a file given absolutely. */
export function contentPath(absolute: string, root = ROOT): string {
  return relative(root, absolute).split("\\").join("/");
}
