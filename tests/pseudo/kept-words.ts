/**
 * Words a pseudo page may show in plain English because they are the same in every language by
 * design: the texts content/translations-same-as-english.yaml keeps for all languages, the
 * figures and names of content/facts/ (addresses, people, codes), and the fields of localized
 * files marked `i18n: "duplicate"` (authors' names, ids).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { PSEUDO_LOCALE } from "../../app/lib/locales.ts";
import {
  defOf,
  readContentFile,
  readSameAsEnglish,
  sameAsEnglishFor,
  translationPairs,
  unwrap,
} from "../../scripts/operations/translation-check.ts";

const words = (text: string) => text.match(/\p{L}+/gu) ?? [];

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** The strings of `data` that its schema keeps the same in every language. */
function neutralStrings(data: unknown, schema: z.ZodType | undefined, into: string[]): void {
  const { schema: inner, neutral } = unwrap(schema);
  const def = defOf(inner);
  if (neutral || (def && ["enum", "literal"].includes(def.type))) {
    strings(data, into);
    return;
  }
  if (Array.isArray(data)) for (const item of data) neutralStrings(item, def?.element, into);
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) neutralStrings(value, def?.shape?.[key], into);
}

export function keptWords(root: string): Set<string> {
  const texts = [...sameAsEnglishFor(readSameAsEnglish(root), PSEUDO_LOCALE)];
  const facts = join(root, "content", "facts");
  for (const name of readdirSync(facts)) texts.push(...strings(parse(readFileSync(join(facts, name), "utf8"))));
  for (const pair of translationPairs(PSEUDO_LOCALE as never, root)) {
    const { data } = readContentFile(readFileSync(join(root, pair.source), "utf8"), pair.source);
    neutralStrings(data, pair.collection.schema, texts);
  }
  return new Set(texts.flatMap(words));
}
