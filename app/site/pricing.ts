import { pricingWords } from "#app/content/pricing/words.ts";
import type { Locale } from "#app/lib/locales.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { formatRate, languageComma } from "#app/lib/format.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { billingCountries, paymentMethodLabels } from "#app/content/pricing/billing-countries.ts";
import { currencies, pricingPath, type CurrencyCode } from "#app/content/pricing/currencies.ts";
import { dataCenters } from "#app/content/places/data-centers.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { currencyLabel } from "#app/content/blocks.ts";
import { extras, HOURLY_CAP_HOURS, planCardText, planFamilies, planHighlight } from "#app/content/pricing/plans.ts";

/**
 * /pricing and /pricing/<currency>: one page per currency, one template. The words come from
 * content/pages/en/pricing.yaml (formatted per currency by the loader); the figures from
 * content/facts/ through plans.ts (USD), the frozen local price list (generated/prices.ts),
 * currencies.ts and billing-countries.ts; nothing here retypes a price or a rate.
 */
export type PricingPage = PageSeo & { currency: CurrencyCode };

/** The words of one currency's page that name its currency: headline, tagline, how its prices are set. */
export function currencyPageText(code: CurrencyCode, locale: Locale) {
  const words = pricingWords[locale].byCurrency[code];
  if (!words) throw new Error(`No pricing words for ${code}: it is not in content/facts/currencies.yaml`);
  return words;
}

export const pricingPages = perLocale((locale): readonly PricingPage[] =>
  currencies[locale].map((currency) => ({
    currency: currency.code,
    path: pricingPath(currency.code),
    title: currencyPageText(currency.code, locale).title,
    description: currencyPageText(currency.code, locale).description,
  })),
);

/** The pricing pages as links (the site map lists them). */
export const pricingPageLinks = (locale: Locale) =>
  currencies[locale].map((currency) => ({
    label: currencyPageText(currency.code, locale).linkLabel,
    href: pricingPath(currency.code),
  }));

export const pricingText = (locale: Locale) => {
  const pricingWords = wordsOf(locale);
  return {
    eyebrow: pricingWords.eyebrow,
    lead: pricingWords.lead,
    currencyNav: pricingWords.currencyNav,
    validFrom: pricingWords.validFrom,
    hourly: pricingWords.hourly,
    localNote: pricingWords.localNote,
    samePriceEverywhere: pricingWords.samePriceEverywhere,
    table: pricingWords.table,
    hourlyPrice: pricingWords.hourlyPrice,
    notHourly: pricingWords.notHourly,
    familyLink: pricingWords.familyLink,
    extras: { heading: pricingWords.extrasHeading },
    calculator: pricingWords.calculator,
    vat: pricingWords.vat,
    lists: { heading: pricingWords.listsHeading },
  } as const;
};

const wordsOf = (locale: Locale) => pricingWords[locale];

/** What the calculator says: passed to it as a prop, so the component holds no words of its own. */
export const calculatorText = (locale: Locale) => ({
  noScript: pricingText(locale).calculator.noScript,
  ...wordsOf(locale).calculatorText,
});

/** The notice on /pricing that offers the visitor's remembered or regional currency. */
export const currencyNoticeText = (locale: Locale) => wordsOf(locale).currencyNotice;

/** The data centers, as regions a quote can name. */
export const calculatorRegions = (locale: Locale) =>
  dataCenters(locale).map((center) => ({ id: center.id, label: [center.city, center.country].join(languageComma(locale)) }));

export const pricedFamilies = (locale: Locale) =>
  planFamilies(locale).map((family) => ({
    ...family,
    plans: family.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      highlight: planHighlight(plan, locale),
      specs: plan.features.filter((feature) => feature.available).map((feature) => feature.text),
    })),
  }));

export const pricedExtras = (locale: Locale) => extras[locale];

export const vatRows = (locale: Locale) =>
  billingCountries(locale).map((country) => ({
    code: country.code,
    name: country.name,
    vatRate: country.vatRate,
    vatNote: country.vatNote,
    currency: country.currency,
    // The loader checked that every method has a name.
    methods: country.paymentMethods.map((method) => paymentMethodLabels[locale][method] ?? method),
  }));

/** Minor-unit digits of a currency (2 for naira, 0 for CFA francs), as Intl knows them. */
function fractionDigits(code: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Everything the calculator needs, as plain serialisable data: the page's currency and
 * the first country billed in it are the starting choice.
 */
export function calculatorData(currency: CurrencyCode, locale: Locale) {
  const countries = billingCountries(locale);
  const regions = calculatorRegions(locale);
  // extraInQuote names the extras here, at build time; the island gets the rest.
  const { extraInQuote, ...shownWords } = calculatorText(locale);

  const homeCountry = countries.find((country) => country.currency === currency) ?? countries[0];
  return {
    currencies: currencies[locale].map((entry) => ({
      code: entry.code,
      label: currencyLabel(entry, locale),
      locale: entry.locale,
      fractionDigits: fractionDigits(entry.code),
    })),
    countries: countries.map((country) => ({
      code: country.code,
      name: country.name,
      vatRate: country.vatRate,
      rate: formatRate(country.vatRate, locale),
    })),
    regions,
    groups: [
      ...planFamilies(locale).map((family) => ({
        id: family.id,
        name: family.name,
        items: family.plans.map((plan) => ({
          id: plan.id,
          name: plan.name,
          // Several families have an "Enterprise": the quote names the family too.
          quoteName:
            family.id === "cloud" ? plan.name : fillIn(planCardText[locale].planInFamily, { plan: plan.name, family: family.name }),
          hourly: true,
        })),
      })),
      {
        id: "extras",
        name: pricingText(locale).extras.heading,
        items: extras[locale].map((extra) => ({
          id: extra.id,
          name: extra.name,
          hourly: extra.hourly,
          unit: extra.unit,
          quoteName: fillIn(extraInQuote, { name: extra.name, unit: extra.unit }),
        })),
      },
    ],
    prices: Object.fromEntries(
      Object.entries(localPrices).map(([code, items]) => [
        code,
        Object.fromEntries(Object.entries(items).map(([id, price]) => [id, price.amount])),
      ]),
    ),
    capHours: HOURLY_CAP_HOURS,
    defaults: { currency, country: homeCountry?.code ?? "NG", region: regions[0]?.id ?? "lagos", quantities: {} },
    quoteHref: "/contact?topic=sales",
    text: shownWords,
  };
}
