/**
 * The countries the site sells in: the VAT charged on top of the (VAT-exclusive) prices, the
 * currency a customer there is billed in by default, and how they can pay. The figures are in
 * content/facts/vat.yaml (dated: revise a rate and `asOf` together), the names in
 * content/pages/<locale>/billing.yaml, joined at build time by price-list-loader.ts.
 */
import { paymentMethodNames, vat } from "./price-list.ts";
import type { Locale } from "#app/lib/locales.ts";
import type { BillingCountry, PaymentMethod } from "./price-list-loader.ts";

export type { BillingCountry, PaymentMethod } from "./price-list-loader.ts";

export const vatTable: Record<Locale, { asOf: string; countries: readonly BillingCountry[] }> = vat;

export const billingCountries = (locale: Locale): readonly BillingCountry[] => vatTable[locale].countries;

export const paymentMethodLabels: Record<Locale, Record<PaymentMethod, string>> = paymentMethodNames;
