/**
 * Compares the visible text of every built page with another build's: `node
 * scripts/measure/compare-page-text.ts <baseline>/client [build/client]`. Text is the HTML with <head>,
 * scripts, styles and tags removed and whitespace collapsed, so a change of markup alone is not
 * reported but any changed word is. Prints each page that differs with the first difference,
 * and pages present in only one build; exits 1 if any.
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

async function texts(dir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const file of await builtFiles(dir))
    if (file.endsWith(".html")) pages.set(file, visibleText(await readFile(join(dir, file), "utf8")));
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
for (const [page, text] of before) {
  const now = after.get(page);
  if (now === undefined) {
    console.log(`missing after: ${page}`);
    problems++;
  } else if (now !== text) {
    console.log(`changed: ${page}\n${firstDifference(text, now)}`);
    problems++;
  }
}
for (const page of after.keys()) {
  if (before.has(page)) continue;
  console.log(`new: ${page}`);
  problems++;
}
const identical = [...before.keys()].filter((page) => after.get(page) === before.get(page)).length;
console.log(`${before.size} pages before, ${after.size} after, ${identical} identical, ${problems} differing or missing`);
process.exitCode = problems > 0 ? 1 : 0;
