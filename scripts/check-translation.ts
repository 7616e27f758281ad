/**
 * Checks one language's translated content files against English and prints every problem:
 * `node scripts/check-translation.ts [--root <repository>] <locale>`. Exit code 1 when a problem is found.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { isLocale } from "../app/lib/locales.ts";
import { checkTranslation, translationPairs } from "./translation-check.ts";

const args = process.argv.slice(2);
const rootIndex = args.indexOf("--root");
const root = rootIndex >= 0 ? (args[rootIndex + 1] ?? ".") : process.cwd();
const locale = (rootIndex >= 0 ? args.filter((_, index) => index !== rootIndex && index !== rootIndex + 1) : args)[0] ?? "";
if (!isLocale(locale)) throw new Error(`usage: check-translation.ts [--root <dir>] <locale>; unknown locale "${locale}"`);

let problems = 0;
const missing: string[] = [];
for (const pair of translationPairs(locale, root)) {
  if (!existsSync(join(root, pair.target))) {
    if (!pair.optional) missing.push(pair.target);
    continue;
  }
  for (const problem of checkTranslation(pair, locale, root)) {
    problems++;
    console.log(`${problem.file}: ${problem.field}: ${problem.problem}`);
  }
}
console.log(
  `\n${problems} problem(s) in the files present; ${missing.length} file(s) missing:${missing.map((file) => `\n  ${file}`).join("")}`,
);
process.exitCode = problems > 0 ? 1 : 0;
