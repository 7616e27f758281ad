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

/** The ISO 4217 minor unit as Intl knows it: 2 for naira, 0 for CFA francs (no centimes in practice). */
export function minorUnitDigits(code: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The locale's own symbol where it has one ("$US" in French, "US$" in Portuguese and Arabic, "ج.م."
 * for Egyptian pounds in Arabic), else the narrow symbol rather than the bare ISO code ("₦", "Kz"):
 * a bare "$" is never shown outside English, and English keeps "$49".
 */
export function currencyDisplay(code: string, locale: string): "symbol" | "narrowSymbol" {
  const symbol = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "symbol" })
    .formatToParts(1)
    .find((part) => part.type === "currency")?.value;
  return symbol === code ? "narrowSymbol" : "symbol";
}

const priceFormat = (currency: Formattable, digits: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(currency.locale, {
    style: "currency",
    currency: currency.code,
    currencyDisplay: currencyDisplay(currency.code, currency.locale),
    // Prices group thousands from 1,000 in every language ("3 150 MTn", not "3150 MTn").
    useGrouping: "always",
    ...digits,
  });

/** Whole units with the currency's own symbol and separators: "₦75,000", "R 860", "28 000 F CFA". */
export function formatPrice(amount: number, currency: Formattable): string {
  return priceFormat(currency, { minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
}

/**
 * An amount that may be a fraction of the smallest unit (hourly prices, VAT): the currency's minor
 * unit (two decimals for most, none for CFA francs), or three significant digits below 1, where
 * that would hide it ("$0.0729", "₦111.61", "42 F CFA").
 */
export function formatFinePrice(amount: number, currency: Formattable): string {
  const minor = minorUnitDigits(currency.code);
  const digits: Intl.NumberFormatOptions =
    Math.abs(amount) < 1 && amount !== 0 ? { maximumSignificantDigits: 3 } : { minimumFractionDigits: minor, maximumFractionDigits: minor };
  return priceFormat(currency, digits).format(amount);
}
