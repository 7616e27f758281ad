import { africanEdgeCountries, africanEdgeLocations, totalDataCenters } from "./data-centers.ts";
import { factValues, siteFacts } from "./en.data.ts";
import { regions, totalClients } from "./regions.ts";

/**
 * The claims the whole site makes, for the pages still written in TypeScript. The figures come
 * from content/facts/site.yaml (loaded in en.data.ts); counts are computed from the
 * data-center, edge and region lists so a new facility updates every page.
 */
export const claims = {
  uptimeSla: String(factValues.uptimeSla),
  support: String(factValues.support),
  networkSpeed: `${siteFacts.networkGbps} Gbps`,
  freeTrialDays: siteFacts.trialDays,
  dataCenters: totalDataCenters,
  /** Regions with data centers (Africa, Europe, Turkey, Asia Pacific). */
  dataCenterRegions: regions.length,
  africanEdgeLocations: africanEdgeLocations.length,
  africanEdgeCountries: africanEdgeCountries.length,
  totalClients,
} as const;
