/**
 * What the server loads of app/: the forms room (app/forms/) and nothing else. The words, languages
 * and policy version come from the file the build writes (build/server-content.json,
 * server/built-content.ts), so a deployment needs build/ and server/, not the content sources, and
 * no content module's import-time work (loading every language's YAML) runs at start-up. The server
 * is started for real, with a resolve hook that records every module it loads; eslint.config.js's
 * server block keeps the imports so (scripts/lint/eslint-layers.test.ts).
 */
import { once } from "node:events";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startServer, tempFolderWithBuild } from "./test-server.ts";

const app = pathToFileURL(resolve(import.meta.dirname, "..", "app")).href;
let workDir: string;

beforeEach(() => {
  workDir = tempFolderWithBuild("server-modules-");
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

it("starts loading nothing of app/ but the forms room", async () => {
  const loadedList = join(workDir, "loaded.txt");
  const hook = join(workDir, "record-modules.mjs");
  writeFileSync(
    hook,
    `import { registerHooks } from "node:module";
import { appendFileSync } from "node:fs";
registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); appendFileSync(${JSON.stringify(loadedList)}, found.url + "\\n"); return found; } });
`,
  );
  const server = startServer({
    env: { PORT: "0", HOST: "127.0.0.1", BUILD_DIR: join(workDir, "build"), DATA_DIR: join(workDir, "data"), SMTP_URL: "" },
    readyText: "website on",
    nodeArgs: ["--import", pathToFileURL(hook).href],
  });
  try {
    await server.ready;
  } finally {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGTERM");
      await once(server.process, "exit");
    }
  }

  const loaded = readFileSync(loadedList, "utf8").split("\n");
  // The check can see what it looks for: the server does load the forms room.
  expect(loaded.some((url) => url.startsWith(`${app}/forms/`))).toBe(true);
  expect(loaded.filter((url) => url.startsWith(`${app}/`) && !url.startsWith(`${app}/forms/`))).toEqual([]);
  expect(server.output()).toContain("forms answer in en, fr, ar, pt");
}, 60_000);
