import { describe, expect, it } from "vitest";
import { aboutAsFast, jitter, median, percentile, ranked, sortedNumbers, summarize } from "./latency-stats.ts";

describe("latency statistics", () => {
  it("sorts as numbers: gcping's text sort made [95, 120, 130] a median of 130", () => {
    expect(sortedNumbers([130, 95, 120])).toEqual([95, 120, 130]);
    expect(median([95, 120, 130])).toBe(120);
    expect(median([120, 130, 95])).toBe(120);
    // The text sort's answer, for the record: what a comparator-less sort gives.
    expect([95, 120, 130].map(String).sort().map(Number)[1]).toBe(130);
  });

  it("takes the middle of an odd count and the mean of the two middles of an even count", () => {
    expect(median([7])).toBe(7);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([100, 9, 10, 1000])).toBe(55);
    expect(median([])).toBeNaN();
  });

  it("gives p90 by nearest rank, and jitter as the mean successive difference in measured order", () => {
    const samples = [12, 10, 11, 13, 10, 30, 11, 12, 10, 11, 12, 9];
    expect(percentile(samples, 90)).toBe(13);
    expect(percentile([5], 90)).toBe(5);
    expect(jitter([10, 12, 9])).toBe(2.5);
    expect(jitter([10])).toBe(0);
    expect(summarize([20, 22, 21])).toEqual({ median: 21, p90: 22, jitter: 1.5, count: 3 });
  });

  it("calls regions within 10% or 5 ms of the best about as fast", () => {
    expect(aboutAsFast(20, 25)).toBe(true); // 5 ms
    expect(aboutAsFast(20, 25.1)).toBe(false);
    expect(aboutAsFast(200, 220)).toBe(true); // 10%
    expect(aboutAsFast(200, 221)).toBe(false);
  });

  it("ranks by median as numbers and marks every region tied with the fastest", () => {
    const regions = [
      { id: "c", median: 130 },
      { id: "a", median: 95 },
      { id: "b", median: 120 },
    ];
    expect(ranked(regions).map((r) => [r.id, r.best])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
    ]);
    const tie = ranked([
      { id: "lagos", median: 40 },
      { id: "accra", median: 43 },
      { id: "london", median: 90 },
    ]);
    expect(tie.filter((r) => r.best).map((r) => r.id)).toEqual(["lagos", "accra"]);
    expect(ranked([{ id: "x", median: Number.NaN }])).toEqual([]);
  });
});
