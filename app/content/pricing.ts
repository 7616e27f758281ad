import type { PageSeo } from "#app/lib/seo.ts";
import { formatDate } from "#app/lib/format.ts";
import { roundingRule } from "#app/lib/price-points.ts";
import { billingCountries, paymentMethodLabels, vatTable } from "./billing-countries.ts";
import { baseCurrency, currencies, pricingPath, rateTable, type Currency, type CurrencyCode } from "./currencies.ts";
import { dataCenters } from "./data-centers.ts";
import { localPrices, pricesValidFrom } from "./generated/prices.ts";
import { extras, HOURLY_CAP_HOURS, planFamilies, planHighlight } from "./plans.ts";

/**
 * The words of /pricing and /pricing/<currency>: one page per currency, one template. The
 * figures come from plans.ts (USD), the frozen local price list (generated/prices.ts),
 * currencies.ts and billing-countries.ts; nothing here retypes a price or a rate.
 */
export type PricingPage = PageSeo & { currency: CurrencyCode };

function pageFor(currency: Currency): PricingPage {
  const path = pricingPath(currency.code);
  if (currency.code === baseCurrency) {
    return {
      currency: currency.code,
      path,
      title: "Pricing: Every Plan, Local Currencies, Calculator",
      description: `Every Baobab Cloud plan in one place, monthly and hourly, in US dollars or ${currencies.length - 1} local currencies including Naira, Shilling and Rand, with a cost calculator.`,
    };
  }
  return {
    currency: currency.code,
    path,
    title: `Pricing in ${currency.name} (${currency.code})`,
    description: `Every Baobab Cloud plan priced in ${currency.name}: cloud servers, managed databases, dedicated servers and extras, monthly and hourly, before VAT.`,
  };
}

export const pricingPages: readonly PricingPage[] = currencies.map(pageFor);

/** The pricing pages as links (the site map lists them). */
export const pricingPageLinks = currencies.map((currency) => ({ label: `Prices in ${currency.plural}`, href: pricingPath(currency.code) }));

export const pricingText = {
  eyebrow: "Pricing",
  /** The h1 names the page: "Pricing in Nigerian Naira (NGN)"; the tagline follows it. */
  heading: (currency: { name: string; code: string }) => `Pricing in ${currency.name} (${currency.code})`,
  tagline: (currencyPlural: string) => `Every plan, in ${currencyPlural}`,
  lead: "Compare every plan side by side, see what an hour costs, and estimate a monthly bill before you talk to anyone.",
  currencyNav: "Show prices in",
  validFrom: `Prices valid from ${formatDate(pricesValidFrom)}.`,
  excludesVat: "All prices exclude VAT, which is added at your country's rate (see below).",
  hourly: `Billed by the hour at 1/${HOURLY_CAP_HOURS} of the monthly price, up to ${HOURLY_CAP_HOURS} hours (28 days) in a calendar month; after that the month costs the monthly price and no more.`,
  localNote: `Local prices are fixed price points, not live conversions: converted from the US dollar price at the rates of ${formatDate(rateTable.ratesOf)} and rounded, and revised on a published date.`,
  samePriceEverywhere: "Prices are the same in every region and data center.",
  table: { plan: "Plan", extra: "Item", monthly: "Monthly", hourly: "Hourly", unit: "Price" },
  perHour: "an hour",
  notHourly: "per TB used",
  familyLink: "See the plans' details",
  extras: { heading: "Extras" },
  calculator: {
    heading: "Estimate your monthly bill",
    intro: "Choose what you would run: the estimate updates as you go, and the link in your address bar reproduces it.",
    noScript: "The calculator needs JavaScript; every price is listed above.",
  },
  vat: {
    heading: "VAT and how to pay, by country",
    intro: `VAT is charged at the standard rate of the country you are billed in (rates as of ${formatDate(vatTable.asOf)}). Pay in your local currency by any method offered there.`,
    columns: { country: "Country", vat: "VAT", currency: "Billed in", methods: "Payment methods" },
  },
  lists: {
    heading: "Price list",
  },
} as const;

