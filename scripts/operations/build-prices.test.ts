import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currencies, rateTable } from "../../app/content/pricing/currencies";
import { localPrices, pricesValidFrom } from "../../app/content/generated/prices";
import { allPlans, extras, HOURLY_CAP_HOURS } from "../../app/content/pricing/plans";
import { formatFinePrice, formatPrice } from "../../app/lib/price-points";
import { localeCodes, SOURCE_LOCALE } from "../../app/lib/locales";
import { OUTPUT_PATH, renderModule } from "./build-prices";

// The list is frozen once, from the English content: a price is the same figure, written the same way, in every language.
const items = [...allPlans(SOURCE_LOCALE), ...extras[SOURCE_LOCALE]];
const currencyList = currencies[SOURCE_LOCALE];

describe("the frozen local price list", () => {
  it("is what the script makes of the rate table and the USD prices (run `npm run prices` if not)", () => {
    expect(readFileSync(OUTPUT_PATH, "utf8")).toBe(renderModule());
  });

  it("takes effect on the rate table's date", () => {
    expect(pricesValidFrom).toBe(rateTable.validFrom);
  });

  it("prices every plan and extra in every currency, and nothing else", () => {
    expect(Object.keys(localPrices).sort()).toEqual(currencyList.map((currency) => currency.code).sort());
    for (const currency of currencyList) {
      expect(Object.keys(localPrices[currency.code] ?? {}).sort(), currency.code).toEqual(items.map((item) => item.id).sort());
    }
  });

  // Every plan × currency (15 items × 11 currencies): a multiple of the step, within half a step of the exact conversion.
  // A language writes the figures its own way (a currency's `locale` is the page's), from the same amounts.
  it("holds for every language: the same items at the same USD prices, the same currencies, rates and steps", () => {
    const figures = (locale: (typeof localeCodes)[number]) => ({
      items: [...allPlans(locale), ...extras[locale]].map((item) => [item.id, item.priceUsd]),
      currencies: currencies[locale].map(({ code, perUsd, roundingStep }) => [code, perUsd, roundingStep]),
    });
    for (const locale of localeCodes) expect(figures(locale), locale).toEqual(figures(SOURCE_LOCALE));
  });

  describe.each(currencyList)("in $code", (currency) => {
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
    for (const currency of currencies.en.filter((entry) => entry.code !== "USD"))
      for (const item of items)
        expect(Number.isInteger(localPrices[currency.code]?.[item.id]?.amount), `${currency.code} ${item.id}`).toBe(true);
  });
});
