import { africanEdgeCountries, africanEdgeLocations, totalDataCenters } from "./places/data-centers.ts";
import { factValues, siteFacts } from "./facts.ts";
import { regions, totalClients } from "./places/regions.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";

/**
 * The claims the whole site makes, for the pages still written in TypeScript. The figures come
 * from content/facts/site.yaml (loaded in facts.ts); counts are computed from the
 * data-center, edge and region lists so a new facility updates every page.
 */
export const claims = perLocale((locale: Locale) => ({
  uptimeSla: String(factValues[locale].uptimeSla),
  support: String(factValues[locale].support),
  networkSpeed: `${siteFacts.networkGbps} Gbps`,
  freeTrialDays: siteFacts.trialDays,
  dataCenters: totalDataCenters,
  /** Regions with data centers (Africa, Europe, Turkey, Asia Pacific). */
  dataCenterRegions: regions(locale).length,
  africanEdgeLocations: africanEdgeLocations(locale).length,
  africanEdgeCountries: africanEdgeCountries(locale).length,
  totalClients,
}));
