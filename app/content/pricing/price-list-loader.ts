/**
 * The price list's loader: the figures of content/facts/plans.yaml, currencies.yaml and vat.yaml,
 * joined with one locale's words (content/plans/<locale>/<family>.yaml, content/pages/<locale>/billing.yaml
 * and the plan-card words of pricing.yaml), checked and formatted at build time. Run for every
 * language by price-list.ts; plans.ts, currencies.ts and billing-countries.ts re-export it.
 * Every figure is typed once, in facts: a feature line names its plan's specs in braces ("{vcpus} vCPUs").
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, formatRate, formatUsd, intlLocale } from "#app/lib/format.ts";
import { SLA_PATH } from "#app/lib/sla-credit.ts";
import { ContentError, formatMessage, readYaml, ROOT, type MessageValues } from "../load.ts";
import { billingWordsSchema, currencyFactsSchema, vatFactsSchema } from "./billing-schema.ts";
import { planFactsSchema, planFamilyWordsSchema, planFigureNames, type PlanFigures } from "./plans-schema.ts";
import { pricingPageSchema } from "./words-schema.ts";

export const PLAN_FACTS_FILE = "content/facts/plans.yaml";
export const CURRENCY_FACTS_FILE = "content/facts/currencies.yaml";
export const VAT_FACTS_FILE = "content/facts/vat.yaml";
export const PLANS_FOLDER = "content/plans";
export const billingWordsFile = (locale: string) => `content/pages/${locale}/billing.yaml`;
const pricingWordsFile = (locale: string) => `content/pages/${locale}/pricing.yaml`;

/** `href`: the page that backs the line (a line naming {slaPercent} links to the SLA). */
export type PlanFeature = { text: string; available: boolean; href?: string };

/** A priced plan, as the pages and the contact form use it (the spec's pricing plan). */
export type Plan = {
  id: string;
  name: string;
  description: string;
  /** Whole US dollars per billing period. */
  priceUsd: number;
  billingPeriod: "month";
  features: readonly PlanFeature[];
  buttonText: string;
  mostPopular?: boolean;
  /** Badge text for a plan tied to a region, e.g. "Regional". */
  regionSpecific?: string;
  highlighted: boolean;
};

export type PlanFamily = {
  id: string;
  name: string;
  /** The family as the contact form's plan list adds it after a plan's name, where plan names repeat. */
  nameInPlanChoice?: string;
  servicePath: string;
  plans: readonly Plan[];
};

/** Usage beyond what a plan includes. */
export type Extra = { id: string; name: string; unit: string; description: string; priceUsd: number; hourly: boolean };

export type CurrencyCode = string;

export type Currency = {
  code: CurrencyCode;
  /** The name, as the currency links and selects say it. */
  name: string;
  /** How a sentence names amounts of it: "Every plan, in Kenyan shillings". */
  plural: string;
  /** The locale whose symbol and separators `Intl.NumberFormat` uses for this currency. */
  locale: string;
  /** Local prices are rounded to the nearest multiple of this (halves round up). */
  roundingStep: number;
  /** Local units per US dollar, of the rate table's date. */
  perUsd: number;
  /** Where the currency is the natural choice, as ISO 3166-1 alpha-2 codes (browser region default). */
  regions: readonly string[];
};

export type PaymentMethod = string;

export type BillingCountry = {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** Standard VAT rate as a fraction: 0.075 is 7.5%. */
  vatRate: number;
  /** What the rate is called or made of, where "VAT" alone would mislead. */
  vatNote?: string;
  currency: CurrencyCode;
  paymentMethods: readonly PaymentMethod[];
};

/** Formats text that names figures in braces; text without braces is used as written (an apostrophe needs no ICU quoting). */
function message(text: string, values: MessageValues, where: string, locale: string): string {
  return text.includes("{") ? formatMessage(text, values, where, locale) : text;
}

function percentText(percent: number, locale: string): string {
  return formatRate(percent / 100, locale);
}

/** Entries of `words` by their key, failing when one is missing or left over. */
function byKey<Entry>(entries: readonly Entry[], key: (entry: Entry) => string, wanted: readonly string[], where: string, what: string) {
  const found = new Map(entries.map((entry) => [key(entry), entry]));
  const missing = wanted.filter((id) => !found.has(id));
  const extra = [...found.keys()].filter((id) => !wanted.includes(id));
  if (missing.length > 0) throw new ContentError(`${where}: no words for ${what} ${missing.join(", ")}`);
  if (extra.length > 0) throw new ContentError(`${where}: ${what} ${extra.join(", ")} is not in the facts`);
  return (id: string) => found.get(id) as Entry;
}

