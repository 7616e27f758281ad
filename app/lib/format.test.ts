import { describe, expect, it } from "vitest";
import { formatClientClaim, formatDate, formatNumber, formatPercent, formatUsd } from "./format.ts";

describe("format helpers", () => {
  it("formats whole numbers with thousands separators", () => {
    expect(formatNumber(5_000_000)).toBe("5,000,000");
    expect(formatNumber(0)).toBe("0");
  });
  it("states client counts as compact claims", () => {
    expect(formatClientClaim(2_800_000)).toBe("2.8M+");
    expect(formatClientClaim(1_500_000)).toBe("1.5M+");
    expect(formatClientClaim(700_000)).toBe("700K+");
  });
  it("rounds shares to whole percents", () => {
    expect(formatPercent(0.3)).toBe("30%");
    expect(formatPercent(0.555)).toBe("56%");
    expect(formatPercent(0.14)).toBe("14%");
  });
  it("formats US dollar prices", () => {
    expect(formatUsd(49)).toBe("$49");
    expect(formatUsd(1299)).toBe("$1,299");
  });
  it("formats calendar dates without a time-zone shift", () => {
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(() => formatDate("yesterday")).toThrow();
  });
});
