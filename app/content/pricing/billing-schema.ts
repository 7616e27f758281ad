import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, "three capital letters (ISO 4217), e.g. NGN")
  .meta({ title: "Currency code", description: "Three letters, e.g. NGN.", ...neutral });

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "two capital letters (ISO 3166-1), e.g. NG")
  .meta({ title: "Country code", description: "Two letters, e.g. NG.", ...neutral });

const date = (title: string, description: string) => z.iso.date("a date written YYYY-MM-DD").meta({ title, description, ...neutral });

const percent = (title: string, description: string) =>
  z
    .number()
    .min(0)
    .max(100)
    .meta({ title, description, ...neutral });

/**
 * content/facts/currencies.yaml: the currencies the site prices in and the dated rate table the
 * local price list is made from (`npm run prices`). The names are words (billing words).
 */
export const currencyFactsSchema = z
  .object({
    baseCurrency: currencyCode.meta({
      title: "Base currency",
      description: "The currency plan prices are set in (USD); its page is /pricing.",
      ...neutral,
    }),
    ratesOf: date("Rates of", "The day the exchange rates were fixed."),
    validFrom: date("Prices valid from", "The day the local price list takes effect (shown on the pricing pages)."),
    currencies: z
      .array(
        z
          .object({
            code: currencyCode,
            perUsd: z
              .number()
              .positive()
              .meta({ title: "Rate (per US dollar)", description: "Local units per US dollar, e.g. 1530 naira.", ...neutral }),
            roundingStep: z
              .number()
              .positive()
              .meta({
                title: "Rounding step",
                description: "Local prices are rounded to the nearest multiple of this (halves up), e.g. 1000 for naira.",
                ...neutral,
              }),
            locale: z
              .string()
              .min(2)
              .meta({
                title: "Number format",
                description: "The locale whose symbol and separators prices use, e.g. en-NG (₦75,000) or fr-SN (28 000 F CFA).",
                ...neutral,
              }),
            regions: z
              .array(countryCode)
              .min(1)
              .meta({ title: "Countries", description: "Where a visitor is offered this currency first (two-letter codes).", ...neutral }),
          })
          .meta({ title: "Currency", description: "One currency and its rate." }),
      )
      .min(1)
      .meta({ title: "Currencies", description: "In the order the pricing pages link them; the base currency first." }),
  })
  .meta({ title: "Currencies and exchange rates", description: "The currencies, their rates per US dollar and rounding steps." });

export type CurrencyFacts = z.infer<typeof currencyFactsSchema>;

/** content/facts/vat.yaml: VAT, billing currency and payment methods per country. */
export const vatFactsSchema = z
  .object({
    asOf: date("Rates as of", "The day the VAT rates were checked; shown on the pricing pages."),
    countries: z
      .array(
        z
          .object({
            code: countryCode,
            vatPercent: percent("VAT (%)", "The standard rate added to prices, e.g. 7.5."),
            standardVatPercent: percent(
              "VAT before levies (%)",
              "Where the rate adds levies to VAT: the VAT alone. Words name it {standardVat}.",
            ).optional(),
            levyPercent: percent("Each levy (%)", "Where the rate adds levies to VAT: each levy's rate. Words name it {levy}.").optional(),
            currency: currencyCode.meta({
              title: "Billed in",
              description: "The currency code a customer there is billed in.",
              ...neutral,
            }),
            paymentMethods: z
              .array(
                z
                  .string()
                  .min(1)
                  .meta({ title: "Payment method", description: "An id listed under Payment methods in the billing words.", ...neutral }),
              )
              .min(1)
              .meta({ title: "Payment methods", description: "Ids such as card, bank-transfer, mpesa.", ...neutral }),
          })
          .meta({ title: "Country", description: "One country's VAT and payment." }),
      )
      .min(1)
      .meta({ title: "Countries", description: "In the order the VAT table and the calculator list them." }),
  })
  .meta({ title: "VAT and payment by country", description: "VAT rates, billing currency and payment methods per country." });

export type VatFacts = z.infer<typeof vatFactsSchema>;

/** content/pages/<locale>/billing.yaml: the names of currencies, countries and payment methods. */
export const billingWordsSchema = z
  .object({
    currencies: z
      .array(
        z
          .object({
            code: currencyCode,
            name: text("Name", 'As links and menus name it: "Kenyan Shilling".'),
            plural: text("In a sentence", 'How a sentence names amounts of it: "Every plan, in Kenyan shillings".'),
          })
          .meta({ title: "Currency", description: "One currency's names." }),
      )
      .min(1)
      .meta({ title: "Currencies", description: "One entry per currency of Currencies and exchange rates." }),
    countries: z
      .array(
        z
          .object({
            code: countryCode,
            name: text("Name", 'E.g. "Côte d\'Ivoire".'),
            vatNote: text("VAT note", "Under the rate, where VAT alone would mislead; may name {standardVat} and {levy}.").optional(),
          })
          .meta({ title: "Country", description: "One country's name." }),
      )
      .min(1)
      .meta({ title: "Countries", description: "One entry per country of VAT and payment by country." }),
    paymentMethods: z
      .array(
        z
          .object({
            id: z
              .string()
              .min(1)
              .meta({ title: "Id", description: "As VAT and payment by country names it, e.g. mpesa.", ...neutral }),
            name: text("Name", 'As customers know it, e.g. "M-Pesa".'),
          })
          .meta({ title: "Payment method", description: "One way to pay." }),
      )
      .min(1)
      .meta({ title: "Payment methods", description: "The name of every payment method a country offers." }),
  })
  .meta({ title: "Currency and country names", description: "The names of currencies, countries and payment methods." });

export type BillingWords = z.infer<typeof billingWordsSchema>;
