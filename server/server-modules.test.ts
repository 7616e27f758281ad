/**
 * What the server loads of app/. Not app/content/forms.data.ts: the pages' module of the forms'
 * words, which loads every language's forms.yaml and throws when one is missing. The server loads
 * the words through server/form-words.ts, which starts without a language whose forms.yaml has not
 * landed yet and answers that language in English; a module of the pages on its import path
 * (server/mail.ts once imported forms.data.ts, and app/site/form-options.ts did too) would stop the
 * start instead. The server is started for real, with a resolve hook that records every module it
 * loads.
 */
import { once } from "node:events";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startServer, tempFolderWithBuild } from "./test-server.ts";

let workDir: string;

beforeEach(() => {
  workDir = tempFolderWithBuild("server-modules-");
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

it("starts without loading the pages' forms words (app/content/forms.data.ts)", async () => {
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
  // The check can see what it looks for: the server does load the forms' words, through its own loader.
  expect(loaded.some((url) => url.endsWith("/app/content/form-words.ts"))).toBe(true);
  expect(loaded.filter((url) => url.endsWith("/app/content/forms.data.ts"))).toEqual([]);
}, 60_000);
