import type { CurrencyCode } from "./currencies.ts";

/**
 * The countries the site sells in: the VAT charged on top of the (VAT-exclusive) prices,
 * the currency a customer there is billed in by default, and how they can pay.
 *
 * The VAT table is dated: standard rates as published on `vatTable.asOf`; revise it (and
 * the date) when a rate changes. The payment methods are PLACEHOLDERS, like the company
 * facts in site.ts: what the company expects to offer, to be confirmed before launch.
 */
export type PaymentMethod = "card" | "bank-transfer" | "mpesa" | "mtn-momo" | "airtel-money" | "orange-money" | "wave" | "direct-debit";

export type BillingCountry = {
  /** ISO 3166-1 alpha-2 code, lower case in URLs. */
  code: string;
  name: string;
  /** Standard VAT rate as a fraction: 0.075 is 7.5%. */
  vatRate: number;
  /** What the rate is called or made of, where "VAT" alone would mislead. */
  vatNote?: string;
  currency: CurrencyCode;
  paymentMethods: readonly PaymentMethod[];
};

export const vatTable = {
  asOf: "2026-11-16",
  countries: [
    { code: "NG", name: "Nigeria", vatRate: 0.075, currency: "NGN", paymentMethods: ["card", "bank-transfer"] },
    { code: "KE", name: "Kenya", vatRate: 0.16, currency: "KES", paymentMethods: ["card", "bank-transfer", "mpesa", "airtel-money"] },
    { code: "ZA", name: "South Africa", vatRate: 0.15, currency: "ZAR", paymentMethods: ["card", "bank-transfer", "direct-debit"] },
    {
      code: "GH",
      name: "Ghana",
      vatRate: 0.2,
      vatNote: "VAT of 15% plus the NHIL and GETFund levies of 2.5% each",
      currency: "GHS",
      paymentMethods: ["card", "bank-transfer", "mtn-momo"],
    },
    { code: "EG", name: "Egypt", vatRate: 0.14, currency: "EGP", paymentMethods: ["card", "bank-transfer"] },
    { code: "SN", name: "Senegal", vatRate: 0.18, currency: "XOF", paymentMethods: ["card", "bank-transfer", "orange-money", "wave"] },
    {
      code: "CI",
      name: "Côte d'Ivoire",
      vatRate: 0.18,
      currency: "XOF",
      paymentMethods: ["card", "bank-transfer", "mtn-momo", "orange-money"],
    },
    { code: "TR", name: "Turkey", vatRate: 0.2, currency: "TRY", paymentMethods: ["card", "bank-transfer"] },
    { code: "AE", name: "United Arab Emirates", vatRate: 0.05, currency: "AED", paymentMethods: ["card", "bank-transfer"] },
    { code: "GB", name: "United Kingdom", vatRate: 0.2, currency: "GBP", paymentMethods: ["card", "bank-transfer", "direct-debit"] },
    { code: "DE", name: "Germany", vatRate: 0.19, currency: "EUR", paymentMethods: ["card", "bank-transfer", "direct-debit"] },
    { code: "NL", name: "Netherlands", vatRate: 0.21, currency: "EUR", paymentMethods: ["card", "bank-transfer", "direct-debit"] },
  ],
} as const satisfies { asOf: string; countries: readonly BillingCountry[] };

export const billingCountries: readonly BillingCountry[] = vatTable.countries;

export const paymentMethodLabels = {
  card: "Visa and Mastercard",
  "bank-transfer": "Bank transfer",
  mpesa: "M-Pesa",
  "mtn-momo": "MTN MoMo",
  "airtel-money": "Airtel Money",
  "orange-money": "Orange Money",
  wave: "Wave",
  "direct-debit": "Direct debit",
} as const satisfies Record<PaymentMethod, string>;
