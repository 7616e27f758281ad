/** What rounding needs of a currency: the step its prices round to. */
type Rounded = { roundingStep: number };

/** What formatting needs of a currency: its ISO code and the locale whose symbol and separators it uses. */
type Formattable = { code: string; locale: string };

/**
 * The rounding rule and the formats of local prices. Used by `npm run prices` to write the
 * frozen price list, by its unit test to check it, and by the calculator to format totals.
 */

/** Nearest multiple of `step`, halves up: 74,970 with a step of 1,000 → 75,000. */
export function roundToStep(value: number, step: number): number {
  // Work in whole steps so that 0.87 × 49 does not come out as 42.629999… and round the wrong way.
  return Math.round(Number((value / step).toFixed(6))) * step;
}

/** A USD price as a local price point: converted at the table's rate, then rounded by the currency's rule. */
export function localPricePoint(priceUsd: number, ratePerUsd: number, currency: Rounded): number {
  return roundToStep(priceUsd * ratePerUsd, currency.roundingStep);
}

/** Whole units with the currency's own symbol and separators: "₦75,000", "R 860", "28 000 F CFA". */
export function formatPrice(amount: number, currency: Formattable): string {
  return new Intl.NumberFormat(currency.locale, {
    style: "currency",
    currency: currency.code,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * An amount that may be a fraction of the smallest unit (hourly prices, VAT): two decimals,
 * or three significant digits below 1, where two decimals would hide it ("$0.0729", "₦111.61").
 */
export function formatFinePrice(amount: number, currency: Formattable): string {
  const digits: Intl.NumberFormatOptions =
    Math.abs(amount) < 1 && amount !== 0 ? { maximumSignificantDigits: 3 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return new Intl.NumberFormat(currency.locale, {
    style: "currency",
    currency: currency.code,
    currencyDisplay: "narrowSymbol",
    ...digits,
  }).format(amount);
}
