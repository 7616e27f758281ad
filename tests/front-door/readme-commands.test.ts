/**
 * The front door: what a newcomer does first, done literally. The README's first command runs in
 * a fresh copy of the project (the files git tracks or would track, no node_modules, no build),
 * with the machine's own Node and npm, as a person would type it; the site it serves must answer,
 * and Ctrl+C must stop it. The commands come from the README itself, so the README cannot drift
 * from what is tested.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../shared/free-port.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");

/** The commands of the README's "Two commands" block, without their comments. */
function readmeCommands(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith("Two commands"));
  const block = section?.match(/```sh\n([\s\S]*?)```/)?.[1];
  if (block === undefined) throw new Error('README.md has no "## Two commands" section with a ```sh block');
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);
}

const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
const [firstCommand, testCommand] = readmeCommands(readme);

describe("the README's two commands", () => {
  it("are install-and-start and test, and CI runs the test command", () => {
    expect(readmeCommands(readme)).toEqual(["npm install && npm start", "npm test"]);
    const ci = readFileSync(join(projectRoot, ".ci", "run"), "utf8");
    expect(ci.split("\n").map((line) => line.trim())).toContain(testCommand);
  });
});

/** A copy of the project as a fresh clone of it would be: tracked and untracked-but-not-ignored files. */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "front-door-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const source = join(projectRoot, file);
    if (!existsSync(source)) continue; // deleted in the working tree, not yet in git
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(source, join(dir, file));
  }
  return dir;
}

/**
 * The environment of a person's shell: without what npm and Vitest add to it (npm_* settings,
 * NODE_ENV=test, the project's node_modules/.bin with its Node 24 first on PATH).
 */
function newcomerEnvironment(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|NODE_ENV$|NODE$|INIT_CWD$|TEST$|BUILD_DIR$|PORT$|HOST$|DATA_DIR$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((entry) => !entry.includes(join("node_modules", ".bin")))
    .join(delimiter);
  env.PORT = String(port);
  env.HOST = "127.0.0.1";
  return env;
}

async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const INSTALL_AND_BUILD_LIMIT_MS = 8 * 60_000;

describe("`npm install && npm start` in a fresh copy", () => {
  let workDir: string | undefined;
  let shell: ChildProcess | undefined;

  afterAll(() => {
    // If a check failed before Ctrl+C, stop whatever is left of the command's process group.
    if (shell?.pid !== undefined && shell.exitCode === null) {
      try {
        process.kill(-shell.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    // A whole node_modules and build: removing them takes a while.
    if (workDir !== undefined) rmSync(workDir, { recursive: true, force: true });
  }, 120_000);

  it(
    "installs, builds, serves the site with real statuses, and stops on Ctrl+C",
    async () => {
      if (firstCommand === undefined) throw new Error("the README shows no command to start the site");
      workDir = freshCopy();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const started = Date.now();
      // Its own process group, as a terminal gives a command: Ctrl+C signals the whole group.
      const command: ChildProcess = spawn("sh", ["-c", firstCommand], {
        cwd: workDir,
        env: newcomerEnvironment(port),
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      shell = command;
      let output = "";
      command.stdout?.on("data", (chunk: Buffer) => (output += String(chunk)));
      command.stderr?.on("data", (chunk: Buffer) => (output += String(chunk)));

      let home: number | undefined;
      while (Date.now() - started < INSTALL_AND_BUILD_LIMIT_MS && command.exitCode === null) {
        home = await status(`${origin}/`);
        if (home !== undefined) break;
        await new Promise((wait) => setTimeout(wait, 1_000));
      }
      if (home === undefined) throw new Error(`nothing served on ${origin} (exit code ${command.exitCode}):\n${output.slice(-4_000)}`);
      console.log(`front door: install, build and first answer in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      expect(home).toBe(200);
      expect(await status(`${origin}/services/cloud-computing`)).toBe(200);
      expect(await status(`${origin}/no-such-page-${Date.now()}`)).toBe(404);

      if (command.pid === undefined) throw new Error("the command has no process id");
      const exited = once(command, "exit");
      process.kill(-command.pid, "SIGINT");
      await exited;
      expect(await status(`${origin}/`)).toBeUndefined();
    },
    INSTALL_AND_BUILD_LIMIT_MS + 60_000,
  );
});
