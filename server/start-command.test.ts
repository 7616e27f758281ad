import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { createConnection } from "node:net";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeBuildStamp } from "../scripts/build/build-stamp.ts";
import { freePort } from "../shared/free-port.ts";
import { tempFolderWithBuild } from "./test-server.ts";

const projectRoot = resolve(import.meta.dirname, "..");
let workDir: string;

beforeEach(() => {
  workDir = tempFolderWithBuild("start-command-");
  // A complete build, as far as `npm start` can tell, so that it serves this one instead of building.
  writeBuildStamp(join(workDir, "build"));
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

function connects(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once("error", () => resolvePromise(false));
  });
}

// Process managers and test runners stop `npm start` by npm's own PID. npm passes the signal on to the shell that
// runs the script; unless that shell hands its place to node (exec), node is orphaned and keeps the port.
// `npm run serve` is the same server without the build first.
describe.each([
  { command: "npm start", args: ["start"] },
  { command: "npm run serve", args: ["run", "serve"] },
])("$command", ({ args }) => {
  it("leaves no server running once npm's own process is stopped", async () => {
    const port = await freePort();
    const npm = spawn("npm", [...args, "--silent"], {
      cwd: projectRoot,
      // Its own process group, so that cleanup can reach an orphaned server if this test fails.
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: join(workDir, "build"), DATA_DIR: join(workDir, "data") },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      let output = "";
      for await (const chunk of npm.stdout) {
        output += String(chunk);
        if (output.includes("Baobab Cloud website on")) break;
      }
      expect(await connects(port)).toBe(true);

      npm.kill("SIGTERM");
      await once(npm, "exit");
      expect(await connects(port)).toBe(false);
    } finally {
      if (npm.pid !== undefined) {
        try {
          process.kill(-npm.pid, "SIGKILL");
        } catch {
          // The group has already gone: nothing was left behind.
        }
      }
    }
  }, 20_000);
});
