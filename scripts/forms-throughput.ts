/**
 * How many form submissions per second the server stores on this machine.
 *
 *   BUILD_DIR=build node scripts/forms-throughput.ts [requests=2000] [concurrency=16]
 *
 * Starts `node server/main.ts` on a free local port with a throwaway DATA_DIR and the rate
 * limit raised, sends a bounded number of valid contact submissions to 127.0.0.1 only, checks
 * every one was stored, prints the rate and latencies, and removes the data again.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openSubmissionsStore } from "../server/submissions-store.ts";

const requests = Math.min(Number(process.argv[2] ?? 2000), 20_000);
const concurrency = Math.min(Number(process.argv[3] ?? 16), 64);
const root = resolve(import.meta.dirname, "..");

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => done(typeof address === "object" && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), "forms-throughput-"));
const server = spawn(process.execPath, [join(root, "server", "main.ts")], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, FORMS_RATE_LIMIT: String(requests * 2) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((ready) => server.stdout.once("data", () => ready()));

const url = `http://127.0.0.1:${port}/api/forms/contact`;
const body = (i: number) =>
  JSON.stringify({
    firstName: "Load",
    lastName: `Test ${i}`,
    email: `load${i}@example.com`,
    topic: "sales",
    message: "Throughput measurement. ".repeat(20),
  });

const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests) {
      const i = next++;
      const sent = performance.now();
      const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: body(i) });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
server.kill("SIGTERM");
await new Promise((exited) => server.once("exit", exited));

const store = openSubmissionsStore(dataDir, { readOnly: true });
const stored = store.list({ form: "contact" }).length;
store.close();
rmSync(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
console.log(
  `${requests} submissions, ${concurrency} at a time, in ${seconds.toFixed(2)} s: ${Math.round(requests / seconds)} stored per second`,
);
console.log(
  `statuses ${JSON.stringify(Object.fromEntries(statuses))}; rows stored ${stored}; latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms`,
);
if (stored !== requests || statuses.get(201) !== requests) process.exitCode = 1;
