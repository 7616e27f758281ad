/**
 * The pricing pages' loader: content/pages/<locale>/pricing.yaml, validated and formatted for
 * one locale. Words that name a currency are formatted once per currency (`byCurrency`); the
 * dates and figures they name come from the price list, the rate table and the VAT table. The
 * plan cards' and the extras' words in the same file are joined with the plans by price-list-loader.ts.
 */
import type { Locale } from "#app/lib/locales.ts";
import { DEFAULT_LOCALE, formatDate } from "#app/lib/format.ts";
import { formatPrice } from "#app/lib/price-points.ts";
import { vatTable } from "./billing-countries.ts";
import { baseCurrency, currencies, rateTable, type CurrencyCode } from "./currencies.ts";
import { pricesValidFrom } from "../generated/prices.ts";
import { formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { HOURLY_CAP_HOURS } from "./plans.ts";
import { pricingPageSchema, type PricingPageContent } from "./words-schema.ts";

export const pricingPageFile = (locale: string) => `content/pages/${locale}/pricing.yaml`;

/** The words of one currency's page. */
export type CurrencyPageWords = {
  title: string;
  description: string;
  heading: string;
  tagline: string;
  linkLabel: string;
  rule: string;
  /** "Prices in Nigerian naira (NGN), excluding VAT…": one sentence naming the currency. */
  excludesVat: string;
};

/** The fields formatted once per currency, as they name its currency. */
type PerCurrencyField =
  | "baseTitle"
  | "baseDescription"
  | "localTitle"
  | "localDescription"
  | "linkLabel"
  | "heading"
  | "tagline"
  | "baseRule"
  | "localRule"
  | "excludesVat";

/** The plan cards' and the extras' words are joined with the plans by price-list-loader.ts, not here. */
type PriceListField = "planCards" | "extras";

export type PricingWords = Omit<PricingPageContent, PerCurrencyField | PriceListField> & {
  byCurrency: Record<CurrencyCode, CurrencyPageWords>;
};

function without<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

export function loadPricingWords(values: MessageValues, locale: string = DEFAULT_LOCALE): PricingWords {
  const file = pricingPageFile(locale);
  const content = readYaml(file, pricingPageSchema);
  const shared: MessageValues = {
    ...values,
    validFrom: formatDate(pricesValidFrom, locale),
    ratesOf: formatDate(rateTable.ratesOf, locale),
    vatAsOf: formatDate(vatTable[locale as Locale].asOf, locale),
    capHours: HOURLY_CAP_HOURS,
    capDays: HOURLY_CAP_HOURS / 24,
    localCurrencies: currencies[locale as Locale].length - 1,
    // Filled in the browser by the currency notice, which knows the visitor's currency.
    currency: "{currency}",
  };
  const {
    baseTitle,
    baseDescription,
    localTitle,
    localDescription,
    linkLabel,
    heading,
    tagline,
    baseRule,
    localRule,
    excludesVat,
    ...others
  } = content;
  const rest = without(others, ["planCards", "extras", "calculatorText"]);
  const byCurrency = Object.fromEntries(
    currencies[locale as Locale].map((currency) => {
      const isBase = currency.code === baseCurrency;
      const own: MessageValues = {
        ...shared,
        name: currency.name,
        plural: currency.plural,
        code: currency.code,
        step: formatPrice(currency.roundingStep, currency),
      };
      const format = (field: PerCurrencyField, message: string) => formatMessage(message, own, `${file}: ${field}`, locale);
      const words: CurrencyPageWords = {
        title: isBase ? format("baseTitle", baseTitle) : format("localTitle", localTitle),
        description: isBase ? format("baseDescription", baseDescription) : format("localDescription", localDescription),
        heading: format("heading", heading),
        tagline: format("tagline", tagline),
        linkLabel: format("linkLabel", linkLabel),
        rule: isBase ? format("baseRule", baseRule) : format("localRule", localRule),
        excludesVat: format("excludesVat", excludesVat),
      };
      return [currency.code, words];
    }),
  ) as Record<CurrencyCode, CurrencyPageWords>;
  // The calculator fills in what the visitor chooses (components/pricing/cost-quote.ts): its
  // messages keep those names for it, while a misspelt name still fails here.
  const chosen = ["price", "unit", "country", "rate", "amount", "name", "quantity", "region", "monthly", "hourly"];
  const calculatorText = formatMessages(
    others.calculatorText,
    { ...shared, ...Object.fromEntries(chosen.map((name) => [name, `{${name}}`])) },
    `${file}: calculatorText`,
    locale,
  );
  // {price} in an hourly price ("{price} an hour") is filled per row by the price list.
  return { ...formatMessages(rest, { ...shared, price: "{price}" }, file, locale), calculatorText, byCurrency };
}
