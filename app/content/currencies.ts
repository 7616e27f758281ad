/**
 * The currencies the site prices in, and the one dated rate table local prices come from.
 *
 * Local prices are not converted live: `npm run prices` (scripts/build-prices.ts) turns every
 * USD price into a local price point with these rates and each currency's rounding step, and
 * writes the result to content/generated/prices.ts for a person to review. A unit test fails
 * while that file and this table disagree, so neither is edited without the other.
 *
 * The rates are PLACEHOLDERS of plausible size, like the company facts in site.ts: finance
 * replaces them (and the dates) with the rates it actually fixes before launch.
 */
export type CurrencyCode = "USD" | "NGN" | "KES" | "ZAR" | "GHS" | "EGP" | "XOF" | "TRY" | "AED" | "EUR" | "GBP";

export type Currency = {
  code: CurrencyCode;
  /** The English name, as the currency links and selects say it. */
  name: string;
  /** How a sentence names amounts of it: "Every plan, in Kenyan shillings". */
  plural: string;
  /** The locale whose symbol and separators `Intl.NumberFormat` uses for this currency. */
  locale: string;
  /** Local prices are rounded to the nearest multiple of this (halves round up). */
  roundingStep: number;
  /** Where the currency is the natural choice, as ISO 3166-1 alpha-2 codes (browser region default). */
  regions: readonly string[];
};

export const currencies = [
  { code: "USD", name: "US Dollar", plural: "US dollars", locale: "en-US", roundingStep: 1, regions: ["US"] },
  { code: "NGN", name: "Nigerian Naira", plural: "Nigerian naira", locale: "en-NG", roundingStep: 1000, regions: ["NG"] },
  { code: "KES", name: "Kenyan Shilling", plural: "Kenyan shillings", locale: "en-KE", roundingStep: 100, regions: ["KE"] },
  { code: "ZAR", name: "South African Rand", plural: "South African rand", locale: "en-ZA", roundingStep: 10, regions: ["ZA"] },
  { code: "GHS", name: "Ghanaian Cedi", plural: "Ghanaian cedis", locale: "en-GH", roundingStep: 5, regions: ["GH"] },
  { code: "EGP", name: "Egyptian Pound", plural: "Egyptian pounds", locale: "en-EG", roundingStep: 10, regions: ["EG"] },
  {
    code: "XOF",
    name: "West African CFA Franc",
    plural: "West African CFA francs",
    locale: "fr-SN",
    roundingStep: 500,
    regions: ["SN", "CI"],
  },
  { code: "TRY", name: "Turkish Lira", plural: "Turkish lira", locale: "tr-TR", roundingStep: 10, regions: ["TR"] },
  { code: "AED", name: "UAE Dirham", plural: "UAE dirhams", locale: "en-AE", roundingStep: 1, regions: ["AE"] },
  { code: "EUR", name: "Euro", plural: "euros", locale: "en-IE", roundingStep: 1, regions: ["DE", "NL", "IE", "FR", "BE"] },
  { code: "GBP", name: "British Pound", plural: "British pounds", locale: "en-GB", roundingStep: 1, regions: ["GB"] },
] as const satisfies readonly Currency[];

export const baseCurrency = "USD" satisfies CurrencyCode;

/** The dated rate table: local units per US dollar. */
export const rateTable = {
  /** The day the rates were fixed. */
  ratesOf: "2026-11-16",
  /** The day the local price list takes effect (shown on the pricing pages). */
  validFrom: "2026-12-01",
  perUsd: {
    USD: 1,
    NGN: 1530,
    KES: 129,
    ZAR: 17.4,
    GHS: 11.2,
    EGP: 48.6,
    XOF: 571,
    TRY: 42.3,
    AED: 3.6725,
    EUR: 0.87,
    GBP: 0.76,
  },
} as const satisfies { ratesOf: string; validFrom: string; perUsd: Record<CurrencyCode, number> };

export function findCurrency(code: string): Currency | undefined {
  return currencies.find((currency) => currency.code === code.toUpperCase());
}

/** "ngn" → the path of that currency's price list; US dollars are /pricing itself. */
export function pricingPath(code: CurrencyCode): string {
  return code === baseCurrency ? "/pricing" : `/pricing/${code.toLowerCase()}`;
}
