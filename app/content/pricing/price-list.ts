/**
 * The price list in every language, loaded, checked and formatted at build time
 * (price-list-loader.ts); plans.ts, currencies.ts and billing-countries.ts give it the names the
 * site uses.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadBillingCountries, loadCurrencies, loadPlans } from "./price-list-loader.ts";

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
