/**
 * A restart loses no submission (issue 29: deploy). In production systemd holds the forms
 * server's listening socket (deploy/systemd/baobab-forms.socket) and passes it to each process it
 * starts; here `systemd-socket-activate` does the same for a shell that runs the server twice in
 * turn, as `systemctl restart` does. Posts go on while the first process is told to stop: each is
 * answered 201 by one process or the other, none is refused, and each is stored exactly once.
 * Skipped, with a message, where systemd's tool is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../shared/free-port.ts";
import { openSubmissionsStore } from "./submissions-store.ts";
import { tempFolderWithBuild } from "./test-server.ts";

const ACTIVATE = "systemd-socket-activate";
const hasActivate = spawnSync(ACTIVATE, ["--version"], { stdio: "ignore" }).status === 0;
const main = resolve(import.meta.dirname, "main.ts");

let folder = "";
let launcher: ChildProcess | undefined;

afterEach(() => {
  if (launcher?.pid && launcher.exitCode === null) process.kill(-launcher.pid, "SIGKILL");
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const contact = (i: number) => ({
  firstName: "Amina",
  lastName: `Bello ${i}`,
  email: `amina${i}@example.com`,
  topic: "sales",
  message: `Lead ${i} sent while the server restarts`,
});

describe("a restart of the forms server under systemd socket activation", () => {
  it("answers every post sent meanwhile and stores each exactly once", async (context) => {
    if (!hasActivate) {
      console.log(`${ACTIVATE} is not installed here: the restart test is skipped (it runs where systemd is, e.g. CI).`);
      context.skip();
      return;
    }
    folder = tempFolderWithBuild("baobab-restart-");
    const port = await freePort();
    // Each server is exec'd from a subshell, so LISTEN_PID is its own pid, as systemd sets it.
    const script = `for run in 1 2; do (echo "server $BASHPID"; export LISTEN_PID=$BASHPID; exec "${process.execPath}" "${main}"); done`;
    const env = { BUILD_DIR: join(folder, "build"), DATA_DIR: join(folder, "data"), FORMS_RATE_LIMIT: "100000" };
    launcher = spawn(
      ACTIVATE,
      ["-l", `127.0.0.1:${port}`, ...Object.entries(env).flatMap(([name, value]) => ["-E", `${name}=${value}`]), "/bin/bash", "-c", script],
      { detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    launcher.stdout?.on("data", (chunk: Buffer) => (output += String(chunk)));
    launcher.stderr?.on("data", (chunk: Buffer) => (output += String(chunk)));

    const post = (i: number) =>
      fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Connection: "close" },
        body: JSON.stringify(contact(i)),
      }).then(
        (response) => response.status,
        (error: Error) => `${error.message} (${String((error.cause as Error | undefined)?.message ?? "")})`,
      );

    const statuses: (number | string)[] = [];
    // The first post starts the first server (systemd-socket-activate waits for a connection). The
    // tool listens a moment after it starts: a refused connection (nothing sent) is tried again.
    const startedBy = Date.now() + 10_000;
    let answer = await post(0);
    while (typeof answer === "string" && answer.includes("ECONNREFUSED") && Date.now() < startedBy) {
      await new Promise((wait) => setTimeout(wait, 100));
      answer = await post(0);
    }
    statuses.push(answer);
    // Its line may reach this process a moment after its answer.
    while (!/server (\d+)/.test(output) && Date.now() < startedBy) await new Promise((wait) => setTimeout(wait, 50));
    const first = /server (\d+)/.exec(output)?.[1];
    expect(first, output).toBeDefined();

    // Four posts at a time, 120 in all; the first server is told to stop after the 20th.
    let next = 1;
    const sender = async () => {
      while (next < 120) {
        const i = next++;
        if (i === 20) process.kill(Number(first), "SIGTERM");
        statuses.push(await post(i));
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);

    const servers = [...output.matchAll(/server (\d+)/g)].map((match) => match[1]);
    expect(servers, output).toHaveLength(2);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(120);

    process.kill(-(launcher.pid ?? 0), "SIGTERM");
    await new Promise((done) => launcher?.once("exit", done));
    const store = openSubmissionsStore(env.DATA_DIR, { readOnly: true });
    try {
      const names = store.list({ form: "contact" }).map((submission) => String(submission.payload.lastName));
      expect(names).toHaveLength(120);
      expect(new Set(names).size).toBe(120);
    } finally {
      store.close();
    }
  }, 60_000);
});
