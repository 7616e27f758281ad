import { describe, expect, it } from "vitest";
import { addToHistogram, binOf, GROWTH, percentile, percentileUnits, upperEdge, type Histogram } from "./histogram.ts";

const histogramOf = (entries: [bin: number, count: number][]): Histogram => new Map(entries);

describe("the log-scale bins", () => {
  it("put a value in [GROWTH^(i-1), GROWTH^i), with bin 0 below 1", () => {
    expect(binOf(0)).toBe(0);
    expect(binOf(0.99)).toBe(0);
    expect(binOf(1)).toBe(1);
    expect(binOf(1.049)).toBe(1);
    expect(binOf(1.05)).toBe(2);
    // ln(2500) / ln(1.05) = 160.36: bin 161, [2456.3, 2579.2).
    expect(binOf(2500)).toBe(161);
    expect(binOf(GROWTH ** 160)).toBe(161);
    expect(upperEdge(161)).toBeCloseTo(2579.15, 1);
    expect(upperEdge(0)).toBe(1);
  });

  it("keep every value below its bin's upper edge and within 5 % of it", () => {
    for (const value of [1, 3, 17, 99.5, 1234, 60_000, 599_999]) {
      const edge = upperEdge(binOf(value));
      expect(edge).toBeGreaterThan(value);
      expect(edge / value).toBeLessThanOrEqual(GROWTH + 1e-9);
    }
  });
});

describe("percentiles read from a histogram", () => {
  it("take the nearest rank: p75 of 1000, 2000, 2500, 4000 ms is the third value's bin", () => {
    const histogram: Histogram = new Map();
    for (const value of [1000, 2000, 2500, 4000]) addToHistogram(histogram, binOf(value));
    // Worked by hand: ⌈0.75 × 4⌉ = 3rd value, 2500 ms, in bin 161, whose upper edge is 1.05^161 = 2579.15 → 2580 ms.
    expect(percentile("LCP", histogram, 0.75)).toBe(2580);
    // p50: 2nd value, 2000 ms, bin 156, 1.05^156 = 2020.83 → 2021 ms.
    expect(percentile("LCP", histogram, 0.5)).toBe(2021);
    // p100: 4000 ms, bin 170, 1.05^170 = 4001.11 → 4002 ms.
    expect(percentile("LCP", histogram, 1)).toBe(4002);
  });

  it("add up counts: 60 in bin 95 and 40 in bin 142 put p50 in bin 95 and p75 in bin 142", () => {
    const histogram = histogramOf([
      [142, 40],
      [95, 60],
    ]);
    // Ranks 1–60 are in bin 95 (upper edge 103.03), 61–100 in bin 142 (upper edge 1020.66).
    expect(percentile("TTFB", histogram, 0.5)).toBe(104);
    expect(percentile("TTFB", histogram, 0.6)).toBe(104);
    expect(percentile("TTFB", histogram, 0.61)).toBe(1021);
    expect(percentile("TTFB", histogram, 0.75)).toBe(1021);
  });

  it("read CLS in thousandths: 0.1 and 0.25 fall in bins 95 and 114", () => {
    const histogram: Histogram = new Map();
    addToHistogram(histogram, binOf(0.1 * 1000), 3);
    addToHistogram(histogram, binOf(0.25 * 1000), 1);
    // p75: 3rd of 4 → bin 95 → 103.03 thousandths → 0.104.
    expect(percentile("CLS", histogram, 0.75)).toBe(0.104);
    // p100: bin 114, 1.05^114 = 260.36 → 0.261.
    expect(percentile("CLS", histogram, 1)).toBe(0.261);
  });

  it("has none for an empty histogram, and puts zeros in bin 0", () => {
    expect(percentileUnits(new Map(), 0.75)).toBeNull();
    expect(percentile("CLS", histogramOf([[0, 10]]), 0.75)).toBe(0.001);
  });
});
