import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serverContent } from "../scripts/build/server-content.ts";
import { BUILT_CONTENT_FILE, languagesOf, type BuiltContent, type Languages } from "./built-content.ts";

// Helpers for tests that start server/main.ts or make its parts.

const projectRoot = resolve(import.meta.dirname, "..");

/** Stops a test's server: its open connections closed too, resolved once it has closed. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

let content: BuiltContent | undefined;

/** What the build writes for the server (build/server-content.json), made from this checkout's content once per test file. */
export function testContent(): BuiltContent {
  content ??= serverContent();
  return content;
}

/** The languages of testContent(), as server/main.ts makes them from the build's file. */
export function testLanguages(): Languages {
  return languagesOf(testContent());
}

/**
 * A new temporary folder whose `build/` holds what the server needs: in `client/` a home page and
 * a 404 page, and nothing else; beside it the content file the build writes. Returns the folder.
 */
export function tempFolderWithBuild(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(folder, "build", "client"), { recursive: true });
  writeFileSync(join(folder, "build", BUILT_CONTENT_FILE), JSON.stringify(testContent()));
  writeFileSync(join(folder, "build", "client", "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(folder, "build", "client", "404.html"), "<!doctype html><title>Not found</title>");
  return folder;
}

export type StartedServer = {
  process: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
  /** Settles once its output includes `readyText`; rejects, with the output, if it exits first. */
  ready: Promise<void>;
};

/**
 * server/main.ts started with `env` over this process's environment (PORT, BUILD_DIR, …) and
 * `nodeArgs` before the script. The process is returned at once, so a caller can stop it even if
 * it never gets ready.
 */
export function startServer({
  env,
  readyText,
  nodeArgs = [],
}: {
  env: NodeJS.ProcessEnv;
  readyText: string;
  nodeArgs?: string[];
}): StartedServer {
  const child = spawn(process.execPath, [...nodeArgs, join(projectRoot, "server", "main.ts")], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += String(chunk)));
  const ready = new Promise<void>((done, fail) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes(readyText)) done();
    });
    child.once("exit", (code) => fail(new Error(`the server exited (${code}): ${output}`)));
  });
  return { process: child, output: () => output, ready };
}
