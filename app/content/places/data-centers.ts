import type { Locale } from "#app/lib/locales.ts";
import { places } from "./loaded.ts";
import type { DataCenter, EdgeLocation, HomeRegionId, RegionPageSlug } from "./loader.ts";

/**
 * The 13 data centers and the edge locations, from content/facts/places.yaml (figures) and
 * content/pages/en/places.yaml (names and features). Everything else that counts facilities
 * (home region cards, the "13 data centers" claim, regional pages) is computed from here.
 *
 * The spec fixes: 13 data centers; Africa 5, Europe 3, Turkey 2, Asia Pacific 3; West
 * Africa 3 with facilities of 8,000, 5,000 and 4,500 sqm; Tier IV for Johannesburg, Dubai,
 * London and Frankfurt and Tier III for the rest. To honour all of that at once, Cairo,
 * Khartoum and Cape Town (on the home page map) are edge locations, not data centers, and
 * Dubai counts in the "Turkey" home region, whose page is Turkey & Middle East.
 */
export type { Coordinates, DataCenter, EdgeLocation, HomeRegionId, RegionPageSlug } from "./loader.ts";

export const dataCenters = (locale: Locale): readonly DataCenter[] => places[locale].dataCenters;

/** Edge (CDN and network) locations in Africa: the "14 African countries" claim is counted from these. */
export const africanEdgeLocations = (locale: Locale): readonly EdgeLocation[] => places[locale].africanEdgeLocations;

/** The same in every language. */
export const totalDataCenters = places.en.dataCenters.length;

/** Distinct African countries with an edge location (the site claims 14), named in `locale`. */
export const africanEdgeCountries = (locale: Locale) => [...new Set(africanEdgeLocations(locale).map((edge) => edge.country))];

/** A data center's city by id, so copy that names a facility follows the list. */
export function dataCenterCity(id: string, locale: Locale): string {
  const dc = dataCenters(locale).find((candidate) => candidate.id === id);
  if (!dc) throw new Error(`Unknown data center ${id}`);
  return dc.city;
}

export function dataCentersInHomeRegion(region: HomeRegionId, locale: Locale): DataCenter[] {
  return dataCenters(locale).filter((dc) => dc.homeRegion === region);
}

export function dataCentersOnRegionPage(slug: RegionPageSlug, locale: Locale): DataCenter[] {
  return dataCenters(locale).filter((dc) => dc.regionPage === slug);
}

export function edgeLocationsOnRegionPage(slug: RegionPageSlug, locale: Locale): EdgeLocation[] {
  return africanEdgeLocations(locale).filter((edge) => edge.regionPage === slug);
}
