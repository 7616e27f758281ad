/**
 * The SLA page's loader (/legal/sla): content/facts/sla.yaml (figures) joined with
 * content/pages/<locale>/sla.yaml (words), checked and formatted at build time (page.ts runs
 * it). Every figure the page states is computed here from the facts with lib/sla-credit.ts, the
 * same arithmetic the calculator island runs, so the table, the example and the calculator agree.
 */
import {
  allowedDowntime,
  creditAmount,
  creditPercent,
  currencyFractionDigits,
  formatCredit,
  formatSlaPercent,
  monthMinutes,
  SLA_PATH,
  uptimePercent,
} from "#app/lib/sla-credit.ts";
import { formatNumber } from "#app/lib/format.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { isLocale, SOURCE_LOCALE } from "#app/lib/locales.ts";
import { site } from "../company/site.ts";
import { formatPrice } from "#app/lib/price-points.ts";
import { ContentError, formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { legalUpdatedText } from "../legal/loader.ts";
import { slaFactsSchema, slaPageSchema, type SlaFacts, type SlaProductId } from "./schema.ts";
import type { Currency } from "../pricing/price-list-loader.ts";

export const SLA_FACTS_FILE = "content/facts/sla.yaml";
export const slaWordsFile = (locale: string) => `content/pages/${locale}/sla.yaml`;

/**
 * The status page's address as the SLA's words name it, without https://: the site's own /status
 * (content/facts/sla.yaml says "/status") in the page's language, e.g. "www.baobabcloud.example/fr/status".
 */
export function statusPageText(statusPage: string, locale: string): string {
  const absolute = statusPage.startsWith("/")
    ? new URL(localHref(statusPage, isLocale(locale) ? locale : SOURCE_LOCALE), site.url).href
    : statusPage;
  return absolute.replace(/^https:\/\//, "");
}

export function loadSlaFacts(): SlaFacts {
  return readYaml(SLA_FACTS_FILE, slaFactsSchema);
}

/** The highest commitment: the site's {uptimeSla}. */
export const highestCommitment = (facts: SlaFacts) => Math.max(...facts.products.map((product) => product.percent));

export type SlaCalculatorCurrency = { code: string; name: string; locale: string; fractionDigits: number; exampleBill: number };

export type SlaPage = ReturnType<typeof loadSlaPage>;

export function loadSlaPage(
  values: MessageValues,
  locale: string,
  currencies: readonly Currency[],
  /** Currency code → plan id → whole local units (the frozen price list). */
  prices: Record<string, Record<string, { amount: number }>>,
  planName: (planId: string) => string | undefined,
  facts: SlaFacts = loadSlaFacts(),
) {
  const file = slaWordsFile(locale);
  const words = readYaml(file, slaPageSchema);
  const at = (field: string) => `${file}: ${field}`;
  const percentText = (percent: number) => formatSlaPercent(percent, locale);
  const shared: MessageValues = {
    ...values,
    maintenanceNoticeDays: facts.maintenanceNoticeDays,
    claimWindowDays: facts.claimWindowDays,
    statusPage: statusPageText(facts.statusPage, locale),
    // The month the commitments table and the definition take as their example.
    monthDays: 30,
    monthMinutes: formatNumber(monthMinutes(30), locale),
  };
  // Fields whose placeholders are the page's own (per row, per currency) are formatted below; the rest here.
  const { commitments, credits, example, calculator, ...rest } = words;
  const plain = formatMessages(rest, shared, file, locale);

  const commitmentOf = (id: SlaProductId) => {
    const product = facts.products.find((entry) => entry.id === id);
    if (!product) throw new ContentError(`${SLA_FACTS_FILE}: products: no ${id}`);
    return product.percent;
  };
  const month30 = monthMinutes(30);
  const rows = facts.products.map((product) => ({
    id: product.id,
    name: words.products[product.id],
    percent: product.percent,
    percentText: percentText(product.percent),
    allowedText: formatMessage(
      commitments.allowedValue,
      { minutes: allowedDowntime(month30, product.percent) },
      at("commitments.allowedValue"),
      locale,
    ),
  }));

  const tiers = facts.creditTiers;
  const tierRows = tiers.map((tier, index) => {
    const above = tiers[index - 1];
    const low = percentText(tier.atLeastPercent);
    const range = !above
      ? formatMessage(credits.firstTier, { low }, at("credits.firstTier"), locale)
      : tier.atLeastPercent === 0
        ? formatMessage(credits.lastTier, { high: percentText(above.atLeastPercent) }, at("credits.lastTier"), locale)
        : formatMessage(credits.middleTier, { high: percentText(above.atLeastPercent), low }, at("credits.middleTier"), locale);
    const credit = formatMessage(credits.creditValue, { credit: percentText(tier.creditPercent) }, at("credits.creditValue"), locale);
    return { range, credit };
  });

  // The worked example, in every currency: the plan's price there is the bill.
  const { plan, days, downMinutes, product } = facts.example;
  const name = planName(plan);
  if (!name) throw new ContentError(`${SLA_FACTS_FILE}: example.plan: no plan "${plan}" in content/facts/plans.yaml`);
  const totalMinutes = monthMinutes(days);
  const commitment = commitmentOf(product);
  const exampleCredit = creditPercent(downMinutes, totalMinutes, commitment, tiers);
  if (exampleCredit === 0)
    throw new ContentError(`${SLA_FACTS_FILE}: example.downMinutes: the example meets the commitment, so it shows no credit`);
  const calculatorCurrencies: SlaCalculatorCurrency[] = currencies.map((currency) => {
    const bill = prices[currency.code]?.[plan]?.amount;
    if (bill === undefined)
      throw new ContentError(`${SLA_FACTS_FILE}: example.plan: no ${currency.code} price for "${plan}" (run npm run prices)`);
    return {
      code: currency.code,
      name: currency.name,
      locale: currency.locale,
      fractionDigits: currencyFractionDigits(currency.code),
      exampleBill: bill,
    };
  });
  const exampleRows = calculatorCurrencies.map((currency) => ({
    code: currency.code,
    name: currency.name,
    bill: formatPrice(currency.exampleBill, currency),
    amount: formatCredit(creditAmount(currency.exampleBill, exampleCredit, currency.fractionDigits), currency),
  }));
  const base = exampleRows[0];
  if (!base) throw new ContentError(`${SLA_FACTS_FILE}: no currency to state the example in`);
  const exampleValues = {
    plan: name,
    bill: base.bill,
    days: formatNumber(days, locale),
    totalMinutes: formatNumber(totalMinutes, locale),
    downMinutes: formatNumber(downMinutes, locale),
    uptime: percentText(uptimePercent(downMinutes, totalMinutes)),
    commitment: percentText(commitment),
    credit: percentText(exampleCredit),
    amount: base.amount,
  };

  return {
    ...plain,
    path: SLA_PATH,
    updated: facts.updated,
    updatedText: legalUpdatedText(facts.updated, values, locale),
    sample: facts.sample,
    statusPage: facts.statusPage,
    commitments: formatMessages({ ...commitments, allowedValue: undefined }, shared, file, locale),
    rows,
    credits: {
      ...formatMessages(
        { ...credits, firstTier: undefined, middleTier: undefined, lastTier: undefined, creditValue: undefined },
        shared,
        file,
        locale,
      ),
      rows: tierRows,
    },
    example: {
      heading: example.heading,
      body: formatMessage(example.body, exampleValues, at("example.body"), locale),
      tableCaption: example.tableCaption,
      currencyColumn: example.currencyColumn,
      billColumn: example.billColumn,
      amountColumn: example.amountColumn,
      rows: exampleRows,
    },
    calculator: {
      words: calculator,
      products: rows.map(({ id, name: productName, percent }) => ({ id, name: productName, percent })),
      tiers,
      currencies: calculatorCurrencies,
      defaults: { product, days, downMinutes },
    },
  };
}
