/**
 * The currencies the site prices in, and the one dated rate table local prices come from: the
 * figures are in content/facts/currencies.yaml, the names in content/pages/<locale>/billing.yaml,
 * joined at build time by price-list-loader.ts (through price-list.ts).
 *
 * Local prices are not converted live: `npm run prices` (scripts/operations/build-prices.ts) turns every
 * USD price into a local price point with these rates and each currency's rounding step, and
 * writes the result to app/content/generated/prices.ts for a person to review. A unit test
 * fails while that file and the facts disagree, so neither is edited without the other.
 */
import { baseCurrencyCode, currencyList, rates } from "./price-list.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { Currency, CurrencyCode } from "./price-list-loader.ts";

export type { Currency, CurrencyCode } from "./price-list-loader.ts";

/** By language: the currencies' names differ, their codes, rates and steps do not. */
export const currencies: Record<Locale, readonly Currency[]> = currencyList;

/** The currency plan prices are set in (US dollars); its page is /pricing itself. */
export const baseCurrency: CurrencyCode = baseCurrencyCode;

/** The dated rate table: local units per US dollar. */
export const rateTable: { ratesOf: string; validFrom: string; perUsd: Record<CurrencyCode, number> } = rates;

export function findCurrency(code: string, locale: Locale): Currency | undefined {
  return currencies[locale].find((currency) => currency.code === code.toUpperCase());
}

/** "ngn" → the path of that currency's price list; US dollars are /pricing itself. */
export function pricingPath(code: CurrencyCode): string {
  return code === baseCurrency ? "/pricing" : `/pricing/${code.toLowerCase()}`;
}
