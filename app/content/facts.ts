/**
 * The facts loader: the neutral facts files, and the values ICU messages may name in any
 * language ({trialDays}, {uptimeSla}, {dataCenters} ...). Counts that follow from other data
 * (data centers, edge locations, clients) are computed here, never typed.
 */
import { COMPANY_FACTS_FILE } from "./company.ts";
import { readYaml, type MessageValues } from "./load.ts";
import { placeCounts } from "./places.ts";
import { highestCommitment, loadSlaFacts } from "./sla-content.ts";
import { companyFactsSchema } from "#app/content/schemas/company.ts";
import { claimWordsSchema, siteFactsSchema, type SiteFacts } from "#app/content/schemas/facts.ts";
import { DEFAULT_LOCALE, formatNumber, intlLocale } from "#app/lib/format.ts";

export const SITE_FACTS_FILE = "content/facts/site.yaml";
export const claimWordsFile = (locale: string) => `content/pages/${locale}/claims.yaml`;

export function loadSiteFacts(): SiteFacts {
  return readYaml(SITE_FACTS_FILE, siteFactsSchema);
}

/** "99.99%" from 99.99, in the locale's way of writing a percentage. */
export function formatUptime(percent: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
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
  };
}
