/**
 * The latency test's measurement (../shared/TRUST.md, part B): one warm-up request per data
 * center, discarded (it pays for DNS, TCP and TLS), then `samples` rounds that visit every data
 * center in turn, one request in flight, so a burst of noise does not fall on one alone. A sample
 * is Resource Timing's `responseStart − requestStart` (minus the server's own `Server-Timing`
 * time when it says so); an endpoint whose entries hide their timings (no Timing-Allow-Origin) is
 * "could not be measured", never a small number. Every request has a timeout, and no promise is
 * left to reject unhandled.
 */
import { summarize, type LatencyStats } from "./latency-stats.ts";

export type PingEndpoint = { id: string; url: string };

/** One request's outcome: a time, an answer whose timing the browser hides, or no answer. */
export type PingOutcome = { kind: "timed"; ms: number } | { kind: "hidden" } | { kind: "failed" };

export type RegionStatus = "waiting" | "measuring" | "measured" | "hidden" | "unreachable";

export type RegionResult = { id: string; status: RegionStatus; samples: number[]; failures: number; stats?: LatencyStats };

export type MeasureOptions = {
  samples?: number;
  /** Per request, after the warm-up. */
  timeoutMs?: number;
  /** The warm-up pays for the connection, so it may take longer. */
  warmUpTimeoutMs?: number;
  /** Called after every change, with every region's state. */
  onProgress?: (results: RegionResult[]) => void;
  ping?: (url: string, timeoutMs: number) => Promise<PingOutcome>;
};

export const SAMPLES = 12;
export const TIMEOUT_MS = 2000;
export const WARM_UP_TIMEOUT_MS = 3000;

let sequence = 0;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Resource Timing entry of `url`, which the browser may add a moment after the response. */
async function timingEntry(url: string): Promise<PerformanceResourceTiming | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const entries = performance.getEntriesByName(url, "resource") as PerformanceResourceTiming[];
    if (entries.length > 0) return entries[entries.length - 1];
    await pause(attempt < 5 ? 0 : 10);
  }
  return undefined;
}

/** One request from the browser: fetch (no cache, no cookies), then its Resource Timing entry. */
export async function browserPing(url: string, timeoutMs: number): Promise<PingOutcome> {
  const target = `${url}${url.includes("?") ? "&" : "?"}n=${Date.now().toString(36)}${(sequence++).toString(36)}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(target, { cache: "no-store", credentials: "omit", mode: "cors", signal: controller.signal });
    await response.arrayBuffer();
    if (!response.ok) return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  } finally {
    clearTimeout(timer);
  }
  const entry = await timingEntry(target);
  // A long test would fill the browser's buffer of entries (250 by default).
  performance.clearResourceTimings();
  if (!entry || entry.requestStart <= 0 || entry.responseStart <= 0) return { kind: "hidden" };
  const server = entry.serverTiming?.find((metric) => metric.name === "app")?.duration ?? 0;
  return { kind: "timed", ms: Math.max(0, entry.responseStart - entry.requestStart - server) };
}

/** Runs the whole test; resolves (never rejects) with every region's result, in the endpoints' order. */
export async function measureLatency(endpoints: readonly PingEndpoint[], options: MeasureOptions = {}): Promise<RegionResult[]> {
  const { samples = SAMPLES, timeoutMs = TIMEOUT_MS, warmUpTimeoutMs = WARM_UP_TIMEOUT_MS, onProgress, ping = browserPing } = options;
  const pairs = endpoints.map((endpoint) => ({
    endpoint,
    result: { id: endpoint.id, status: "waiting", samples: [], failures: 0 } as RegionResult,
  }));
  const results = pairs.map((pair) => pair.result);
  const report = () => onProgress?.(results.map((result) => ({ ...result, samples: [...result.samples] })));
  const safePing = (url: string, ms: number) => ping(url, ms).catch((): PingOutcome => ({ kind: "failed" }));
  report();

  // Warm-up, all at once: only the connections are wanted, and a dead host costs one timeout, not one each.
  await Promise.all(
    pairs.map(async ({ endpoint, result }) => {
      const outcome = await safePing(endpoint.url, warmUpTimeoutMs);
      result.status = outcome.kind === "failed" ? "unreachable" : outcome.kind === "hidden" ? "hidden" : "measuring";
      report();
    }),
  );

  const allowedFailures = Math.floor(samples / 2);
  for (let round = 0; round < samples; round++) {
    for (const { endpoint, result } of pairs) {
      if (result.status !== "measuring") continue;
      const outcome = await safePing(endpoint.url, timeoutMs);
      if (outcome.kind === "timed") result.samples.push(outcome.ms);
      else if (outcome.kind === "hidden") result.status = "hidden";
      else if (++result.failures >= allowedFailures) result.status = "unreachable";
      report();
    }
  }
  for (const result of results) {
    if (result.status !== "measuring") continue;
    result.status = "measured";
    result.stats = summarize(result.samples);
  }
  report();
  return results;
}
