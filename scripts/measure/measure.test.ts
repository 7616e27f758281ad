import { describe, expect, it } from "vitest";
import { partsAsked, table } from "./measure.ts";

describe("npm run measure", () => {
  it("measures every part without arguments, the parts named otherwise, in the table's order", () => {
    expect(partsAsked([])).toEqual(["build", "word", "weight", "forms", "language", "frontdoor"]);
    expect(partsAsked(["word", "build"])).toEqual(["build", "word"]);
    expect(() => partsAsked(["bulid"])).toThrow("Unknown part bulid: the parts are build, word, weight, forms, language, frontdoor");
  });

  it("prints a dated table with the machine's cores and load, and how to measure each row alone", () => {
    const printed = table([{ part: "build", what: "`npm run build`, caches empty", figure: "31.6 s" }], {
      date: "2026-11-29T07:00:00Z",
      cores: 2,
      cpu: "Test CPU",
      loadBefore: [1.5, 1.25, 1],
      loadAfter: [2, 1.5, 1.125],
      node: "v24.21.0",
      commit: "abc1234",
    });
    expect(printed.split("\n")).toEqual([
      "Measured 2026-11-29T07:00:00Z by `npm run measure` at abc1234, on 2 cores (Test CPU), Node v24.21.0;",
      "load average (1 / 5 / 15 min) 1.50 / 1.25 / 1.00 before, 2.00 / 1.50 / 1.13 after.",
      "",
      "| part | measured | figure | alone |",
      "| --- | --- | --- | --- |",
      "| build | `npm run build`, caches empty | 31.6 s | `npm run measure -- build` |",
    ]);
  });
});
