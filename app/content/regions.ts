import { formatPercent } from "#app/lib/format.ts";
import { dataCentersInHomeRegion, type HomeRegionId } from "./data-centers.ts";

/** The home page's regional presence. Client numbers are the spec's; everything else here is derived. */
export type Region = {
  id: HomeRegionId;
  name: string;
  countries: readonly string[];
  features: readonly string[];
  clients: number;
};

export const regions = [
  {
    id: "africa",
    name: "Africa",
    countries: ["Nigeria", "Ghana", "Kenya", "South Africa"],
    features: ["Local technical support", "Optimized African routes", "Regional compliance", "Local currency billing"],
    clients: 2_800_000,
  },
  {
    id: "europe",
    name: "Europe",
    countries: ["United Kingdom", "Germany", "Netherlands"],
    features: ["GDPR-compliant hosting", "Low-latency links to Africa", "EU data residency"],
    clients: 1_500_000,
  },
  {
    id: "turkey",
    name: "Turkey",
    countries: ["Turkey", "United Arab Emirates"],
    features: ["KVKK-compliant hosting", "Bridge between Europe, Asia and Africa", "Gulf coverage from Dubai"],
    clients: 700_000,
  },
  {
    id: "asia-pacific",
    name: "Asia Pacific",
    countries: ["Singapore", "India", "Australia"],
    features: ["New region, open for early customers", "Subsea routes to East Africa"],
    clients: 0,
  },
] as const satisfies readonly Region[];

/** Data centers per region, counted from the data-center list. */
export function regionDataCenters(region: Pick<Region, "id">): number {
  return dataCentersInHomeRegion(region.id).length;
}

export const totalClients = regions.reduce((sum, region) => sum + region.clients, 0);

/**
 * Share bars: regions that have clients, in the order the site states its claims
 * (Europe, Africa, Turkey), each as a fraction of the total.
 */
const shareOrder: readonly HomeRegionId[] = ["europe", "africa", "turkey"];

export const clientShares = shareOrder.map((id) => {
  const region = regions.find((candidate) => candidate.id === id);
  if (!region) throw new Error(`Unknown region ${id}`);
  const share = region.clients / totalClients;
  return { id, name: region.name, clients: region.clients, share, label: formatPercent(share) };
});
