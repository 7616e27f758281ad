/**
 * The state of every translation (docs/languages.md):
 *
 *   npm run translations                       per language: files missing, outdated (the English
 *                                              file changed since the translation recorded its hash),
 *                                              unstamped, and every problem of the files present
 *   npm run translations -- --check            the same, exit code 1 on a missing file or a problem
 *   npm run translations -- --stamp fr [files] records the English file's current hash in each
 *                                              French file named (all present ones by default):
 *                                              do it after updating a translation
 *
 * `--root <dir>` reads another checkout (the tests use it). CI prints the list without failing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { isLocale, localeCodes, SOURCE_LOCALE, type Locale } from "../../app/lib/locales.ts";
import { readYaml } from "../../app/content/load.ts";
import { parse as parseYaml } from "yaml";
import { loadPlaceFacts } from "../../app/content/places/loader.ts";
import { CURRENCY_FACTS_FILE } from "../../app/content/pricing/price-list-loader.ts";
import { countriesWithoutTrustPage, RESIDENCY_FACTS_FILE, staleLegalReviews } from "../../app/content/residency/loader.ts";
import { residencyFactsSchema } from "../../app/content/residency/schema.ts";
import { checkTranslation, readSameAsEnglish, sourceHash, stampTranslation, translationStatus } from "./translation-check.ts";

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

const args = process.argv.slice(2);
const root = resolve(option(args, "--root") ?? process.cwd());
const stampLocale = option(args, "--stamp");
const check = args.includes("--check");
const rest = args.filter((arg) => arg !== "--check");
const targetLocales = localeCodes.filter((code) => code !== SOURCE_LOCALE);

if (stampLocale !== undefined) {
  if (!isLocale(stampLocale) || stampLocale === SOURCE_LOCALE)
    throw new Error(`--stamp: "${stampLocale}" is not a translated language (${targetLocales.join(", ")})`);
  stamp(stampLocale, rest);
} else {
  if (rest.length > 0) throw new Error(`unknown arguments: ${rest.join(" ")} (see scripts/operations/translations.ts)`);
  process.exitCode = report() && check ? 1 : 0;
}

function stamp(locale: Locale, files: string[]) {
  const statuses = translationStatus(locale, root).filter((status) => status.state !== "missing");
  const wanted = new Set(files.map((file) => relative(root, resolve(file))));
  const chosen = wanted.size === 0 ? statuses : statuses.filter((status) => wanted.has(status.pair.target));
  const unknown = [...wanted].filter((file) => !statuses.some((status) => status.pair.target === file));
  if (unknown.length > 0) throw new Error(`not a translated file of "${locale}": ${unknown.join(", ")}`);
  for (const { pair } of chosen) {
    const target = join(root, pair.target);
    const text = readFileSync(target, "utf8");
    const stamped = stampTranslation(text, pair.target, sourceHash(readFileSync(join(root, pair.source), "utf8")));
    if (stamped !== text) writeFileSync(target, stamped);
  }
  console.log(`${locale}: ${chosen.length} file(s) record their English source's current hash`);
}

/** Prints the state of every language; true when a file is missing or has a problem. */
function report(): boolean {
  const sameAsEnglish = readSameAsEnglish(root);
  let failing = false;
  for (const locale of targetLocales) {
    const statuses = translationStatus(locale, root);
    const byState = (state: string) => statuses.filter((status) => status.state === state);
    const missing = byState("missing").filter((status) => !status.pair.optional);
    const englishOnly = byState("missing").length - missing.length;
    const problems = statuses
      .filter((status) => status.state !== "missing" && existsSync(join(root, status.pair.target)))
      .flatMap((status) => checkTranslation(status.pair, locale, root, sameAsEnglish));
    failing ||= missing.length > 0 || problems.length > 0;
    const list = (title: string, files: string[]) => {
      if (files.length > 0) console.log(`  ${title} (${files.length}):${files.map((file) => `\n    ${file}`).join("")}`);
    };
    console.log(
      `${locale}: ${byState("current").length} current, ${byState("outdated").length} outdated, ${byState("unstamped").length} unstamped, ` +
        `${missing.length} missing, ${problems.length} problem(s)${englishOnly ? `; ${englishOnly} shown in English (optional)` : ""}`,
    );
    list(
      "missing",
      missing.map((status) => status.pair.target),
    );
    list(
      "outdated: the English file changed; update, then --stamp",
      byState("outdated").map((status) => status.pair.target),
    );
    list(
      "unstamped: no record of the English source; check, then --stamp",
      byState("unstamped").map((status) => status.pair.target),
    );
    list(
      "problems",
      problems.map((problem) => `${problem.file}: ${problem.field}: ${problem.problem}`),
    );
  }
  // The trust pages' legal reviews: listed when older than 12 months, never failing (a date is not a change).
  const stale = staleLegalReviews(readYaml(RESIDENCY_FACTS_FILE, residencyFactsSchema, root), new Date().toISOString().slice(0, 10));
  console.log(`legal reviews (${RESIDENCY_FACTS_FILE}): ${stale.length} older than 12 months`);
  for (const country of stale) console.log(`    /trust/${country.slug}: last reviewed ${country.lastReview}`);
  // Countries we bill in or serve from with no trust page yet: listed, never failing (each page is counsel's work).
  const places = loadPlaceFacts(root);
  const currencies = parseYaml(readFileSync(join(root, CURRENCY_FACTS_FILE), "utf8")) as { currencies: { regions?: string[] }[] };
  const uncovered = countriesWithoutTrustPage(
    {
      billed: currencies.currencies.flatMap((currency) => currency.regions ?? []),
      dataCenters: places.dataCenters.map((dataCenter) => dataCenter.country),
      edges: places.edgeLocations.map((edge) => edge.country),
    },
    readYaml(RESIDENCY_FACTS_FILE, residencyFactsSchema, root),
  );
  console.log(
    `trust pages (${RESIDENCY_FACTS_FILE}): ${uncovered.length} countries we bill in or have a data center or edge location in have none${uncovered.length ? `: ${uncovered.join(", ")}` : ""}`,
  );
  return failing;
}
