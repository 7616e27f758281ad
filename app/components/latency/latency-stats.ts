/**
 * The statistics of the latency test (/international/latency), kept apart from the browser so
 * that they are unit-tested alone. Every sort here is numeric: gcping's median sorted samples as
 * text ([95, 120, 130] → [120, 130, 95]) and named 130 ms the median (../shared/TRUST.md, D1).
 */

/** Copies and sorts as numbers, never as text. */
export function sortedNumbers(samples: readonly number[]): number[] {
  return [...samples].sort((a, b) => a - b);
}

/** The middle sample, or the mean of the two middle ones for an even count; NaN for none. */
export function median(samples: readonly number[]): number {
  const sorted = sortedNumbers(samples);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = Math.floor(n / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return n % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The nearest-rank percentile (p in 0–100): a sample that was really measured. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = sortedNumbers(samples);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Jitter: the mean absolute difference between successive samples, in the order they were taken (as Cloudflare's test). */
export function jitter(samples: readonly number[]): number {
  if (samples.length < 2) return 0;
  const total = samples.slice(1).reduce((sum, sample, i) => sum + Math.abs(sample - (samples[i] ?? sample)), 0);
  return total / (samples.length - 1);
}

export type LatencyStats = { median: number; p90: number; jitter: number; count: number };

export function summarize(samples: readonly number[]): LatencyStats {
  return { median: median(samples), p90: percentile(samples, 90), jitter: jitter(samples), count: samples.length };
}

/** Within 10% or 5 ms of the best median, whichever is larger: too close to call a winner. */
export function aboutAsFast(best: number, other: number): boolean {
  return other - best <= Math.max(5, best * 0.1);
}

/**
 * The measured regions sorted by median (as numbers), each marked `best` when it is about as fast
 * as the fastest: one best region is the winner; two or more are a tie, and no single one is named.
 */
export function ranked<T extends { median: number }>(results: readonly T[]): (T & { best: boolean })[] {
  const sorted = [...results].filter((result) => Number.isFinite(result.median)).sort((a, b) => a.median - b.median);
  const fastest = sorted[0]?.median ?? Number.NaN;
  return sorted.map((result) => ({ ...result, best: aboutAsFast(fastest, result.median) }));
}
