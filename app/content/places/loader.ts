/**
 * The places' loader: content/facts/places.yaml and content/facts/offices.yaml (figures and ids,
 * the same in every language) joined by id with content/pages/<locale>/places.yaml (names and
 * features), plus the region pages (content/regions/<locale>/<slug>.yaml) and the /international
 * words (content/pages/<locale>/international.yaml), checked and formatted at build time.
 * A name without its fact, a fact without its name, or a link between them that leads nowhere
 * fails the build with the file and the field. Counts, totals and shares are computed, never typed.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { SOURCE_LOCALE } from "#app/lib/locales.ts";
import { addressLine, DEFAULT_LOCALE, formatClientClaim, formatNumber, intlLocale } from "#app/lib/format.ts";
import { ContentError, formatMessage, formatMessages, readFolder, readYaml, ROOT, type MessageValues } from "../load.ts";
import {
  internationalPageSchema,
  officeFactsSchema,
  placeFactsSchema,
  placeNamesSchema,
  regionSchema,
  type HomeRegionId,
  type InternationalPageContent,
  type PlaceFacts,
  type RegionContent,
  type RegionPageSlug,
} from "./schema.ts";

export const PLACE_FACTS_FILE = "content/facts/places.yaml";
export const OFFICE_FACTS_FILE = "content/facts/offices.yaml";
export const REGIONS_FOLDER = "content/regions";
export const placeNamesFile = (locale: string) => `content/pages/${locale}/places.yaml`;
export const internationalPageFile = (locale: string) => `content/pages/${locale}/international.yaml`;

export type { HomeRegionId, RegionPageSlug };

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
  /** The floor area as its card reads it ("8,000 sqm"), where published. */
  facilitySize?: string;
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

/** A home page region: its client count (a fact), its name and features (words), its countries (from its data centers). */
export type Region = {
  id: HomeRegionId;
  name: string;
  countries: readonly string[];
  features: readonly string[];
  clients: number;
};

/** A regional office (spec §3, Office: region, address, phone, email). */
export type Office = {
  region: string;
  city: string;
  address: string;
  phone: { display: string; href: string };
  email: string;
  /** The headquarters is marked as such. */
  headquarters?: boolean;
};

export type Places = { dataCenters: DataCenter[]; africanEdgeLocations: EdgeLocation[]; regions: Region[] };

function unique(ids: readonly string[], where: string): void {
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (seen.has(id)) throw new ContentError(`${where}[${index}].id: "${id}" is used twice`);
    seen.add(id);
  }
}

/** The figures, with their cross-references checked (ids unique, latencies and nearest data centers name known places). */
export function loadPlaceFacts(root = ROOT): PlaceFacts {
  const facts = readYaml(PLACE_FACTS_FILE, placeFactsSchema, root);
  const file = PLACE_FACTS_FILE;
  unique(
    facts.homeRegions.map((region) => region.id),
    `${file}: homeRegions`,
  );
  unique(
    facts.dataCenters.map((dc) => dc.id),
    `${file}: dataCenters`,
  );
  unique(
    facts.edgeLocations.map((edge) => edge.id),
    `${file}: edgeLocations`,
  );
  unique(
    facts.regionPages.map((page) => page.slug),
    `${file}: regionPages`,
  );
  // A place or a page's figures name a region page by its file, so a new page is one new file.
  const pages = new Set(regionPageFiles(root));
  const onAPage = (slug: string | undefined, where: string) => {
    if (slug !== undefined && !pages.has(slug))
      throw new ContentError(`${file}: ${where}: "${slug}" is no region page (no ${REGIONS_FOLDER}/${SOURCE_LOCALE}/${slug}.yaml)`);
  };
  for (const [index, dc] of facts.dataCenters.entries()) onAPage(dc.regionPage, `dataCenters[${index}].regionPage`);
  for (const [index, edge] of facts.edgeLocations.entries()) onAPage(edge.regionPage, `edgeLocations[${index}].regionPage`);
  for (const [index, page] of facts.regionPages.entries()) onAPage(page.slug, `regionPages[${index}].slug`);
  const dataCenterIds = new Set(facts.dataCenters.map((dc) => dc.id));
  const placeIds = new Set([...dataCenterIds, ...facts.edgeLocations.map((edge) => edge.id)]);
  for (const [index, page] of facts.regionPages.entries()) {
    for (const [pair, latency] of (page.latencies ?? []).entries())
      for (const end of ["from", "to"] as const)
        if (!placeIds.has(latency[end]))
          throw new ContentError(
            `${file}: regionPages[${index}].latencies[${pair}].${end}: "${latency[end]}" is no data center or edge location`,
          );
    for (const [item, id] of (page.nearestDataCenters ?? []).entries())
      if (!dataCenterIds.has(id))
        throw new ContentError(`${file}: regionPages[${index}].nearestDataCenters[${item}]: "${id}" is no data center`);
  }
  return facts;
}

