/**
 * Compares the visible text and the head of every built page with another build's: `node
 * scripts/measure/compare-page-text.ts <baseline>/client [build/client]`. Text is the HTML with <head>,
 * scripts, styles and tags removed and whitespace collapsed, so a change of markup alone is not
 * reported but any changed word is. The head is its tags (title, meta, link, structured data) as
 * a set, entities decoded, without what the build's steps write (the policy, the critical CSS and
 * its stylesheet link), so a changed title, description, alternate or datum is reported but not
 * the order or escaping of the tags. Prints each page that differs with the first difference, and
 * pages present in only one build; exits 1 if any.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { builtFiles } from "../build/built-files.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };

export function visibleText(html: string): string {
  // React's <!-- --> markers between adjacent text nodes ("2018<!-- -->.") are no boundary a reader sees.
  return html
    .replace(/<head[\s\S]*?<\/head>/i, " ")
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

const decoded = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? "");

/** A page's head tags, one per line, sorted: what a crawler or a browser reads of the head. */
export function headTags(html: string): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  return [...head.matchAll(/<(title|script)\b[^>]*>[\s\S]*?<\/\1>|<(meta|link)\b[^>]*>/gi)]
    .map(([tag]) =>
      decoded(tag)
        .replace(/\\u0026/g, "&")
        .replace(/\\u003c/g, "<")
        .replace(/\\u003e/g, ">")
        .replace(/\s*\/?>$/, ">"),
    )
    .filter((tag) => !/^<meta http-equiv="Content-Security-Policy"|^<link rel="stylesheet"|^<script type="speculationrules"/i.test(tag))
    .sort()
    .join("\n");
}

async function texts(dir: string): Promise<Map<string, { text: string; head: string }>> {
  const pages = new Map<string, { text: string; head: string }>();
  for (const file of await builtFiles(dir))
    if (file.endsWith(".html")) {
      const html = await readFile(join(dir, file), "utf8");
      pages.set(file, { text: visibleText(html), head: headTags(html) });
    }
  return pages;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `  before: …${a.slice(from, i + 100)}…\n  after:  …${b.slice(from, i + 100)}…`;
}

const [baselineArg, buildArg = "build/client"] = process.argv.slice(2);
if (!baselineArg) throw new Error("usage: node scripts/measure/compare-page-text.ts <baseline client dir> [build client dir]");
const before = await texts(resolve(baselineArg));
const after = await texts(resolve(buildArg));
let problems = 0;
for (const [page, { text, head }] of before) {
  const now = after.get(page);
  if (now === undefined) {
    console.log(`missing after: ${page}`);
    problems++;
  } else if (now.text !== text) {
    console.log(`changed: ${page}\n${firstDifference(text, now.text)}`);
    problems++;
  } else if (now.head !== head) {
    console.log(`head changed: ${page}\n${firstDifference(head, now.head)}`);
    problems++;
  }
}
for (const page of after.keys()) {
  if (before.has(page)) continue;
  console.log(`new: ${page}`);
  problems++;
}
const identical = [...before].filter(([page, { text, head }]) => after.get(page)?.text === text && after.get(page)?.head === head).length;
console.log(`${before.size} pages before, ${after.size} after, ${identical} identical in text and head, ${problems} differing or missing`);
process.exitCode = problems > 0 ? 1 : 0;
