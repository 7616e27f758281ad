/**
 * The 13 data centers and the edge locations. Everything else that counts facilities
 * (home region cards, the "13 data centers" claim, regional pages) is computed from here.
 *
 * The spec fixes: 13 data centers; Africa 5, Europe 3, Turkey 2, Asia Pacific 3; West
 * Africa 3 with facilities of 8,000, 5,000 and 4,500 sqm; Tier IV for Johannesburg, Dubai,
 * London and Frankfurt and Tier III for the rest. To honour all of that at once, Cairo,
 * Khartoum and Cape Town (on the home page map) are edge locations, not data centers, and
 * Dubai counts in the "Turkey" home region, whose page is Turkey & Middle East.
 */
export type HomeRegionId = "africa" | "europe" | "turkey" | "asia-pacific";
/**
 * The regional pages (region-pages.ts) a facility can be listed on. Written out, like
 * HomeRegionId, because region-pages.ts is built from this module; a new region page adds its
 * slug here when it adds its facilities (region-pages.test.ts checks the two lists match).
 */
export type RegionPageSlug =
  "west-africa" | "east-africa" | "southern-africa" | "north-africa" | "european-presence" | "turkey-middle-east";

/** [longitude, latitude] in degrees, WGS 84. */
export type Coordinates = readonly [number, number];

export type DataCenter = {
  id: string;
  city: string;
  country: string;
  homeRegion: HomeRegionId;
  /** The /international page that lists it; Asia Pacific has none yet. */
  regionPage?: RegionPageSlug;
  tier: "Tier III" | "Tier IV";
  /** Floor area in square metres, where published. */
  facilitySqm?: number;
  coordinates: Coordinates;
  features: readonly string[];
};

export type EdgeLocation = {
  id: string;
  city: string;
  country: string;
  regionPage?: RegionPageSlug;
  coordinates: Coordinates;
};

const standardFeatures = ["N+1 power and cooling", "24/7 on-site security", "Carrier-neutral connectivity"] as const;

export const dataCenters = [
  {
    id: "lagos",
    city: "Lagos",
    country: "Nigeria",
    homeRegion: "africa",
    regionPage: "west-africa",
    tier: "Tier III",
    facilitySqm: 8000,
    coordinates: [3.3792, 6.5244],
    features: ["Flagship facility and network hub", "Direct peering at IXPN", ...standardFeatures],
  },
  {
    id: "abuja",
    city: "Abuja",
    country: "Nigeria",
    homeRegion: "africa",
    regionPage: "west-africa",
    tier: "Tier III",
    facilitySqm: 5000,
    coordinates: [7.4951, 9.0579],
    features: ["Government and regulated workloads", "Disaster-recovery pair for Lagos", ...standardFeatures],
  },
  {
    id: "accra",
    city: "Accra",
    country: "Ghana",
    homeRegion: "africa",
    regionPage: "west-africa",
    tier: "Tier III",
    facilitySqm: 4500,
    coordinates: [-0.187, 5.6037],
    features: ["Data residency in Ghana", "Peering at GIXA", ...standardFeatures],
  },
  {
    id: "nairobi",
    city: "Nairobi",
    country: "Kenya",
    homeRegion: "africa",
    regionPage: "east-africa",
    tier: "Tier III",
    coordinates: [36.8219, -1.2921],
    features: ["Hub for East Africa", "Peering at KIXP", ...standardFeatures],
  },
  {
    id: "johannesburg",
    city: "Johannesburg",
    country: "South Africa",
    homeRegion: "africa",
    regionPage: "southern-africa",
    tier: "Tier IV",
    coordinates: [28.0473, -26.2041],
    features: ["Fault-tolerant Tier IV design", "Peering at NAPAfrica", ...standardFeatures],
  },
  {
    id: "london",
    city: "London",
    country: "United Kingdom",
    homeRegion: "europe",
    regionPage: "european-presence",
    tier: "Tier IV",
    coordinates: [-0.1276, 51.5072],
    features: ["Fault-tolerant Tier IV design", "Peering at LINX", ...standardFeatures],
  },
  {
    id: "frankfurt",
    city: "Frankfurt",
    country: "Germany",
    homeRegion: "europe",
    regionPage: "european-presence",
    tier: "Tier IV",
    coordinates: [8.6821, 50.1109],
    features: ["Fault-tolerant Tier IV design", "Peering at DE-CIX", "GDPR data residency in the EU", ...standardFeatures],
  },
  {
    id: "amsterdam",
    city: "Amsterdam",
    country: "Netherlands",
    homeRegion: "europe",
    regionPage: "european-presence",
    tier: "Tier III",
    coordinates: [4.9041, 52.3676],
    features: ["Peering at AMS-IX", "GDPR data residency in the EU", ...standardFeatures],
  },
  {
    id: "istanbul",
    city: "Istanbul",
    country: "Turkey",
    homeRegion: "turkey",
    regionPage: "turkey-middle-east",
    tier: "Tier III",
    coordinates: [28.9784, 41.0082],
    features: ["Data residency in Turkey (KVKK)", "Bridge between Europe and Asia", ...standardFeatures],
  },
  {
    id: "dubai",
    city: "Dubai",
    country: "United Arab Emirates",
    homeRegion: "turkey",
    regionPage: "turkey-middle-east",
    tier: "Tier IV",
    coordinates: [55.2708, 25.2048],
    features: ["Fault-tolerant Tier IV design", "Gateway to the Gulf states", ...standardFeatures],
  },
  {
    id: "singapore",
    city: "Singapore",
    country: "Singapore",
    homeRegion: "asia-pacific",
    tier: "Tier III",
    coordinates: [103.8198, 1.3521],
    features: ["Asia Pacific hub", ...standardFeatures],
  },
  {
    id: "mumbai",
    city: "Mumbai",
    country: "India",
    homeRegion: "asia-pacific",
    tier: "Tier III",
    coordinates: [72.8777, 19.076],
    features: ["Low latency to East Africa by subsea cable", ...standardFeatures],
  },
  {
    id: "sydney",
    city: "Sydney",
    country: "Australia",
    homeRegion: "asia-pacific",
    tier: "Tier III",
    coordinates: [151.2093, -33.8688],
    features: ["Oceania coverage", ...standardFeatures],
  },
] as const satisfies readonly DataCenter[];