/** The counts messages may name in every language ({dataCenters}, {africanEdgeCountries} ...), from the facts alone. */
export function placeCounts(facts: PlaceFacts = loadPlaceFacts()) {
  return {
    dataCenters: facts.dataCenters.length,
    dataCenterRegions: facts.homeRegions.length,
    africanEdgeLocations: facts.edgeLocations.length,
    africanEdgeCountries: new Set(facts.edgeLocations.map((edge) => edge.country)).size,
    totalClients: facts.homeRegions.reduce((sum, region) => sum + region.clients, 0),
  };
}

const coordinatesOf = ({ longitude, latitude }: { longitude: number; latitude: number }): Coordinates => [longitude, latitude];

/** Finds the words of each fact by id; a fact without words, or words without a fact, fails. */
function matcher<Words extends { id: string }>(words: readonly Words[], file: string, field: string, factsField: string) {
  const byId = new Map(words.map((entry) => [entry.id, entry]));
  const used = new Set<string>();
  return {
    of(id: string): Words {
      const found = byId.get(id);
      if (!found) throw new ContentError(`${file}: ${field}: no entry with id "${id}" (${factsField} has one)`);
      used.add(id);
      return found;
    },
    done() {
      for (const [index, entry] of words.entries())
        if (!used.has(entry.id)) throw new ContentError(`${file}: ${field}[${index}].id: "${entry.id}" is not in ${factsField}`);
    },
  };
}

/** Data centers, edge locations and home regions in `locale`, in the shapes the pages use. */
export function loadPlaces(locale: string = DEFAULT_LOCALE, facts: PlaceFacts = loadPlaceFacts(), root = ROOT): Places {
  const file = placeNamesFile(locale);
  const words = readYaml(file, placeNamesSchema, root);
  const countryNames = new Map(words.countries.map((country) => [country.code, country.name]));
  const country = (code: string, where: string) => {
    const name = countryNames.get(code);
    if (!name) throw new ContentError(`${file}: countries: no name for ${code} (${PLACE_FACTS_FILE}: ${where} names it)`);
    return name;
  };

  const dataCenterWords = matcher(words.dataCenters, file, "dataCenters", `${PLACE_FACTS_FILE}: dataCenters`);
  const dataCenters = facts.dataCenters.map((fact, index): DataCenter => {
    const named = dataCenterWords.of(fact.id);
    return {
      id: fact.id,
      city: named.city,
      country: country(fact.country, `dataCenters[${index}].country`),
      homeRegion: fact.homeRegion,
      ...(fact.regionPage ? { regionPage: fact.regionPage } : {}),
      tier: fact.tier,
      ...(fact.facilitySqm === undefined
        ? {}
        : {
            facilitySqm: fact.facilitySqm,
            facilitySize: formatMessage(words.facilitySize, { sqm: fact.facilitySqm }, `${file}: facilitySize`, locale),
          }),
      coordinates: coordinatesOf(fact.coordinates),
      features: [...named.features, ...words.standardFeatures],
    };
  });
  dataCenterWords.done();

  const edgeWords = matcher(words.edgeLocations, file, "edgeLocations", `${PLACE_FACTS_FILE}: edgeLocations`);
  const africanEdgeLocations = facts.edgeLocations.map((fact, index): EdgeLocation => ({
    id: fact.id,
    city: edgeWords.of(fact.id).city,
    country: country(fact.country, `edgeLocations[${index}].country`),
    regionPage: fact.regionPage,
    coordinates: coordinatesOf(fact.coordinates),
  }));
  edgeWords.done();

  const regionWords = matcher(words.homeRegions, file, "homeRegions", `${PLACE_FACTS_FILE}: homeRegions`);
  const regions = facts.homeRegions.map((fact): Region => {
    const named = regionWords.of(fact.id);
    const countries = [...new Set(dataCenters.filter((dc) => dc.homeRegion === fact.id).map((dc) => dc.country))];
    return { id: fact.id, name: named.name, countries, features: named.features, clients: fact.clients };
  });
  regionWords.done();

  return { dataCenters, africanEdgeLocations, regions };
}

