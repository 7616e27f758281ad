import { describe, expect, it } from "vitest";
import { perFile, testTimes, type Report } from "./e2e-durations.ts";

const report: Report = {
  suites: [
    {
      title: "a.spec.ts",
      file: "a.spec.ts",
      specs: [{ title: "one", file: "a.spec.ts", tests: [{ results: [{ duration: 1200, status: "passed" }] }] }],
      suites: [
        {
          title: "page /",
          file: "a.spec.ts",
          specs: [
            // A retried test counts its last run.
            {
              title: "two",
              file: "a.spec.ts",
              tests: [
                {
                  results: [
                    { duration: 50, status: "failed" },
                    { duration: 300, status: "passed" },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: "b.spec.ts",
      file: "b.spec.ts",
      specs: [{ title: "three", file: "b.spec.ts", tests: [{ results: [{ duration: 7000, status: "passed" }] }] }],
    },
  ],
};

describe("the e2e durations", () => {
  it("lists each test with its describe blocks and its last run's time", () => {
    expect(testTimes(report)).toEqual([
      { file: "a.spec.ts", title: "one", ms: 1200 },
      { file: "a.spec.ts", title: "page / › two", ms: 300 },
      { file: "b.spec.ts", title: "three", ms: 7000 },
    ]);
  });

  it("sums the tests of each spec file", () => {
    expect(Object.fromEntries(perFile(testTimes(report)))).toEqual({
      "a.spec.ts": { ms: 1500, tests: 2 },
      "b.spec.ts": { ms: 7000, tests: 1 },
    });
  });
});
