/**
 * /international/latency as the site shows it: the facts of content/facts/latency.yaml joined
 * with the place names, region pages and currencies of the page's language.
 */
import { currencies } from "#app/content/pricing/currencies.ts";
import { pricingPath } from "#app/content/pricing/currencies.ts";
import { africanEdgeLocations, dataCenters } from "#app/content/places/data-centers.ts";
import { AFRICA_MAP_HEIGHT, AFRICA_MAP_WIDTH, africaMapPoints } from "#app/content/generated/africa-map.ts";
import { regions } from "#app/content/places/regions.ts";
import { latencyFacts, latencyPage } from "#app/content/latency/page.ts";
import { internationalPage } from "#app/content/places/loaded.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { formatDate, intlLocale } from "#app/lib/format.ts";
import { localeInfo, type Locale } from "#app/lib/locales.ts";
import { regionPages } from "./region-pages.ts";

export { LATENCY_PAGE_PATH } from "#app/content/latency/loader.ts";

/** The words of the link to the test, on /international and the region pages. */
export const latencyLinkLabel = (locale: Locale) => latencyPage[locale].overviewLink;

function cityOf(id: string, locale: Locale): string {
  const place = [...dataCenters(locale), ...africanEdgeLocations(locale), ...latencyPage[locale].typical.cities].find(
    (candidate) => candidate.id === id,
  );
  if (!place) throw new Error(`content/facts/latency.yaml names an unknown place: ${id}`);
  return place.city;
}

/** The typical figures' table: cities as columns, data centers as rows, the date written in the language. */
export function typicalLatencies(locale: Locale) {
  const { typical } = latencyFacts;
  const words = latencyPage[locale].typical;
  const date = formatDate(typical.measuredOn, locale);
  const number = new Intl.NumberFormat(intlLocale(locale));
  return {
    heading: words.heading,
    intro: words.intro.replace("{date}", date),
    measuredOn: typical.measuredOn,
    samplesNote: typical.samples ? words.samplesNote : undefined,
    caption: words.caption,
    corner: words.dataCenter,
    columns: typical.from.map((id) => cityOf(id, locale)),
    rows: typical.rows.map((row) => ({
      id: row.dataCenter,
      name: cityOf(row.dataCenter, locale),
      cells: row.latencyMs.map((ms) => number.format(ms)),
    })),
  };
}

/** The island's props: each data center's ping address, city and region page; the currencies' pages; the words. */
export function latencyTestProps(locale: Locale) {
  const info = localeInfo(locale);
  const asiaPacific = internationalPage[locale].asiaPacific.heading;
  return {
    endpoints: latencyFacts.pingEndpoints.map((endpoint) => {
      const dc = dataCenters(locale).find((candidate) => candidate.id === endpoint.dataCenter);
      const page = regionPages(locale).find((candidate) => candidate.slug === dc?.regionPage);
      return {
        id: endpoint.dataCenter,
        url: endpoint.url,
        city: cityOf(endpoint.dataCenter, locale),
        region: page?.navLabel ?? asiaPacific,
        regionHref: page?.path ?? "/international#asia-pacific",
      };
    }),
    currencies: currencies[locale].map((currency) => ({
      code: currency.code,
      name: currency.plural,
      regions: currency.regions,
      href: pricingPath(currency.code),
    })),
    intl: info.intl,
    text: { ...latencyPage[locale].test, notMeasured: latencyPage[locale].map.notMeasured },
  };
}

/** The page's other words. */
export const latencyWords = (locale: Locale) => {
  const { heading, lead, test, how } = latencyPage[locale];
  return { heading, lead, test: { heading: test.heading, intro: test.intro, privacy: test.privacy, noScript: test.noScript }, how };
};

/** A point on the map, in the SVG's coordinates. */
export type MapPoint = { id: string; x: number; y: number };
/** Where a point's label sits: against the map's left or right edge, its top at labelY. */
export type MapCallout = MapPoint & { side: "left" | "right"; labelY: number };

/**
 * How far below its point a label starts, and the least distance between two labels' tops, in map
 * units: at 320 px a label of three short lines (Arabic's unit wraps) is about 85 units tall.
 */
export const CALLOUT_DROP = 40;
export const CALLOUT_GAP = 90;

/**
 * Places each point's label against the nearer edge of the map, where the Atlantic and the Indian
 * Ocean leave room beside the coast: Lagos, Abuja and Accra are a few pixels apart at 320 px, so
 * labels beside their points would cover each other. Down each edge, the point nearest the edge
 * gets the top label, each next one at least CALLOUT_GAP lower, so that the lines joining labels to
 * their points do not cross; a label never starts above its point, nor too low to fit.
 */
export function mapCallouts(points: readonly MapPoint[], width: number, height: number): MapCallout[] {
  const placed: MapCallout[] = [];
  for (const side of ["left", "right"] as const) {
    let previous = -Infinity;
    const fromEdge = (point: MapPoint) => (side === "left" ? point.x : width - point.x);
    const onSide = points.filter((point) => point.x < width / 2 === (side === "left")).sort((a, b) => fromEdge(a) - fromEdge(b));
    for (const point of onSide) {
      const labelY = Math.min(Math.max(point.y + CALLOUT_DROP, previous + CALLOUT_GAP), height - CALLOUT_GAP);
      placed.push({ ...point, side, labelY });
      previous = labelY;
    }
  }
  return points.map((point) => placed.find((callout) => callout.id === point.id) as MapCallout);
}

/**
 * The latency map: the African data centers at their places on the Africa map, the others listed
 * by home region beside it, each with its typical figure (the nearest to the farthest city of the
 * typical table) that the test replaces with the visitor's own median.
 */
export function latencyMap(locale: Locale) {
  const words = latencyPage[locale].map;
  const figure = latencyPage[locale].test.figure;
  const number = new Intl.NumberFormat(intlLocale(locale));
  const typicalFigure = (id: string) => {
    const row = latencyFacts.typical.rows.find((candidate) => candidate.dataCenter === id);
    if (!row) return words.notMeasured;
    const low = Math.min(...row.latencyMs);
    const high = Math.max(...row.latencyMs);
    return low === high
      ? fillIn(figure, { ms: number.format(low) })
      : fillIn(latencyPage[locale].map.typicalRange, { low: number.format(low), high: number.format(high) });
  };
  const all = dataCenters(locale);
  const points = all.flatMap((dc) => {
    const point = (africaMapPoints as Record<string, readonly [number, number] | undefined>)[dc.id];
    return dc.homeRegion === "africa" && point ? [{ id: dc.id, x: point[0], y: point[1] }] : [];
  });
  const onMap = new Set(points.map((point) => point.id));
  return {
    words,
    width: AFRICA_MAP_WIDTH,
    height: AFRICA_MAP_HEIGHT,
    onMap: mapCallouts(points, AFRICA_MAP_WIDTH, AFRICA_MAP_HEIGHT).map((callout) => ({
      ...callout,
      city: cityOf(callout.id, locale),
      figure: typicalFigure(callout.id),
    })),
    beyond: regions(locale)
      .map((region) => ({
        id: region.id,
        name: region.name,
        dataCenters: all
          .filter((dc) => dc.homeRegion === region.id && !onMap.has(dc.id))
          .map((dc) => ({ id: dc.id, city: dc.city, figure: typicalFigure(dc.id) })),
      }))
      .filter((region) => region.dataCenters.length > 0),
  };
}