/** Edge (CDN and network) locations in Africa: the "14 African countries" claim is counted from these plus the data-center countries. */
export const africanEdgeLocations = [
  { id: "edge-lagos", city: "Lagos", country: "Nigeria", regionPage: "west-africa", coordinates: [3.3792, 6.5244] },
  { id: "edge-accra", city: "Accra", country: "Ghana", regionPage: "west-africa", coordinates: [-0.187, 5.6037] },
  { id: "edge-abidjan", city: "Abidjan", country: "Côte d'Ivoire", regionPage: "west-africa", coordinates: [-4.0083, 5.36] },
  { id: "edge-dakar", city: "Dakar", country: "Senegal", regionPage: "west-africa", coordinates: [-17.4677, 14.7167] },
  { id: "edge-nairobi", city: "Nairobi", country: "Kenya", regionPage: "east-africa", coordinates: [36.8219, -1.2921] },
  { id: "edge-kampala", city: "Kampala", country: "Uganda", regionPage: "east-africa", coordinates: [32.5825, 0.3476] },
  { id: "edge-kigali", city: "Kigali", country: "Rwanda", regionPage: "east-africa", coordinates: [30.0619, -1.9441] },
  { id: "edge-dar-es-salaam", city: "Dar es Salaam", country: "Tanzania", regionPage: "east-africa", coordinates: [39.2083, -6.7924] },
  { id: "edge-addis-ababa", city: "Addis Ababa", country: "Ethiopia", regionPage: "east-africa", coordinates: [38.7578, 9.0301] },
  {
    id: "edge-johannesburg",
    city: "Johannesburg",
    country: "South Africa",
    regionPage: "southern-africa",
    coordinates: [28.0473, -26.2041],
  },
  { id: "edge-cape-town", city: "Cape Town", country: "South Africa", regionPage: "southern-africa", coordinates: [18.4241, -33.9249] },
  { id: "edge-lusaka", city: "Lusaka", country: "Zambia", regionPage: "southern-africa", coordinates: [28.3228, -15.3875] },
  { id: "edge-cairo", city: "Cairo", country: "Egypt", regionPage: "north-africa", coordinates: [31.2357, 30.0444] },
  { id: "edge-khartoum", city: "Khartoum", country: "Sudan", regionPage: "north-africa", coordinates: [32.5599, 15.5007] },
  { id: "edge-casablanca", city: "Casablanca", country: "Morocco", regionPage: "north-africa", coordinates: [-7.5898, 33.5731] },
] as const satisfies readonly EdgeLocation[];

export const totalDataCenters = dataCenters.length;

/** Distinct African countries with an edge location (the site claims 14). */
export const africanEdgeCountries = [...new Set(africanEdgeLocations.map((edge) => edge.country))];

/** A data center's city by id, so copy that names a facility follows the list. */
export function dataCenterCity(id: (typeof dataCenters)[number]["id"]): string {
  const dc = dataCenters.find((candidate) => candidate.id === id);
  if (!dc) throw new Error(`Unknown data center ${id}`);
  return dc.city;
}

export function dataCentersInHomeRegion(region: HomeRegionId): DataCenter[] {
  return dataCenters.filter((dc) => dc.homeRegion === region);
}

export function dataCentersOnRegionPage(slug: RegionPageSlug): DataCenter[] {
  return dataCenters.filter((dc) => "regionPage" in dc && dc.regionPage === slug);
}

export function edgeLocationsOnRegionPage(slug: RegionPageSlug): EdgeLocation[] {
  return africanEdgeLocations.filter((edge) => edge.regionPage === slug);
}
