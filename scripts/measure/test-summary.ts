/**
 * Prints one line, "N passed, N failed", summing the unit tests, the deploy test, the editorial test
 * and the front-door test (Vitest) and the end-to-end tests (Playwright) from their JSON reports in
 * test-results/. A runner whose report is missing adds nothing, and its line says it did not run
 * (npm test stops at the first failing step). Used by .ci/run.
 */
import { existsSync, readFileSync } from "node:fs";

type Counts = { passed: number; failed: number; skipped: number };

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

function vitestCounts(report: unknown): Counts {
  const r = report as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number; numTodoTests?: number } | undefined;
  return { passed: r?.numPassedTests ?? 0, failed: r?.numFailedTests ?? 0, skipped: (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0) };
}

function playwrightCounts(report: unknown): Counts {
  const stats = (report as { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number } } | undefined)?.stats;
  return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0, skipped: stats?.skipped ?? 0 };
}

export function summarize(counts: Counts[]): string {
  const total = counts.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );
  return `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`;
}

if (import.meta.main) {
  const unit = vitestCounts(readJson("test-results/vitest.json"));
  const deploy = vitestCounts(readJson("test-results/vitest-deploy.json"));
  const e2e = playwrightCounts(readJson("test-results/playwright.json"));
  const editorial = vitestCounts(readJson("test-results/vitest-editorial.json"));
  const frontDoor = vitestCounts(readJson("test-results/vitest-front-door.json"));
  const ran = (file: string) => (existsSync(file) ? "" : " (did not run)");
  console.log(`unit: ${summarize([unit])}${ran("test-results/vitest.json")}`);
  console.log(`deploy: ${summarize([deploy])}${ran("test-results/vitest-deploy.json")}`);
  console.log(`e2e: ${summarize([e2e])}${ran("test-results/playwright.json")}`);
  console.log(`editorial: ${summarize([editorial])}${ran("test-results/vitest-editorial.json")}`);
  console.log(`front door: ${summarize([frontDoor])}${ran("test-results/vitest-front-door.json")}`);
  console.log(summarize([unit, deploy, e2e, editorial, frontDoor]));
}
