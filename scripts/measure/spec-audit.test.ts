import { describe, expect, it } from "vitest";
import { formatAudit, specAudit } from "./spec-audit.ts";

describe("npm run spec-audit", () => {
  it("compares every figure it knows, each line naming its subject", () => {
    const lines = specAudit();
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) expect(line.same, line.subject).toBe(line.spec === line.site);
  });

  it("reports a difference as information, with both values, and counts it in the summary", () => {
    const text = formatAudit([
      { subject: "home plan starter-cloud: price (USD a month)", spec: "49", site: "52", same: false },
      { subject: "data centers", spec: "13", site: "13", same: true },
    ]);
    expect(text).toContain("differs  home plan starter-cloud: price (USD a month): spec 49, site 52");
    expect(text).toContain("same     data centers: 13");
    expect(text.split("\n").at(-1)).toBe("1 of 2 figures differ from the spec (a report: it never fails the checks).");
    expect(formatAudit([{ subject: "x", spec: "1", site: "1", same: true }], { onlyDifferences: true })).toBe(
      "All 1 figures are as in the spec.",
    );
  });
});
