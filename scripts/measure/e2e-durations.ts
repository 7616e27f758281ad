/**
 * Where the end-to-end suite spends its time, from Playwright's JSON report
 * (test-results/playwright.json, written by every `npm run test:e2e`): the time of each spec file
 * (the sum of its tests' durations, which two workers share, so the sum exceeds the wall time),
 * the run's wall time, and the slowest tests.
 *
 *   node scripts/measure/e2e-durations.ts [report.json] [--top N] [--compare before.json]
 *
 * With --compare, each spec's time in the other report is shown beside it, for a before/after table.
 */
import { existsSync, readFileSync } from "node:fs";

type Result = { duration: number; status: string };
type Spec = { title: string; file: string; tests: { results: Result[] }[] };
type Suite = { title: string; file: string; specs?: Spec[]; suites?: Suite[] };
export type Report = {
  suites?: Suite[];
  stats?: { duration?: number; expected?: number; unexpected?: number; skipped?: number; flaky?: number };
};

export type TestTime = { file: string; title: string; ms: number };

/** Every test of the report with the time of its (last) run, its title prefixed by its describe blocks. */
export function testTimes(report: Report): TestTime[] {
  const times: TestTime[] = [];
  const visit = (suite: Suite, titles: string[]) => {
    // A file's own suite is titled with its path: not part of a test's title.
    const inner = suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        times.push({ file: spec.file, title: [...inner, spec.title].join(" › "), ms: test.results.at(-1)?.duration ?? 0 });
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return times;
}

/** The time of each spec file: its tests' durations summed, and how many tests it has. */
export function perFile(times: readonly TestTime[]): Map<string, { ms: number; tests: number }> {
  const files = new Map<string, { ms: number; tests: number }>();
  for (const { file, ms } of times) {
    const entry = files.get(file) ?? { ms: 0, tests: 0 };
    files.set(file, { ms: entry.ms + ms, tests: entry.tests + 1 });
  }
  return files;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function readReport(path: string): Report {
  if (!existsSync(path)) throw new Error(`${path}: no report (run the e2e tests first)`);
  return JSON.parse(readFileSync(path, "utf8")) as Report;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args.splice(index, 2)[1];
  };
  const top = Number(option("--top") ?? 15);
  const comparePath = option("--compare");
  const report = readReport(args[0] ?? "test-results/playwright.json");
  const times = testTimes(report);
  const files = perFile(times);
  const before = comparePath ? perFile(testTimes(readReport(comparePath))) : undefined;

  const stats = report.stats ?? {};
  console.log(
    `wall time ${seconds(stats.duration ?? 0)}; ${times.length} tests (${stats.expected ?? 0} passed, ${stats.unexpected ?? 0} failed, ${stats.skipped ?? 0} skipped); test time summed ${seconds(times.reduce((sum, t) => sum + t.ms, 0))}`,
  );
  console.log(`\nper spec file${before ? " (before → after)" : ""}:`);
  const names = [...new Set([...files.keys(), ...(before?.keys() ?? [])])];
  names.sort((a, b) => (files.get(b)?.ms ?? 0) - (files.get(a)?.ms ?? 0));
  for (const name of names) {
    const now = files.get(name);
    const then = before?.get(name);
    const nowText = now ? `${seconds(now.ms)} (${now.tests} tests)` : "absent";
    const thenText = before ? `${then ? `${seconds(then.ms)} (${then.tests} tests)` : "absent"} → ` : "";
    console.log(`  ${name.padEnd(32)} ${thenText}${nowText}`);
  }
  console.log(`\nslowest ${top} tests:`);
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, top))
    console.log(`  ${seconds(t.ms).padStart(8)}  ${t.file}: ${t.title}`);
}
