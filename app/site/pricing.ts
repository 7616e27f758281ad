import { pricingWords } from "#app/content/en.data.ts";
import { pageLocale } from "#app/content/locale.data.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import { billingCountries, paymentMethodLabels } from "#app/content/billing-countries.ts";
import { currencies, pricingPath, type CurrencyCode } from "#app/content/currencies.ts";
import { dataCenters } from "#app/content/data-centers.ts";
import { localPrices } from "#app/content/generated/prices.ts";
import { extras, HOURLY_CAP_HOURS, planFamilies, planHighlight } from "#app/content/plans.ts";

/**
 * /pricing and /pricing/<currency>: one page per currency, one template. The words come from
 * content/pages/en/pricing.yaml (formatted per currency by the loader); the figures from
 * content/facts/ through plans.ts (USD), the frozen local price list (generated/prices.ts),
 * currencies.ts and billing-countries.ts; nothing here retypes a price or a rate.
 */
export type PricingPage = PageSeo & { currency: CurrencyCode };

/** The words of one currency's page that name its currency: headline, tagline, how its prices are set. */
export function currencyPageText(code: CurrencyCode) {
  const words = pricingWords.byCurrency[code];
  if (!words) throw new Error(`No pricing words for ${code}: it is not in content/facts/currencies.yaml`);
  return words;
}

export const pricingPages: readonly PricingPage[] = currencies.map((currency) => ({
  currency: currency.code,
  path: pricingPath(currency.code),
  title: currencyPageText(currency.code).title,
  description: currencyPageText(currency.code).description,
}));

/** The pricing pages as links (the site map lists them). */
export const pricingPageLinks = currencies.map((currency) => ({
  label: currencyPageText(currency.code).linkLabel,
  href: pricingPath(currency.code),
}));

export const pricingText = {
  eyebrow: pricingWords.eyebrow,
  lead: pricingWords.lead,
  currencyNav: pricingWords.currencyNav,
  validFrom: pricingWords.validFrom,
  excludesVat: pricingWords.excludesVat,
  hourly: pricingWords.hourly,
  localNote: pricingWords.localNote,
  samePriceEverywhere: pricingWords.samePriceEverywhere,
  table: pricingWords.table,
  perHour: pricingWords.perHour,
  notHourly: pricingWords.notHourly,
  familyLink: pricingWords.familyLink,
  extras: { heading: pricingWords.extrasHeading },
  calculator: pricingWords.calculator,
  vat: pricingWords.vat,
  lists: { heading: pricingWords.listsHeading },
} as const;

/** What the calculator says: passed to it as a prop, so the component holds no words of its own. */
export const calculatorText = { noScript: pricingText.calculator.noScript, ...pricingWords.calculatorText };

/** The notice on /pricing that offers the visitor's remembered or regional currency. */
export const currencyNoticeText = pricingWords.currencyNotice;

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
  // The loader checked that every method has a name.
  methods: country.paymentMethods.map((method) => paymentMethodLabels[method] ?? method),
}));

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
    labelSeparator: pageLocale.labelSeparator,
    text: calculatorText,
  };
}
