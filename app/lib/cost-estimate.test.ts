import { describe, expect, it } from "vitest";
import { estimateCost, hourlyBill, MAX_QUANTITY, readEstimateQuery, writeEstimateQuery, type PriceSheet } from "./cost-estimate.ts";

// A small price sheet in naira, with the frozen list's figures for these items.
const naira: PriceSheet = {
  amounts: { "starter-cloud": 75_000, "business-server": 197_000, "db-starter": 44_000, "extra-transfer": 15_000, "extra-storage": 15_000 },
  hourlyItems: ["starter-cloud", "business-server", "db-starter", "extra-storage"],
  capHours: 672,
  fractionDigits: 2,
};

describe("estimateCost: worked examples", () => {
  it("two Business Servers and 3 TB of transfer, billed in Nigeria (7.5% VAT)", () => {
    const estimate = estimateCost({ "business-server": 2, "extra-transfer": 3 }, naira, 0.075);
    // 2 × 197,000 + 3 × 15,000 = 439,000; VAT 7.5% = 32,925; total 471,925.
    expect(estimate.monthly).toEqual({ subtotal: 439_000, vat: 32_925, total: 471_925 });
    // Hourly covers the servers only (transfer is billed per TB): 394,000 / 672 an hour.
    expect(estimate.hourly.subtotal).toBeCloseTo(394_000 / 672, 9);
    expect(estimate.hourly.vat).toBeCloseTo((394_000 / 672) * 0.075, 9);
    expect(estimate.hourly.total).toBeCloseTo((394_000 / 672) * 1.075, 9);
    expect(estimate.lines.map((line) => [line.id, line.monthly])).toEqual([
      ["business-server", 394_000],
      ["extra-transfer", 45_000],
    ]);
  });

  it("a starter stack in dollars, billed in Kenya (16% VAT), with VAT rounded to cents", () => {
    const dollars: PriceSheet = {
      amounts: { "starter-cloud": 49, "db-starter": 29, "extra-storage": 10 },
      hourlyItems: ["starter-cloud", "db-starter", "extra-storage"],
      capHours: 672,
      fractionDigits: 2,
    };
    const estimate = estimateCost({ "starter-cloud": 1, "db-starter": 1, "extra-storage": 2 }, dollars, 0.16);
    // 49 + 29 + 2 × 10 = 98; VAT 15.68; total 113.68.
    expect(estimate.monthly).toEqual({ subtotal: 98, vat: 15.68, total: 113.68 });
    expect(estimate.hourly.subtotal).toBeCloseTo(98 / 672, 12);
  });

  it("rounds VAT to whole francs for a currency without minor units (18% in Senegal)", () => {
    const francs: PriceSheet = { amounts: { "db-starter": 16_500 }, hourlyItems: ["db-starter"], capHours: 672, fractionDigits: 0 };
    // 3 × 16,500 = 49,500; 18% = 8,910 exactly; and 1 × 16,500 → 2,970.
    expect(estimateCost({ "db-starter": 3 }, francs, 0.18).monthly).toEqual({ subtotal: 49_500, vat: 8_910, total: 58_410 });
    const odd: PriceSheet = { ...francs, amounts: { "db-starter": 16_501 } };
    expect(estimateCost({ "db-starter": 1 }, odd, 0.18).monthly.vat).toBe(2970); // 2,970.18 → 2,970
  });

  it("ignores zero quantities and items without a price, and is empty without any", () => {
    const estimate = estimateCost({ "starter-cloud": 0, "no-such-plan": 4 }, naira, 0.075);
    expect(estimate.lines).toEqual([]);
    expect(estimate.monthly).toEqual({ subtotal: 0, vat: 0, total: 0 });
  });
});

describe("hourlyBill: the monthly cap", () => {
  it("charges 1/672 of the monthly price per hour, up to the monthly price", () => {
    expect(hourlyBill(672, 1, 672)).toBe(1);
    expect(hourlyBill(75_000, 336, 672)).toBe(37_500);
    expect(hourlyBill(75_000, 672, 672)).toBe(75_000);
    // A 31-day month is 744 hours: still the monthly price, never more.
    expect(hourlyBill(75_000, 744, 672)).toBe(75_000);
    expect(hourlyBill(75_000, 0, 672)).toBe(0);
  });
});

describe("the estimate's URL query", () => {
  const defaults = { currency: "NGN", country: "NG", region: "lagos", quantities: {} };
  const choices = {
    currencies: ["USD", "NGN", "KES"],
    countries: ["NG", "KE"],
    regions: ["lagos", "nairobi"],
    items: ["business-server", "extra-transfer"],
  };

  it("round-trips a configuration", () => {
    const config = { currency: "KES", country: "KE", region: "nairobi", quantities: { "business-server": 2, "extra-transfer": 3 } };
    const query = writeEstimateQuery(config);
    expect(query).toBe("?currency=kes&country=ke&region=nairobi&business-server=2&extra-transfer=3");
    expect(readEstimateQuery(query, defaults, choices)).toEqual(config);
  });

  it("leaves out zero quantities", () => {
    expect(writeEstimateQuery({ ...defaults, quantities: { "business-server": 0 } })).toBe("?currency=ngn&country=ng&region=lagos");
  });

  it("falls back to the defaults for unknown or malformed values, and caps quantities", () => {
    expect(
      readEstimateQuery("?currency=xyz&country=zz&region=mars&business-server=-2&extra-transfer=abc&evil=1", defaults, choices),
    ).toEqual(defaults);
    expect(readEstimateQuery("?business-server=5000", defaults, choices).quantities["business-server"]).toBe(MAX_QUANTITY);
  });
});
