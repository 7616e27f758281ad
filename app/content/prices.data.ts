/**
 * The price list in every language, loaded, checked and formatted: a build-time module like en.data.ts
 * (scripts/vite/vite-plugin-content.ts gives the bundles only the JSON of its exports). Kept apart
 * from en.data.ts because the service pages' loader, which en.data.ts runs, reads plan prices.
 * Export plain data only; plans.ts, currencies.ts and billing-countries.ts re-export it.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadBillingCountries, loadCurrencies, loadPlans } from "./price-list.ts";

const planList = eachLocale(loadPlans);
const currencyTable = eachLocale(loadCurrencies);
const billing = eachLocale((locale) =>
  loadBillingCountries(
    currencyTable[locale].currencies.map((currency) => currency.code),
    locale,
  ),
);

export const hourlyCapHours = planList.en.hourlyCapHours;
export const planFamilyList = eachLocale((locale) => planList[locale].families);
export const extraList = eachLocale((locale) => planList[locale].extras);
export const planChoices = eachLocale((locale) => planList[locale].planChoices);
export const planHighlightWords = eachLocale((locale) => planList[locale].planHighlightText);
export const planCardWords = eachLocale((locale) => planList[locale].planCardText);
export const pricingLinkWords = eachLocale((locale) => planList[locale].pricingLinks);
export const currencyList = eachLocale((locale) => currencyTable[locale].currencies);
export const baseCurrencyCode = currencyTable.en.baseCurrency;
export const rates = currencyTable.en.rateTable;
export const vat = eachLocale((locale) => billing[locale].vatTable);
export const paymentMethodNames = eachLocale((locale) => billing[locale].paymentMethodLabels);