/** "tel:+254207002262" from "+254 20 700 2262". */
export const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, "")}`;

/**
 * The regional offices in `locale`. The headquarters' address and phone are the company's
 * (passed in from company/site.ts), so they are typed once.
 */
export function loadOffices(headquarters: { street: string; phone: string }, locale: string = DEFAULT_LOCALE, root = ROOT): Office[] {
  const facts = readYaml(OFFICE_FACTS_FILE, officeFactsSchema, root);
  unique(
    facts.offices.map((office) => office.id),
    `${OFFICE_FACTS_FILE}: offices`,
  );
  const file = placeNamesFile(locale);
  const words = matcher(readYaml(file, placeNamesSchema, root).offices, file, "offices", `${OFFICE_FACTS_FILE}: offices`);
  const offices = facts.offices.map((fact, index): Office => {
    const named = words.of(fact.id);
    // The street as the post writes it, unless the language writes it as words of its own (an Arabic address in Arabic).
    const street = named.street ?? (fact.headquarters ? headquarters.street : fact.street);
    const phone = fact.headquarters ? headquarters.phone : fact.phone;
    if (!street)
      throw new ContentError(
        `${OFFICE_FACTS_FILE}: offices[${index}].street: an office other than the headquarters needs its street (or ${file} gives one)`,
      );
    if (!phone)
      throw new ContentError(`${OFFICE_FACTS_FILE}: offices[${index}].phone: an office other than the headquarters needs its phone`);
    const town = [named.locality ?? named.city, fact.postcode].filter(Boolean).join(" ");
    return {
      region: named.region,
      city: named.city,
      address: addressLine([street, town], fact.country, locale),
      phone: { display: phone, href: telHref(phone) },
      email: fact.email,
      ...(fact.headquarters ? { headquarters: true } : {}),
    };
  });
  words.done();
  return offices;
}

/** The region pages there are: one file each in content/regions/en/ (every language has the same files). */
export function regionPageFiles(root = ROOT): string[] {
  return readdirSync(join(root, REGIONS_FOLDER, SOURCE_LOCALE))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length));
}

/** A measured round trip between two cities, as the spec's "latency pair". */
export type LatencyPair = { from: string; to: string; latencyMs: number };

/** A figure shown large with a short label, e.g. "13" / "data centers". */
export type RegionFigure = { value: string; label: string };

/** A region page's entry: its words, its figures and the words the template writes around its places, formatted. */
export type RegionEntry = Omit<RegionContent, "withoutDataCenter" | "slug"> & {
  slug: RegionPageSlug;
  /** Active clients shown on the page, where the facts state them (its own or its home region's). */
  clients?: number;
  /** Network points of presence (peering and edge), where the facts state them. */
  pointsOfPresence?: number;
  latencies?: LatencyPair[];
  /** For a region without a data center of its own: why, and which data centers its workloads run in. */
  withoutDataCenter?: { note: string; nearest: string[] };
  /** The figures at the top of the page. */
  keyFigures: RegionFigure[];
  /** "3 data centers · 4 edge locations": the one-line summary on the overview. */
  facilitiesSummary: string;
  /** The headings and intros the template writes around the page's places. */
  sections: {
    dataCenters: { heading: string; intro: string };
    servedFromNearest: string;
    latency?: {
      from: string;
      heading: string;
      intro: string;
      /** `figure`: one latency, "{ms} ms", its {ms} filled by the page. */
      table: { caption: string; destination: string; roundTrip: string; figure: string };
    };
    edgeLocations: { heading: string; intro: string };
  };
  /** The words of the diagram beside the headline (app/site/hero-visuals.ts draws it). */
  diagram: {
    caption: string;
    inputs: string;
    parts: string;
    partsElsewhere: string;
    countries: string;
    latency?: string;
    /** A latency bar's figure ("{ms} ms"), its {ms} filled by the diagram. */
    figure: string;
    /** A data center's line under its city ("{tier} · {country}"), filled by the diagram. */
    dataCenter: string;
  };
};

/** "latency_lagos_london" → "75 ms": the names region pages' messages give the latencies. */
function latencyValues(facts: PlaceFacts): MessageValues {
  return Object.fromEntries(
    facts.regionPages.flatMap((page) =>
      (page.latencies ?? []).map((pair) => [`latency_${pair.from}_${pair.to}`.replaceAll("-", "_"), `${pair.latencyMs} ms`]),
    ),
  );
}

/** The /international words as written (validated, not yet formatted). */
function readInternationalWords(locale: string, root: string) {
  return { file: internationalPageFile(locale), words: readYaml(internationalPageFile(locale), internationalPageSchema, root) };
}

/** Every regional page of `locale`, in menu order (`order`, then file name), with its figures computed from the places. */
export function loadRegionPages(
  values: MessageValues,
  places: Places,
  locale: string = DEFAULT_LOCALE,
  facts: PlaceFacts = loadPlaceFacts(),
  root = ROOT,
): RegionEntry[] {
  const { file: sharedFile, words: shared } = readInternationalWords(locale, root);
  const cityOf = new Map([...places.africanEdgeLocations, ...places.dataCenters].map((place) => [place.id, place.city]));
  const counted = (message: string, count: number, field: string): RegionFigure => ({
    value: formatNumber(count, locale),
    label: formatMessage(message, { count }, `${sharedFile}: regionPage.figures.${field}`, locale),
  });
  const { figures, diagram } = shared.regionPage;
  const entries = readFolder(REGIONS_FOLDER, regionSchema, locale, root).map(({ slug: fileSlug, file, data }) => {
    const slug: RegionPageSlug = fileSlug;
    const pageFacts = facts.regionPages.find((page) => page.slug === slug) ?? { slug };
    const localData = formatMessages(data, { ...values, ...latencyValues(facts) }, file, locale);
    const dataCenters = places.dataCenters.filter((dc) => dc.regionPage === slug);
    const edges = places.africanEdgeLocations.filter((edge) => edge.regionPage === slug);
    const countries = [...new Set([...dataCenters, ...edges].map((place) => place.country))];
    const latencies = pageFacts.latencies?.map((pair) => ({
      from: cityOf.get(pair.from) ?? pair.from,
      to: cityOf.get(pair.to) ?? pair.to,
      latencyMs: pair.latencyMs,
    }));
    const clients = pageFacts.clients ?? facts.homeRegions.find((region) => region.id === pageFacts.clientsOfHomeRegion)?.clients;

    if (
      (data.withoutDataCenter === undefined) !== (pageFacts.nearestDataCenters === undefined) ||
      dataCenters.length > 0 === (data.withoutDataCenter !== undefined)
    )
      throw new ContentError(
        `${file}: withoutDataCenter: a region page has this note exactly when it has no data center, and ${PLACE_FACTS_FILE} names its nearestDataCenters`,
      );

    // Counts from the lists; client numbers only where the facts state them for this page (or its home region).
    const keyFigures: RegionFigure[] = [];
    if (dataCenters.length > 0) keyFigures.push(counted(figures.dataCenters, dataCenters.length, "dataCenters"));
    if (pageFacts.pointsOfPresence !== undefined)
      keyFigures.push(counted(figures.pointsOfPresence, pageFacts.pointsOfPresence, "pointsOfPresence"));
    else if (edges.length > 0) keyFigures.push(counted(figures.edgeLocations, edges.length, "edgeLocations"));
    if (clients !== undefined) keyFigures.push({ value: formatClientClaim(clients, locale), label: figures.clients });
    if (keyFigures.length < 3) keyFigures.push(counted(figures.countries, countries.length, "countries"));

    const facilitiesSummary = [
      dataCenters.length > 0 ? counted(figures.dataCenters, dataCenters.length, "dataCenters") : undefined,
      edges.length > 0 ? counted(figures.edgeLocations, edges.length, "edgeLocations") : undefined,
    ]
      .filter((figure) => figure !== undefined)
      .map((figure) =>
        formatMessage(figures.line, { value: figure.value, label: figure.label }, `${sharedFile}: regionPage.figures.line`, locale),
      )
      .join(" · ");

    const regionValues = { region: localData.navLabel };
    const sectionText = (message: string, field: string, extra: MessageValues = {}) =>
      formatMessage(message, { ...regionValues, ...extra }, `${sharedFile}: regionPage.${field}`, locale);
    const from = latencies?.[0]?.from;
    const { withoutDataCenter, ...rest } = localData;
    const entry: RegionEntry = {
      ...rest,
      slug,
      ...(clients === undefined ? {} : { clients }),
      ...(pageFacts.pointsOfPresence === undefined ? {} : { pointsOfPresence: pageFacts.pointsOfPresence }),
      ...(latencies ? { latencies } : {}),
      ...(withoutDataCenter ? { withoutDataCenter: { note: withoutDataCenter.note, nearest: pageFacts.nearestDataCenters ?? [] } } : {}),
      keyFigures,
      facilitiesSummary,
      diagram: {
        caption: sectionText(diagram.caption, "diagram.caption"),
        inputs: diagram.inputs,
        parts: diagram.parts,
        partsElsewhere: diagram.partsElsewhere,
        countries: sectionText(diagram.countries, "diagram.countries", { count: countries.length }),
        figure: sectionText(shared.regionPage.latencyTable.figure, "latencyTable.figure", { ms: "{ms}" }),
        dataCenter: sectionText(diagram.dataCenter, "diagram.dataCenter", { tier: "{tier}", country: "{country}" }),
        ...(from ? { latency: sectionText(diagram.latency, "diagram.latency", { from }) } : {}),
      },
      sections: {
        dataCenters: {
          heading: sectionText(shared.regionPage.dataCentersHeading, "dataCentersHeading"),
          intro: sectionText(shared.regionPage.dataCentersIntro, "dataCentersIntro"),
        },
        servedFromNearest: sectionText(shared.regionPage.servedFromNearest, "servedFromNearest"),
        ...(from
          ? {
              latency: {
                from,
                heading: sectionText(shared.regionPage.latencyHeading, "latencyHeading"),
                intro: sectionText(shared.regionPage.latencyIntro, "latencyIntro", { from }),
                table: {
                  caption: sectionText(shared.regionPage.latencyTable.caption, "latencyTable.caption", { from }),
                  destination: shared.regionPage.latencyTable.destination,
                  roundTrip: shared.regionPage.latencyTable.roundTrip,
                  figure: sectionText(shared.regionPage.latencyTable.figure, "latencyTable.figure", { ms: "{ms}" }),
                },
              },
            }
          : {}),
        edgeLocations: {
          heading: sectionText(shared.regionPage.edgeLocationsHeading, "edgeLocationsHeading"),
          intro: sectionText(shared.regionPage.edgeLocationsIntro, "edgeLocationsIntro"),
        },
      },
    };
    return entry;
  });
  for (const [index, page] of facts.regionPages.entries())
    if (!entries.some((entry) => entry.slug === page.slug))
      throw new ContentError(`${PLACE_FACTS_FILE}: regionPages[${index}].slug: no file ${REGIONS_FOLDER}/${locale}/${page.slug}.yaml`);
  return entries.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export type InternationalPageWords = Omit<InternationalPageContent, "regionPage">;

/** The /international words of `locale`; {cities} names the data centers that have no region page. */
export function loadInternationalPage(
  values: MessageValues,
  places: Places,
  locale: string = DEFAULT_LOCALE,
  root = ROOT,
): InternationalPageWords {
  const { file, words } = readInternationalWords(locale, root);
  // The words every region page shares are formatted per page by loadRegionPages.
  const page: Omit<InternationalPageContent, "regionPage"> & { regionPage?: unknown } = { ...words };
  delete page.regionPage;
  const withoutPage = places.dataCenters.filter((dc) => dc.regionPage === undefined).map((dc) => dc.city);
  const cities = new Intl.ListFormat(intlLocale(locale), { type: "disjunction" }).format(withoutPage);
  return formatMessages(page, { ...values, cities }, file, locale);
}
