import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currencies, rateTable } from "../app/content/currencies";
import { localPrices, pricesValidFrom } from "../app/content/generated/prices";
import { allPlans, extras, HOURLY_CAP_HOURS } from "../app/content/plans";
import { formatFinePrice, formatPrice } from "../app/lib/price-points";
import { OUTPUT_PATH, renderModule } from "./build-prices";

const items = [...allPlans, ...extras];

describe("the frozen local price list", () => {
  it("is what the script makes of the rate table and the USD prices (run `npm run prices` if not)", () => {
    expect(readFileSync(OUTPUT_PATH, "utf8")).toBe(renderModule());
  });

  it("takes effect on the rate table's date", () => {
    expect(pricesValidFrom).toBe(rateTable.validFrom);
  });

  it("prices every plan and extra in every currency, and nothing else", () => {
    expect(Object.keys(localPrices).sort()).toEqual(currencies.map((currency) => currency.code).sort());
    for (const currency of currencies) {
      expect(Object.keys(localPrices[currency.code] ?? {}).sort(), currency.code).toEqual(items.map((item) => item.id).sort());
    }
  });

  // Every plan × currency (15 items × 11 currencies): a multiple of the step, within half a step of the exact conversion.
  describe.each(currencies)("in $code", (currency) => {
    it.each(items)("$id follows the rounding rule", (item) => {
      const price = localPrices[currency.code]?.[item.id];
      expect(price).toBeDefined();
      if (!price) return;
      const exact = item.priceUsd * (rateTable.perUsd[currency.code] ?? Number.NaN);
      expect(price.amount % currency.roundingStep).toBe(0);
      expect(Math.abs(price.amount - exact)).toBeLessThanOrEqual(currency.roundingStep / 2 + 1e-9);
      expect(price.amount).toBeGreaterThan(0);
      expect(price.text).toBe(formatPrice(price.amount, currency));
      const hourly = "hourly" in item ? item.hourly : true;
      expect(price.hourlyText).toBe(hourly ? formatFinePrice(price.amount / HOURLY_CAP_HOURS, currency) : null);
    });
  });

  it("keeps US dollar prices exactly as content/facts/plans.yaml gives them", () => {
    for (const item of items) expect(localPrices.USD?.[item.id]?.amount).toBe(item.priceUsd);
  });

  it("gives round local prices, not converted odd figures: each a whole multiple of its currency's step", () => {
    // The example was $49 → ₦75,000 rather than ₦74,382; true of whatever the prices are.
    for (const currency of currencies.filter((entry) => entry.code !== "USD"))
      for (const item of items)
        expect(Number.isInteger(localPrices[currency.code]?.[item.id]?.amount), `${currency.code} ${item.id}`).toBe(true);
  });
});
