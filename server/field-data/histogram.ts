/**
 * The fixed log-scale histogram every Core Web Vital is kept in (issue 48): a value falls in bin
 * `binOf(value)`, and only bin counts are stored, never the values. Any percentile is then read
 * from the counts, for any period and any group of buckets, by adding them up: what a stored
 * list of values would allow, at a bounded size and without keeping what a visitor measured.
 *
 * The bins grow by GROWTH (5 %): bin 0 holds [0, 1), bin i ≥ 1 holds [GROWTH^(i-1), GROWTH^i).
 * A percentile is reported as its bin's upper edge, so a figure is never below the truth and at
 * most 5 % above it. Times are in milliseconds; CLS, a unitless score, is kept in thousandths
 * (metricUnits), so 0.1 falls in the same kind of bin as 100 ms.
 */
import type { Metric } from "../../shared/field-data.ts";

export const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);

/** How many histogram units one unit of the metric is: CLS in thousandths, times in whole milliseconds. */
export function metricUnits(metric: Metric): number {
  return metric === "CLS" ? 1000 : 1;
}

/** The bin of a value in histogram units (≥ 0). */
export function binOf(units: number): number {
  if (!(units >= 1)) return 0;
  // The small epsilon keeps an exact power of GROWTH (1.05^k, rounded by floating point) in bin k + 1, its own lower edge's bin.
  return 1 + Math.floor(Math.log(units) / LOG_GROWTH + 1e-9);
}

/** The upper edge of a bin, in histogram units. */
export function upperEdge(bin: number): number {
  return bin <= 0 ? 1 : GROWTH ** bin;
}

/** Bin → count. */
export type Histogram = Map<number, number>;

export function addToHistogram(histogram: Histogram, bin: number, count = 1): void {
  histogram.set(bin, (histogram.get(bin) ?? 0) + count);
}

export function histogramCount(histogram: Histogram): number {
  let total = 0;
  for (const count of histogram.values()) total += count;
  return total;
}

/**
 * The p-th percentile (0 < p ≤ 1) by nearest rank: the upper edge of the bin holding the
 * ⌈p·n⌉-th smallest value, in histogram units; null for an empty histogram.
 */
export function percentileUnits(histogram: Histogram, p: number): number | null {
  const total = histogramCount(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const bin of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bin) ?? 0;
    if (seen >= rank) return upperEdge(bin);
  }
  return null;
}

/** A percentile in the metric's own unit, rounded as it is shown: whole milliseconds, CLS to three decimals. */
export function percentile(metric: Metric, histogram: Histogram, p: number): number | null {
  const units = percentileUnits(histogram, p);
  if (units === null) return null;
  return metric === "CLS" ? Math.ceil(units) / 1000 : Math.ceil(units);
}
