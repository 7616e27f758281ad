/**
 * The price list in English, loaded, checked and formatted: a build-time module like en.data.ts
 * (scripts/vite-plugin-content.ts gives the bundles only the JSON of its exports). Kept apart
 * from en.data.ts because the service pages' loader, which en.data.ts runs, reads plan prices.
 * Export plain data only; plans.ts, currencies.ts and billing-countries.ts re-export it.
 */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { loadBillingCountries, loadCurrencies, loadPlans } from "./price-list.ts";

const locale = buildLocale;
const planList = loadPlans(locale);
const currencyTable = loadCurrencies(locale);
const billing = loadBillingCountries(
  currencyTable.currencies.map((currency) => currency.code),
  locale,
);

export const hourlyCapHours = planList.hourlyCapHours;
export const planFamilyList = planList.families;
export const extraList = planList.extras;
export const planChoices = planList.planChoices;
export const planHighlightWords = planList.planHighlightText;
export const planCardWords = planList.planCardText;
export const pricingLinkWords = planList.pricingLinks;
export const currencyList = currencyTable.currencies;
export const baseCurrencyCode = currencyTable.baseCurrency;
export const rates = currencyTable.rateTable;
export const vat = billing.vatTable;
export const paymentMethodNames = billing.paymentMethodLabels;
