import { africanEdgeCountries, africanEdgeLocations, totalDataCenters } from "./data-centers.ts";
import { regions, totalClients } from "./regions.ts";

/**
 * The claims the whole site makes, stated once. Constants are the spec's; counts are
 * computed from the data-center, edge and region lists so a new facility updates every page.
 */
export const claims = {
  uptimeSla: "99.99%",
  support: "24/7 expert support",
  networkSpeed: "10 Gbps",
  freeTrialDays: 30,
  dataCenters: totalDataCenters,
  /** Regions with data centers (Africa, Europe, Turkey, Asia Pacific). */
  dataCenterRegions: regions.length,
  africanEdgeLocations: africanEdgeLocations.length,
  africanEdgeCountries: africanEdgeCountries.length,
  totalClients,
} as const;