/** A plan's specs as its feature lines name them: { vcpus: 2, ramGb: 4 ... }. */
function figuresOf(plan: PlanFigures): MessageValues {
  return Object.fromEntries(planFigureNames.flatMap((name) => (plan[name] === undefined ? [] : [[name, plan[name]]])));
}

/** `root` is the repository root (tests pass a copy). */
export function loadPlans(locale: string = DEFAULT_LOCALE, root = ROOT) {
  const facts = readYaml(PLAN_FACTS_FILE, planFactsSchema, root);
  const pricing = readYaml(pricingWordsFile(locale), pricingPageSchema, root);
  const families: PlanFamily[] = facts.families.map((family) => {
    const file = `${PLANS_FOLDER}/${locale}/${family.id}.yaml`;
    if (!existsSync(join(root, file))) throw new ContentError(`${file}: the file is missing (the words of the plan family ${family.id})`);
    const words = readYaml(file, planFamilyWordsSchema, root);
    const wordsOf = byKey(
      words.plans,
      (plan) => plan.id,
      family.plans.map((plan) => plan.id),
      file,
      "plan",
    );
    const plans = family.plans.map((figures): Plan => {
      const index = words.plans.findIndex((plan) => plan.id === figures.id);
      const own = wordsOf(figures.id);
      const values = figuresOf(figures);
      const named = new Set<string>();
      const features = own.features.map((feature, line) => {
        for (const name of Object.keys(values)) if (new RegExp(`\\{\\s*${name}\\s*[,}]`).test(feature.text)) named.add(name);
        return {
          text: message(feature.text, values, `${file}: plans[${index}].features[${line}].text`, locale),
          available: feature.included ?? true,
          // The plan's uptime figure links to the SLA that defines it and its credits.
          ...(/\{\s*slaPercent\s*[,}]/.test(feature.text) ? { href: SLA_PATH } : {}),
        };
      });
      const unnamed = Object.keys(values).filter((name) => !named.has(name));
      if (unnamed.length > 0)
        throw new ContentError(`${file}: plans[${index}].features: no line names {${unnamed.join("}, {")}} (a spec of ${figures.id})`);
      return {
        id: figures.id,
        name: own.name,
        description: own.description,
        priceUsd: figures.priceUsd,
        billingPeriod: "month",
        features,
        buttonText: own.button,
        ...(figures.mostPopular ? { mostPopular: true } : {}),
        ...(own.badge ? { regionSpecific: own.badge } : {}),
        highlighted: figures.highlighted,
      };
    });
    return {
      id: family.id,
      name: words.name,
      ...(words.nameInPlanChoice ? { nameInPlanChoice: words.nameInPlanChoice } : {}),
      servicePath: family.servicePath,
      plans,
    };
  });
  const pricingFile = pricingWordsFile(locale);
  const extraWords = byKey(
    pricing.extras,
    (extra) => extra.id,
    facts.extras.map((extra) => extra.id),
    pricingFile,
    "extra",
  );
  const extras: Extra[] = facts.extras.map((extra) => {
    const index = pricing.extras.findIndex((entry) => entry.id === extra.id);
    const own = extraWords(extra.id);
    const values: MessageValues = extra.blockGb === undefined ? {} : { blockGb: extra.blockGb };
    const format = (field: "name" | "unit" | "description") =>
      message(own[field], values, `${pricingFile}: extras[${index}].${field}`, locale);
    return {
      id: extra.id,
      name: format("name"),
      unit: format("unit"),
      description: format("description"),
      priceUsd: extra.priceUsd,
      hourly: extra.hourly,
    };
  });
  const cards = pricing.planCards;
  /** A message the page fills in later, checked now (a misspelt placeholder fails the build). */
  const checkedMessage = (message: string, values: Record<string, string>, where: string, in_: string) => {
    formatMessage(message, values, where, in_);
    return message;
  };
  const planChoices = Object.fromEntries(
    families.flatMap((family) =>
      family.plans.map((plan) => {
        const name = family.nameInPlanChoice
          ? formatMessage(
              cards.planInFamily,
              { plan: plan.name, family: family.nameInPlanChoice },
              `${pricingFile}: planCards.planInFamily`,
              locale,
            )
          : plan.name;
        const price = formatUsd(plan.priceUsd, locale);
        return [plan.id, formatMessage(cards.planChoice, { plan: name, price }, `${pricingFile}: planCards.planChoice`, locale)];
      }),
    ),
  );
  return {
    hourlyCapHours: facts.hourlyCapHours,
    families,
    extras,
    planChoices,
    planHighlightText: { mostPopular: cards.mostPopular, highlighted: cards.recommended },
    // "{price}/month": one message per language, filled with the price's element by the plan card.
    planCardText: {
      pricePerMonth: checkedMessage(cards.pricePerMonth, { price: "x" }, `${pricingFile}: planCards.pricePerMonth`, locale),
      notIncluded: cards.notIncluded,
      includes: cards.includes,
      // Filled with a plan's and its family's names by the calculator and the structured data.
      planInFamily: checkedMessage(cards.planInFamily, { plan: "x", family: "y" }, `${pricingFile}: planCards.planInFamily`, locale),
      productName: checkedMessage(cards.productName, { plan: "x", family: "y" }, `${pricingFile}: planCards.productName`, locale),
    },
    pricingLinks: { card: cards.localPrices, section: { label: cards.compareAll, href: "/pricing" } },
  };
}

