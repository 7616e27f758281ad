/**
 * The facts loader: the neutral facts files, and the values ICU messages may name in any
 * language ({trialDays}, {uptimeSla}, {dataCenters} ...), loaded at build time into `siteFacts` and
 * `factValues`. Counts that follow from other data (data centers, edge locations, clients) are
 * computed here, never typed.
 */
import { COMPANY_FACTS_FILE } from "./company/loader.ts";
import { readYaml, type MessageValues } from "./load.ts";
import { placeCounts } from "./places/loader.ts";
import { CURRENCY_FACTS_FILE, loadCurrencies } from "./pricing/price-list-loader.ts";
import { currencyFactsSchema } from "#app/content/pricing/billing-schema.ts";
import { highestCommitment, loadSlaFacts } from "./sla/loader.ts";
import { companyFactsSchema } from "#app/content/company/schema.ts";
import { claimWordsSchema, siteFactsSchema, type SiteFacts } from "#app/content/facts-schema.ts";
import { DEFAULT_LOCALE, formatList, formatNumber, intlLocale } from "#app/lib/format.ts";
import { eachLocale } from "#app/lib/per-locale.ts";

export const SITE_FACTS_FILE = "content/facts/site.yaml";
export const claimWordsFile = (locale: string) => `content/pages/${locale}/claims.yaml`;

export function loadSiteFacts(): SiteFacts {
  return readYaml(SITE_FACTS_FILE, siteFactsSchema);
}

/** "99.99%" from 99.99, in the locale's way of writing a percentage. */
export function formatUptime(percent: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * The currencies besides US dollars that customers can be billed in, as a sentence names them,
 * from the one list /pricing sells in (content/facts/currencies.yaml): every claim about local
 * billing names {localCurrencyList} or {localCurrencyCount}, so none can contradict /pricing.
 */
export function localCurrencyNames(locale: string = DEFAULT_LOCALE): string[] {
  const { currencies, baseCurrency } = loadCurrencies(locale);
  const facts = readYaml(CURRENCY_FACTS_FILE, currencyFactsSchema);
  // The currencies of the countries that speak the page's language come first: francs CFA in
  // French, kwanzas and meticais in Portuguese (their facts locale is fr-SN, pt-AO ...).
  const ownLanguage = (code: string) =>
    locale !== DEFAULT_LOCALE && facts.currencies.find((currency) => currency.code === code)?.locale.split("-")[0] === locale;
  const local = currencies.filter((currency) => currency.code !== baseCurrency);
  return [...local.filter((currency) => ownLanguage(currency.code)), ...local.filter((currency) => !ownLanguage(currency.code))].map(
    (currency) => currency.plural,
  );
}

/** Every fact a message may name, formatted for `locale`. */
export function messageValues(locale: string = DEFAULT_LOCALE): MessageValues {
  const facts = loadSiteFacts();
  const words = readYaml(claimWordsFile(locale), claimWordsSchema);
  const places = placeCounts();
  return {
    // The brand, so no language's text types it: "New from {siteName}".
    siteName: readYaml(COMPANY_FACTS_FILE, companyFactsSchema).name,
    trialDays: facts.trialDays,
    // The highest commitment of the SLA (content/facts/sla.yaml): the figure every "99.99%" reads.
    uptimeSla: formatUptime(highestCommitment(loadSlaFacts()), locale),
    networkGbps: facts.networkGbps,
    databaseEngines: facts.databaseEngines.length,
    support: words.support,
    dataCenters: places.dataCenters,
    dataCenterRegions: places.dataCenterRegions,
    africanEdgeLocations: places.africanEdgeLocations,
    africanEdgeCountries: places.africanEdgeCountries,
    totalClients: formatNumber(places.totalClients, locale),
    localCurrencyList: formatList(localCurrencyNames(locale), locale),
    localCurrencyCount: localCurrencyNames(locale).length,
  };
}

export const siteFacts = loadSiteFacts();
/** The facts as messages name them, formatted in each language ("99.99%", "2,800,000" in English). */
export const factValues = eachLocale(messageValues);