/** What the calculator says: passed to it as a prop, so the component holds no words of its own. */
export const calculatorText = {
  noScript: pricingText.calculator.noScript,
  currency: "Currency",
  country: "Billed in (sets VAT)",
  region: "Region",
  each: "each",
  perMonth: "a month",
  summaryHeading: "Your estimate",
  monthly: "Monthly",
  hourly: "Hourly",
  subtotal: "Subtotal",
  vat: "VAT",
  total: "Total",
  empty: "Choose at least one plan to see an estimate.",
  hourlyNote: `Hourly: servers, databases and storage cost this for each hour they exist, up to ${HOURLY_CAP_HOURS} hours a month; transfer is billed per TB.`,
  quote: "Ask for a quote with this estimate",
  quoteIntro: "Estimate from the Baobab Cloud pricing page:",
  share: "The address of this page now holds your estimate: copy it to share it.",
} as const;

/** The notice on /pricing that offers the visitor's remembered or regional currency. */
export const currencyNoticeText = {
  remembered: "Last time you chose prices in {currency}.",
  suggested: "Paying in {currency}?",
  showIn: "Show prices in {currency}",
} as const;

/** The data centers, as regions a quote can name. */
export const calculatorRegions = dataCenters.map((center) => ({ id: center.id, label: `${center.city}, ${center.country}` }));

export const pricedFamilies = planFamilies.map((family) => ({
  ...family,
  plans: family.plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    highlight: planHighlight(plan),
    specs: plan.features.filter((feature) => feature.available).map((feature) => feature.text),
  })),
}));

export const pricedExtras = extras;

export const vatRows = billingCountries.map((country) => ({
  code: country.code,
  name: country.name,
  vatRate: country.vatRate,
  vatNote: country.vatNote,
  currency: country.currency,
  methods: country.paymentMethods.map((method) => paymentMethodLabels[method]),
}));

export const currencyRules = currencies.map((currency) => ({ code: currency.code, rule: roundingRule(currency) }));

/** Minor-unit digits of a currency (2 for naira, 0 for CFA francs), as Intl knows them. */
function fractionDigits(code: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Everything the calculator needs, as plain serialisable data: the page's currency and
 * the first country billed in it are the starting choice.
 */
export function calculatorData(currency: CurrencyCode) {
  const homeCountry = billingCountries.find((country) => country.currency === currency) ?? billingCountries[0];
  return {
    currencies: currencies.map((entry) => ({
      code: entry.code,
      name: entry.name,
      locale: entry.locale,
      fractionDigits: fractionDigits(entry.code),
    })),
    countries: billingCountries.map((country) => ({ code: country.code, name: country.name, vatRate: country.vatRate })),
    regions: calculatorRegions,
    groups: [
      ...planFamilies.map((family) => ({
        id: family.id,
        name: family.name,
        items: family.plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          // Several families have an "Enterprise": the quote names the family too.
          quoteName: family.id === "cloud" ? plan.name : `${plan.name} (${family.name})`,
          hourly: true,
        })),
      })),
      {
        id: "extras",
        name: pricingText.extras.heading,
        items: extras.map((extra) => ({ id: extra.id, name: extra.name, hourly: extra.hourly, unit: extra.unit })),
      },
    ],
    prices: Object.fromEntries(
      Object.entries(localPrices).map(([code, items]) => [
        code,
        Object.fromEntries(Object.entries(items).map(([id, price]) => [id, price.amount])),
      ]),
    ),
    capHours: HOURLY_CAP_HOURS,
    defaults: { currency, country: homeCountry?.code ?? "NG", region: calculatorRegions[0]?.id ?? "lagos", quantities: {} },
    quoteHref: "/contact?topic=sales",
    text: calculatorText,
  };
}