export function loadCurrencies(locale: string = DEFAULT_LOCALE, root = ROOT) {
  const facts = readYaml(CURRENCY_FACTS_FILE, currencyFactsSchema, root);
  const file = billingWordsFile(locale);
  const words = readYaml(file, billingWordsSchema, root);
  const codes = facts.currencies.map((currency) => currency.code);
  if (codes[0] !== facts.baseCurrency)
    throw new ContentError(`${CURRENCY_FACTS_FILE}: currencies[0].code: the base currency ${facts.baseCurrency} comes first`);
  const wordsOf = byKey(words.currencies, (currency) => currency.code, codes, file, "currency");
  const currencies: Currency[] = facts.currencies.map((currency) => ({
    code: currency.code,
    name: wordsOf(currency.code).name,
    plural: wordsOf(currency.code).plural,
    // English pages write each currency the way its country does in English ("₦75,000"); another
    // language writes every currency its own way ("75 000 NGN" in French), with Latin digits.
    // A currency of a country that speaks the page's language is written that country's way
    // ("3 150 MTn" on Portuguese pages, from pt-MZ), with Latin digits.
    locale:
      locale === DEFAULT_LOCALE
        ? currency.locale
        : currency.locale.split("-")[0] === locale
          ? intlLocale(currency.locale)
          : intlLocale(locale),
    roundingStep: currency.roundingStep,
    perUsd: currency.perUsd,
    regions: currency.regions,
  }));
  return {
    currencies,
    baseCurrency: facts.baseCurrency,
    rateTable: {
      ratesOf: facts.ratesOf,
      validFrom: facts.validFrom,
      perUsd: Object.fromEntries(facts.currencies.map((currency) => [currency.code, currency.perUsd])) as Record<CurrencyCode, number>,
    },
  };
}

export function loadBillingCountries(currencyCodes: readonly string[], locale: string = DEFAULT_LOCALE, root = ROOT) {
  const facts = readYaml(VAT_FACTS_FILE, vatFactsSchema, root);
  const file = billingWordsFile(locale);
  const words = readYaml(file, billingWordsSchema, root);
  const countryWords = byKey(
    words.countries,
    (country) => country.code,
    facts.countries.map((country) => country.code),
    file,
    "country",
  );
  const methodIds = [...new Set(facts.countries.flatMap((country) => country.paymentMethods))];
  byKey(words.paymentMethods, (method) => method.id, methodIds, file, "payment method");
  const countries: BillingCountry[] = facts.countries.map((country, index) => {
    if (!currencyCodes.includes(country.currency))
      throw new ContentError(`${VAT_FACTS_FILE}: countries[${index}].currency: ${country.currency} is not a currency the site prices in`);
    const own = countryWords(country.code);
    const values: MessageValues = {
      ...(country.standardVatPercent === undefined ? {} : { standardVat: percentText(country.standardVatPercent, locale) }),
      ...(country.levyPercent === undefined ? {} : { levy: percentText(country.levyPercent, locale) }),
    };
    const wordIndex = words.countries.findIndex((entry) => entry.code === country.code);
    return {
      code: country.code,
      name: own.name,
      vatRate: country.vatPercent / 100,
      ...(own.vatNote ? { vatNote: message(own.vatNote, values, `${file}: countries[${wordIndex}].vatNote`, locale) } : {}),
      currency: country.currency,
      paymentMethods: country.paymentMethods,
    };
  });
  return {
    vatTable: { asOf: facts.asOf, countries },
    paymentMethodLabels: Object.fromEntries(words.paymentMethods.map((method) => [method.id, method.name])) as Record<
      PaymentMethod,
      string
    >,
  };
}
