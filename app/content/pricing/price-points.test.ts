import { describe, expect, it } from "vitest";
import { findCurrency } from "./currencies.ts";
import { formatFinePrice, formatPrice, localPricePoint, roundToStep } from "#app/lib/price-points.ts";

const currency = (code: string) => {
  const found = findCurrency(code, "en");
  if (!found) throw new Error(`No currency ${code}`);
  return found;
};

describe("roundToStep", () => {
  it("rounds to the nearest multiple, halves up", () => {
    expect(roundToStep(74_382, 1000)).toBe(74_000);
    expect(roundToStep(74_970, 1000)).toBe(75_000);
    expect(roundToStep(74_500, 1000)).toBe(75_000);
    expect(roundToStep(42.63, 1)).toBe(43);
    expect(roundToStep(537.5, 5)).toBe(540);
  });

  it("is not thrown off by floating point (0.87 × 49 = 42.63, not 42.629999…)", () => {
    expect(roundToStep(0.5 * 3, 1)).toBe(2);
    expect(localPricePoint(49, 0.87, { roundingStep: 1 })).toBe(43);
  });
});

describe("price formats", () => {
  it("use the currency's own symbol and separators", () => {
    expect(formatPrice(75_000, currency("NGN"))).toBe("₦75,000");
    expect(formatPrice(129, currency("USD"))).toBe("$129");
    expect(formatPrice(2070, currency("TRY"))).toBe("₺2.070");
    expect(formatPrice(28_000, currency("XOF")).replace(/\s/g, " ")).toBe("28 000 F CFA");
    expect(formatPrice(850, currency("ZAR")).replace(/\s/g, " ")).toBe("R 850");
  });

  it("show small amounts to three significant digits and others to two decimals", () => {
    expect(formatFinePrice(49 / 672, currency("USD"))).toBe("$0.0729");
    expect(formatFinePrice(75_000 / 672, currency("NGN"))).toBe("₦111.61");
    expect(formatFinePrice(151_000 / 672, currency("NGN"))).toBe("₦224.70");
  });
});
