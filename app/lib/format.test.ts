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

describe("formatting in the site's other languages (build time, Latin digits named)", () => {
  it("writes French with narrow no-break spaces and its own currency order", () => {
    expect(formatNumber(5000000, "fr")).toBe("5\u202f000\u202f000");
    // CLDR puts a no-break space (U+00A0) before % in French, a narrow one (U+202F) in groups.
    expect(formatPercent(0.56, "fr")).toBe("56\u00a0%");
    expect(formatUsd(49, "fr")).toBe("49\u00a0$US");
  });
  it("writes Arabic with Latin digits, not Arabic-Indic ones (decision 016)", () => {
    expect(formatNumber(5000000, "ar")).toBe("5,000,000");
    expect(formatNumber(5000000, "ar")).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDate("2026-11-02", "ar")).toMatch(/^2 .+ 2026$/);
  });
  it("writes Portuguese as read in Angola (pt-AO)", () => {
    expect(formatNumber(5000, "pt")).toBe("5\u00a0000");
    expect(formatUsd(49, "pt")).toBe("49\u00a0US$");
  });
  it("keeps English as it was", () => {
    expect(formatUsd(49, "en")).toBe("$49");
    expect(formatPercent(0.56)).toBe("56%");
  });
});
