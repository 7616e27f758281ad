import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/chromium-path";

// Tests run against the production build served exactly as `npm start` serves it.
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;

// Form submissions of this run go to a fresh directory of their own. The main process
// names it once; workers inherit the variable, and specs read submissions back from it
// (tests/e2e/submissions.ts).
const e2eDataDir = (process.env.E2E_DATA_DIR ??= resolve("test-results", `e2e-data-${PORT}-${Date.now().toString(36)}`));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  // Playwright empties its output directory at start: a folder of its own, so the unit
  // tests' report beside it (test-results/vitest.json) survives for the CI summary.
  outputDir: "test-results/playwright",
  use: {
    baseURL,
    // A trace of every test, kept on failure, costs about a tenth of the suite's time (35 route-walk
    // tests: 41.8 s against 38.3 s without). CI keeps only what it prints, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/main.ts",
    // Every test posts from 127.0.0.1: the per-address rate limit is tested in server/forms-api.limits.test.ts.
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: e2eDataDir, FORMS_RATE_LIMIT: "1000" },
    url: baseURL,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    timeout: 30_000,
  },
});
