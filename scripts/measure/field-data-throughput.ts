/**
 * How many field-data beacons a second the server counts on this machine, and how much memory it
 * holds under a flood of them (issue 48: at least 5,000 a second on 2 cores, memory bounded).
 *
 *   npm run field-data-throughput -- [seconds=10] [concurrency=64] [clients=1]
 *
 * Starts `node server/main.ts` on a free port of 127.0.0.1 with a throwaway build folder (a home
 * page and the build's list of 800 page paths, as build/csp-manifest.json gives it) and DATA_DIR,
 * trusting loopback as a proxy, as behind nginx. `clients` processes then post valid beacons for
 * `seconds` (120 at most), `concurrency` at a time each, over keep-alive connections, each beacon
 * from another address (X-Forwarded-For: the rate limit is per address, and the country lookup
 * runs on every one) with the worst mix for memory: a random page of the 800, a random
 * connection type, device and language, a new referrer host and campaign every time, and all five
 * metrics. The server's resident memory is sampled every 100 ms. At the end the server is stopped
 * (it writes what it holds in memory), and the views stored must equal the beacons it accepted.
 * Prints the rate, the server's CPU time per beacon (beacons per CPU-second: the rate it keeps up
 * with on one core of its own, whatever else the machine runs; the wall-clock rate depends on
 * the load beside it, the load generator's included), latencies, the peak memory and what the
 * database holds; exits non-zero when a beacon was refused or lost.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request, Agent } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { FIELD_DATA_PATH, type BeaconBody } from "../../shared/field-data.ts";
import { freePort } from "../../shared/free-port.ts";
import { FIELD_DATA_FILE } from "../../server/field-data/store.ts";
import { tempFolderWithBuild } from "../../server/test-server.ts";
import { localeCodes } from "../../app/lib/locales.ts";

const root = resolve(import.meta.dirname, "..", "..");

/** A positive whole number from the command line, capped so a typo cannot flood the machine. */
function argument(index: number, fallback: number, max: number): number {
  const value = Number(process.argv[index] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Argument ${index - 1} must be a positive whole number, not ${process.argv[index]}`);
  return Math.min(value, max);
}

const PAGES = Array.from({ length: 800 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));

// A client process: `node field-data-throughput.ts --client <port> <seconds> <concurrency> <seed>` prints its results as JSON.
if (process.argv[2] === "--client") {
  const [port, seconds, concurrency, seed] = process.argv.slice(3).map(Number) as [number, number, number, number];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  let counter = 0;
  const beacon = (): string => {
    counter++;
    const body: BeaconBody = {
      path: pick(PAGES),
      search: `?utm_source=benchmark&utm_campaign=campaign-${seed}-${counter}`,
      lang: pick(localeCodes),
      referrer: `https://site-${seed}-${counter}.example/`,
      connection: pick(["slow-2g", "2g", "3g", "4g"] as const),
      width: pick([360, 800, 1280]),
      view: true,
      metrics: {
        LCP: 500 + Math.random() * 8000,
        INP: Math.random() * 800,
        CLS: Math.random() * 0.5,
        TTFB: Math.random() * 3000,
        FCP: 300 + Math.random() * 5000,
      },
    };
    return JSON.stringify(body);
  };
  // Addresses of African networks (41.0.0.0/8, 102.0.0.0/8, 105.0.0.0/8, 196.0.0.0/8, 197.0.0.0/8).
  const address = () =>
    `${pick([41, 102, 105, 196, 197])}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const post = () =>
    new Promise<number>((done) => {
      const body = beacon();
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: FIELD_DATA_PATH,
          method: "POST",
          agent,
          timeout: 10_000,
          headers: { "Content-Type": "text/plain;charset=UTF-8", "Content-Length": Buffer.byteLength(body), "X-Forwarded-For": address() },
        },
        (res) => {
          res.resume();
          res.on("end", () => done(res.statusCode ?? 0));
        },
      );
      req.on("timeout", () => req.destroy());
      req.on("error", () => done(0));
      req.end(body);
    });
  const statuses: Record<number, number> = {};
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await post();
        latencies.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  // Exit only once the pipe has taken it all: exiting at once would cut a long write short.
  process.stdout.write(JSON.stringify({ statuses, latencies: latencies.map((ms) => Math.round(ms * 10) / 10) }), () => process.exit(0));
  // Nothing below is the client's: wait here for the write's callback to exit.
  await new Promise<never>(() => {});
}

const seconds = argument(2, 10, 120);
const concurrency = argument(3, 64, 256);
const clients = argument(4, 1, 8);

const folder = tempFolderWithBuild("field-data-throughput-");
const buildDir = join(folder, "build");
const dataDir = join(folder, "data");
// The build's list of pages: the server counts any other path as "(other)".
writeFileSync(
  join(buildDir, "csp-manifest.json"),
  JSON.stringify({ default: "default-src 'self'", pages: Object.fromEntries(PAGES.map((page) => [page, "default-src 'self'"])) }),
);

const port = await freePort();
const server = spawn(process.execPath, [join(root, "server", "main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    SMTP_URL: "",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((ready, fail) => {
  const timer = setTimeout(() => fail(new Error("The server did not start within 15 s")), 15_000);
  server.stdout.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("http://")) {
      clearTimeout(timer);
      ready();
    }
  });
  server.once("exit", (code) => fail(new Error(`The server exited with code ${code} before it was ready`)));
}).catch((error: unknown) => {
  server.kill("SIGTERM");
  rmSync(folder, { recursive: true, force: true });
  throw error;
});

/** The server's resident memory in MiB (Linux's /proc), or NaN elsewhere. */
const residentMiB = () => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1];
    return Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
};
/** The server's CPU time so far in seconds (user + system, Linux's /proc), or NaN elsewhere. */
const cpuSeconds = () => {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, the 14th and 15th fields, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};
const startMiB = residentMiB();
const startCpu = cpuSeconds();
const memory: number[] = [];
const sampler = setInterval(() => memory.push(residentMiB()), 100);

const started = performance.now();
const clientRuns = Promise.all(
  Array.from(
    { length: clients },
    (_, seed) =>
      new Promise<{ statuses: Record<number, number>; latencies: number[] }>((done, fail) => {
        const child = spawn(
          process.execPath,
          [import.meta.filename, "--client", String(port), String(seconds), String(concurrency), String(seed)],
          {
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
        child.once("exit", (code) =>
          code === 0
            ? done(JSON.parse(output) as { statuses: Record<number, number>; latencies: number[] })
            : fail(new Error(`a client exited with ${code}`)),
        );
      }),
  ),
);
// A failed client must not leave the server running.
const results = await clientRuns.catch((error: unknown) => {
  server.kill("SIGTERM");
  clearInterval(sampler);
  rmSync(folder, { recursive: true, force: true });
  throw error;
});
const elapsed = (performance.now() - started) / 1000;
const serverCpu = cpuSeconds() - startCpu;
clearInterval(sampler);

const exited = new Promise((done) => server.once("exit", done));
server.kill("SIGTERM");
await exited;

const statuses: Record<string, number> = {};
for (const result of results)
  for (const [status, count] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
const accepted = statuses["204"] ?? 0;
const sent = latencies.length;
const db = new DatabaseSync(join(dataDir, FIELD_DATA_FILE), { readOnly: true });
const count = (sql: string) => Number((db.prepare(sql).get() as { n: number | bigint }).n);
const stored = count("SELECT COALESCE(SUM(views), 0) AS n FROM views");
const rows = ["views", "vitals", "sources"].map((table) => `${table} ${count(`SELECT COUNT(*) AS n FROM ${table}`)}`);
const referrers = count("SELECT COUNT(DISTINCT value) AS n FROM sources WHERE kind = 'referrer'");
db.close();
const databaseMiB = statSync(join(dataDir, FIELD_DATA_FILE)).size / 1024 / 1024;
rmSync(folder, { recursive: true, force: true });

const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const peak = Math.max(...memory.filter(Number.isFinite));
console.log(
  `${sent} beacons, ${clients} client process(es) × ${concurrency} at a time, in ${elapsed.toFixed(2)} s: ${Math.round(accepted / elapsed)} counted per second`,
);
console.log(
  `server CPU time ${serverCpu.toFixed(2)} s for ${accepted} beacons: ${Math.round(accepted / serverCpu)} beacons per CPU-second (the rate one core gives when the load generator and other processes have the other)`,
);
console.log(`statuses ${JSON.stringify(statuses)}; latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms`);
console.log(
  `server memory (RSS): ${startMiB.toFixed(0)} MiB at start, peak ${peak.toFixed(0)} MiB, ${memory.at(-1)?.toFixed(0)} MiB at the end`,
);
// Every 10 s (a sample every 100 ms): whether memory levels off once the rate limit's window (60 s) has turned over.
console.log(
  `server memory every 10 s (MiB): ${memory
    .filter((_, index) => index % 100 === 99)
    .map((mib) => mib.toFixed(0))
    .join(", ")}`,
);
console.log(
  `stored: ${stored} views (of ${accepted} counted); rows ${rows.join(", ")}; ${referrers} distinct referrer hosts kept (an hour keeps 1,000, the rest is "(other)"); database ${databaseMiB.toFixed(1)} MiB`,
);
const load = loadavg().map((value) => value.toFixed(1));
console.log(`load average ${load.join(", ")} (1, 5, 15 min) on ${availableParallelism()} cores`);
if (stored !== accepted || accepted !== sent) process.exitCode = 1;
