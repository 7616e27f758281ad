import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Without these, Chromium tries to reach Google's services, which this network refuses. */
export const CHROMIUM_ARGS = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
];

/**
 * The Chromium to test with: CHROME_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own browser. Playwright's download does not work on machines without
 * internet, so we never rely on it; we fail with a message that says what to do.
 */
export function findChromium(): string {
  const candidates: { source: string; path: string | undefined }[] = [
    { source: "CHROME_PATH", path: process.env.CHROME_PATH },
    { source: "Debian's chromium package", path: "/usr/bin/chromium" },
    { source: "Playwright's own browser", path: safePlaywrightPath() },
  ];
  for (const { path } of candidates) if (path && existsSync(path)) return path;
  throw new Error(
    [
      "No Chromium found for the end-to-end tests. Tried:",
      ...candidates.map(({ source, path }) => `  - ${source}${path ? ` (${path})` : ""}`),
      "Fix one of: set CHROME_PATH to a Chromium or Chrome binary;",
      "  install Debian's package (apt-get install -y chromium);",
      "  or, where the internet is reachable, npx playwright install chromium.",
    ].join("\n"),
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
