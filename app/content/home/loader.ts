/**
 * The home page's loader: content/pages/<locale>/home.yaml, checked and formatted at build time
 * (page.ts runs it). Its messages may name the site's facts; the map's marker words name
 * each place's {city}, {country} and {tier}, filled in here for the places the file lists; the
 * map's own words may name {siteName} and {cities} (the places marked), a region's share line its
 * {clients}. The page itself (plans, region cards, links from the menus) is put together in
 * app/site/home.ts.
 */
import type { Locale } from "#app/lib/locales.ts";
import { DEFAULT_LOCALE, formatClientClaim } from "#app/lib/format.ts";
import { africanEdgeLocations, dataCenters, type DataCenter, type EdgeLocation } from "../places/data-centers.ts";
import { ContentError, formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { regions } from "../places/regions.ts";
import { site } from "../company/site.ts";
import { homePageSchema, type HomePageContent } from "#app/content/home/schema.ts";

export const homePageFile = (locale: string) => `content/pages/${locale}/home.yaml`;

/** What the map says about one marked place (its position and regional page are the site model's). */
export type MapLocationWords = {
  id: string;
  city: string;
  country: string;
  kind: "data-center" | "edge";
  /** What is there, e.g. "Tier III data center". */
  facility: string;
  /** One more line about the site, for the tooltip and the list. */
  detail: string;
  /** The accessible name of the marker, e.g. "Lagos, Nigeria — data center". */
  label: string;
  /** The /international page that covers it, by slug. */
  regionPage?: string;
};

/** The map's own words: its name and description for screen readers, legend, list heading and countries line. */
export type HomeMapText = Pick<
  HomePageContent["map"],
  "imageTitle" | "imageDescription" | "legend" | "listHeading" | "regionLink" | "countries"
>;

/** The regions section's words, with each region's client count filled in (`shareClients`, by region id). */
export type HomeRegionsText = Omit<HomePageContent["regions"], "shareClients"> & { shareClients: Record<string, string> };

export type HomeWords = Omit<HomePageContent, "map" | "regions"> & {
  regions: HomeRegionsText;
  map: Pick<HomePageContent["map"], "eyebrow" | "title" | "intro"> & { locations: MapLocationWords[]; text: HomeMapText };
};

function mapLocationWords(id: string, map: HomePageContent["map"], file: string, locale: string): MapLocationWords {
  const where = (field: string) => `${file}: map.${field} (for ${id})`;
  const dataCenter: DataCenter | undefined = dataCenters(locale as Locale).find((candidate) => candidate.id === id);
  if (dataCenter) {
    const values = { city: dataCenter.city, country: dataCenter.country, tier: dataCenter.tier };
    return {
      id,
      city: dataCenter.city,
      country: dataCenter.country,
      kind: "data-center",
      facility: formatMessage(map.dataCenterFacility, values, where("dataCenterFacility"), locale),
      detail: dataCenter.features[0] ?? "",
      label: formatMessage(map.dataCenterLabel, values, where("dataCenterLabel"), locale),
      ...(dataCenter.regionPage ? { regionPage: dataCenter.regionPage } : {}),
    };
  }
  const edge: EdgeLocation | undefined = africanEdgeLocations(locale as Locale).find((candidate) => candidate.id === id);
  if (!edge) throw new ContentError(`${file}: map.locations: no data center or edge location with id "${id}"`);
  const values = { city: edge.city, country: edge.country };
  return {
    id,
    city: edge.city,
    country: edge.country,
    kind: "edge",
    facility: map.edgeFacility,
    detail: map.edgeDetail,
    label: formatMessage(map.edgeLabel, values, where("edgeLabel"), locale),
    ...(edge.regionPage ? { regionPage: edge.regionPage } : {}),
  };
}

export function loadHomePage(values: MessageValues, locale: string = DEFAULT_LOCALE): HomeWords {
  const file = homePageFile(locale);
  const { map, regions: regionWords, ...rest } = readYaml(file, homePageSchema);
  // The marker words name each place's city and tier, so they are formatted per place below.
  const headings = formatMessages({ map: { eyebrow: map.eyebrow, title: map.title, intro: map.intro } }, values, file, locale).map;
  const locations = map.locations.map((id) => mapLocationWords(id, map, file, locale));
  const { imageTitle, imageDescription, legend, listHeading, regionLink, countries } = map;
  // "{region} region": a message per region link, filled in with the region's name (app/site/home.ts).
  formatMessage(regionLink, { region: "x" }, `${file}: map.regionLink`, locale);
  // The description lists the marked places' cities, in the order the file lists them.
  // {countries}: the shaded countries' list, which the map fills in as a list of its own (app/components/sections/africa-map.tsx).
  const mapValues = {
    ...values,
    siteName: site.name,
    cities: locations.map((location) => location.city).join(", "),
    countries: "{countries}",
  };
  const text = formatMessages({ map: { imageTitle, imageDescription, legend, listHeading, countries } }, mapValues, file, locale).map;
  const { shareClients, ...regionsRest } = regionWords;
  const clientCounts = regions(locale as Locale).map((region): [string, string] => {
    const where = `${file}: regions.shareClients (for ${region.id})`;
    return [region.id, formatMessage(shareClients, { ...values, clients: formatClientClaim(region.clients, locale) }, where, locale)];
  });
  return {
    ...formatMessages(rest, values, file, locale),
    regions: { ...formatMessages(regionsRest, values, file, locale), shareClients: Object.fromEntries(clientCounts) },
    map: { ...headings, locations, text: { ...text, regionLink } },
  };
}
