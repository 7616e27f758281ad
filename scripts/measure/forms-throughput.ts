/**
 * How many form submissions per second the server stores on this machine: each one is
 * written to SQLite before the visitor is told it arrived, so this is the forms' capacity.
 *
 *   npm run forms-throughput -- [requests=500] [concurrency=16] [seconds=60] [--mail-after | --mail-off]
 *
 * Delivery is on: a local SMTP sink (scripts/measure/smtp-sink.ts, the smtp-server package accepting
 * everything, in a process of its own so that it does not take this process's time) receives the
 * lead mails, so the rate includes queueing each mail in the outbox, and the run also prints mails
 * sent per second and how long the outbox took to drain. With --mail-after the sink opens only
 * once every submission is stored (a mail-server outage): the drain time is then the outbox's
 * alone. With --mail-off the server runs without SMTP_URL: storing only.
 *
 * Starts the server `npm run serve` runs (`node server/main.ts`, on an existing build) on a
 * free port of 127.0.0.1 with a throwaway DATA_DIR and the rate limit raised, sends at most
 * 20,000 valid contact submissions to it and nowhere else, starting none after `seconds`
 * (300 at most; each request times out after 10 s), checks every one sent was stored, prints
 * the rate and latencies, and removes the data again. Exits non-zero when a submission was
 * refused, timed out or lost.
 *
 * Its first line states the figure and what it is, to be quoted as it is (issue 50): rows stored
 * divided by the seconds from the first post sent to the last answer received, with the date,
 * Node's version, the cores, the load before and after, the connections (kept alive: fetch reuses
 * them, so a post costs no new connection) and whether mail was on. The posts come from this
 * process, on the same machine: the client's work is in the figure too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openSubmissionsStore } from "../../server/submissions-store.ts";
import { freePort } from "../../shared/free-port.ts";

/** A positive whole number from the command line, capped so a typo cannot flood the machine. */
function argument(index: number, fallback: number, max: number): number {
  const value = Number(process.argv[index] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Argument ${index - 1} must be a positive whole number, not ${process.argv[index]}`);
  return Math.min(value, max);
}
const mailAfter = process.argv.includes("--mail-after");
const mailOff = process.argv.includes("--mail-off");
if (mailAfter && mailOff) throw new Error("--mail-after and --mail-off: choose one");
process.argv = process.argv.filter((arg) => arg !== "--mail-after" && arg !== "--mail-off");
const requests = argument(2, 500, 20_000);
const concurrency = argument(3, 16, 64);
const limitMs = argument(4, 60, 300) * 1000;
const root = resolve(import.meta.dirname, "..", "..");

const loadBefore = loadavg()[0] ?? 0;
const port = await freePort();
const smtpPort = await freePort();

// The mail server, a process of its own: each line "mail" it prints is a mail accepted, timed here.
const mailTimes: number[] = [];
let sink: ChildProcess | undefined;
function openSink(): Promise<void> {
  const child = spawn(process.execPath, [join(root, "scripts", "measure", "smtp-sink.ts"), String(smtpPort)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  sink = child;
  return new Promise((listening, fail) => {
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const lines = (pending + String(chunk)).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "mail") mailTimes.push(performance.now());
        else if (line === "listening") listening();
      }
    });
    child.once("exit", (code) => fail(new Error(`the SMTP sink exited (${code})`)));
  });
}
if (!mailAfter && !mailOff) await openSink();
const dataDir = mkdtempSync(join(tmpdir(), "forms-throughput-"));
const server = spawn(process.execPath, [join(root, "server", "main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    FORMS_RATE_LIMIT: String(requests * 2),
    SMTP_URL: mailOff ? "" : `smtp://127.0.0.1:${smtpPort}`,
    LEADS_TO: "sales@throughput.test",
    MAIL_FROM: "web@throughput.test",
    // Short retries, so the outage run's drain starts soon after the sink opens.
    MAIL_RETRY_BASE_MS: "200",
    MAIL_RETRY_MAX_MS: "1000",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
// Ready once it prints its address; give up (and stop it) if it exits or stays silent.
await new Promise<void>((ready, fail) => {
  const timer = setTimeout(() => fail(new Error("The server did not start within 15 s (is there a build? run npm run build)")), 15_000);
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("http://")) {
      clearTimeout(timer);
      ready();
    }
  });
  server.once("exit", (code) => {
    clearTimeout(timer);
    fail(new Error(`The server exited with code ${code} before it was ready`));
  });
}).catch((error: unknown) => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

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
let failed = 0;
const started = performance.now();
const deadline = started + limitMs;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < requests && performance.now() < deadline) {
      const i = next++;
      const sent = performance.now();
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: body(i),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        failed += 1; // timed out or refused: counted, and the run fails below
      }
    }
  }),
);
const sentCount = next;
const postsDone = performance.now();
const seconds = (postsDone - started) / 1000;

// The outbox drains: wait until every stored submission's mail arrived (at most 10 minutes).
if (mailAfter) await openSink();
const drainStarted = performance.now();
const expectedMails = mailOff ? 0 : (statuses.get(201) ?? 0);
while (mailTimes.length < expectedMails && performance.now() - drainStarted < 600_000) {
  await new Promise((done) => setTimeout(done, 50));
}
const drained = performance.now();
if (sink) {
  // Its exit is expected now: not the failure openSink listens for.
  sink.removeAllListeners("exit");
  const closed = new Promise((done) => sink?.once("exit", done));
  sink.kill("SIGTERM");
  await closed;
}
const exited = new Promise((done) => server.once("exit", done));
server.kill("SIGTERM");
await exited;

const store = openSubmissionsStore(dataDir, { readOnly: true });
const stored = store.list({ form: "contact" }).length;
store.close();
rmSync(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const cut = sentCount < requests ? ` (stopped at the time limit, ${requests} asked)` : "";
const mailMode = mailOff ? "mail off" : mailAfter ? "mail down during the posts" : "mail on";
console.log(
  `forms-throughput ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${availableParallelism()} cores, ` +
    `load (1 min) ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after: ` +
    `${Math.round(stored / seconds)} contact submissions stored per second (${stored} rows stored ÷ ${seconds.toFixed(2)} s from the first post ` +
    `to the last answer), ${concurrency} kept-alive connections posting from this machine, ${mailMode}${cut}`,
);
console.log(
  `statuses ${JSON.stringify(Object.fromEntries(statuses))}; failed ${failed}; rows stored ${stored} of ${sentCount} sent; latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms`,
);
const firstMail = mailTimes[0] ?? drained;
const lastMail = mailTimes.at(-1) ?? drained;
const mailSpan = (mailAfter ? lastMail - drainStarted : lastMail - started) / 1000;
if (!mailOff)
  console.log(
    `mails: ${mailTimes.length} of ${expectedMails} received, ${Math.round(mailTimes.length / Math.max(mailSpan, 0.001))} sent per second; ` +
      (mailAfter
        ? `the outbox drained ${mailTimes.length} mails in ${((lastMail - drainStarted) / 1000).toFixed(2)} s after the mail server came back`
        : `first mail ${((firstMail - started) / 1000).toFixed(2)} s after the first post, last ${((lastMail - postsDone) / 1000).toFixed(2)} s after the last post`),
  );
if (stored !== sentCount || statuses.get(201) !== sentCount || failed > 0 || mailTimes.length !== expectedMails) process.exitCode = 1;
