import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time.ts";

describe("countWords", () => {
  it("counts words, not tags, entities or punctuation", () => {
    expect(countWords("<p>Data residency &amp; the <strong>NDPA</strong> — explained.</p>")).toBe(5);
    expect(countWords("")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("rounds to whole minutes at 200 words a minute, at least one", () => {
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(700)).toBe(4);
    expect(readingMinutes(20)).toBe(1);
  });
});
