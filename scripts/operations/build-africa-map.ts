/**
 * Builds app/content/generated/africa-map.ts: the home page's Africa map as precomputed SVG
 * path strings, plus the projected position of every African data center and edge location.
 *
 *   npm run map        (node scripts/operations/build-africa-map.ts)
 *
 * Country outlines are Natural Earth's 1:110m, from the world-atlas package (TopoJSON),
 * turned into GeoJSON by topojson-client and projected by d3-geo here, at build time, so
 * none of that code reaches the browser: the page only draws the finished paths.
 * Run it again after changing a location's coordinates; a unit test fails until you do.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { geoAzimuthalEqualArea, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature, merge } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { loadPlaceFacts } from "../../app/content/places/loader.ts";

/** The SVG's coordinate system; the page scales it to any width. */
export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 640;
/** Room at the edges so markers near the coast are not cut off. */
const MAP_PADDING = 12;

export const OUTPUT_PATH = resolve(import.meta.dirname, "..", "..", "app", "content", "generated", "africa-map.ts");
/**
 * The outlines again, as an SVG file the page references with <use>: the browser caches it as
 * an asset instead of carrying ~10 KiB of path data in the home page's JavaScript.
 */
export const OUTLINES_SVG_PATH = resolve(import.meta.dirname, "..", "..", "app", "content", "generated", "africa-map-outlines.svg");
const SOURCE = "world-atlas/countries-110m.json";

/**
 * African countries and territories by ISO 3166-1 numeric code, as world-atlas ids them.
 * (Island states too small for the 1:110m outlines, e.g. Mauritius, are simply absent there.)
 */
const AFRICAN_ISO_NUMERIC = new Set([
  "012",
  "024",
  "072",
  "108",
  "120",
  "132",
  "140",
  "148",
  "174",
  "178",
  "180",
  "204",
  "226",
  "231",
  "232",
  "262",
  "266",
  "270",
  "288",
  "324",
  "384",
  "404",
  "426",
  "430",
  "434",
  "450",
  "454",
  "466",
  "478",
  "480",
  "504",
  "508",
  "516",
  "562",
  "566",
  "624",
  "646",
  "678",
  "686",
  "690",
  "694",
  "706",
  "710",
  "716",
  "728",
  "729",
  "732",
  "748",
  "768",
  "788",
  "800",
  "818",
  "834",
  "854",
  "894",
]);

/**
 * Natural Earth draws Somaliland apart, without an ISO code; internationally it is part of
 * Somalia, so the two outlines are merged into one.
 */
const MERGE_INTO: Record<string, string> = { Somaliland: "706" };

type CountryProperties = { name: string };
type CountryTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;

export type ProjectedCountry = { id: string; name: string; d: string };

export type AfricaMapData = {
  countries: ProjectedCountry[];
  /** Location id → [x, y] in the SVG's coordinates. */
  points: Record<string, [number, number]>;
};

function loadTopology(): CountryTopology {
  const path = createRequire(import.meta.url).resolve(SOURCE);
  return JSON.parse(readFileSync(path, "utf8")) as CountryTopology;
}

type CountryGeometry = CountryTopology["objects"]["countries"]["geometries"][number];

const nameOf = (geometry: CountryGeometry) => (geometry.properties as Partial<CountryProperties> | undefined)?.name ?? "";

/** The African country features, with territories that have no code of their own merged in. */
export function africanCountries(
  topology: CountryTopology = loadTopology(),
): Feature<Polygon | MultiPolygon, CountryProperties & { id: string }>[] {
  const geometries = topology.objects.countries.geometries;
  const african = geometries.filter((geometry) => geometry.id !== undefined && AFRICAN_ISO_NUMERIC.has(String(geometry.id)));
  return african
    .map((geometry) => {
      const id = String(geometry.id);
      const extra = geometries.filter((candidate) => MERGE_INTO[nameOf(candidate)] === id);
      const shape =
        extra.length > 0
          ? merge(topology, [geometry, ...extra] as Parameters<typeof merge>[1])
          : ((feature(topology, geometry) as Feature).geometry as Polygon | MultiPolygon);
      return {
        type: "Feature" as const,
        id,
        properties: { id, name: nameOf(geometry) || id },
        geometry: shape,
      };
    })
    .sort((a, b) => a.properties.name.localeCompare(b.properties.name, "en"));
}

/** Every African location the site names: data centers in the Africa region and all edge locations. */
function africanLocations(): { id: string; coordinates: readonly [number, number] }[] {
  // Read from content/facts/places.yaml: positions are facts, the same in every language.
  const facts = loadPlaceFacts();
  return [...facts.dataCenters.filter((dc) => dc.homeRegion === "africa"), ...facts.edgeLocations].map(({ id, coordinates }) => ({
    id,
    coordinates: [coordinates.longitude, coordinates.latitude],
  }));
}

/** Rounds every number in an SVG path to one decimal: plenty at this size, and a third of the bytes. */
function roundPath(d: string): string {
  return d.replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g, (number) => {
    const rounded = Math.round(Number(number) * 10) / 10;
    return String(Object.is(rounded, -0) ? 0 : rounded);
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function buildAfricaMap(topology: CountryTopology = loadTopology()): AfricaMapData {
  const countries = africanCountries(topology);
  const collection: FeatureCollection<Polygon | MultiPolygon> = { type: "FeatureCollection", features: countries };
  // An equal-area projection centred on Africa: the continent's true proportions, with
  // none of Mercator's growth towards the Mediterranean and the Cape.
  const projection = geoAzimuthalEqualArea()
    .rotate([-18, -2])
    .fitExtent(
      [
        [MAP_PADDING, MAP_PADDING],
        [MAP_WIDTH - MAP_PADDING, MAP_HEIGHT - MAP_PADDING],
      ],
      collection,
    );
  const path = geoPath(projection);

  const points: Record<string, [number, number]> = {};
  for (const location of africanLocations()) {
    const projected = projection([location.coordinates[0], location.coordinates[1]]);
    if (!projected) throw new Error(`Cannot project ${location.id}`);
    points[location.id] = [round1(projected[0]), round1(projected[1])];
  }

  return {
    countries: countries.map((country) => ({
      id: country.properties.id,
      name: country.properties.name,
      d: roundPath(path(country) ?? ""),
    })),
    points,
  };
}

/** The TypeScript module written to OUTPUT_PATH. */
export function renderModule(map: AfricaMapData = buildAfricaMap()): string {
  const countries = map.countries.map((country) => `  ${JSON.stringify(country)},`).join("\n");
  const points = Object.entries(map.points)
    .map(([id, [x, y]]) => `  ${JSON.stringify(id)}: [${x}, ${y}],`)
    .join("\n");
  return `// Generated by scripts/operations/build-africa-map.ts (npm run map) from ${SOURCE}
// (Natural Earth 1:110m, public domain). Do not edit by hand: change the script or the
// coordinates in content/facts/places.yaml and run \`npm run map\`.

export type AfricaMapCountry = { id: string; name: string; d: string };

export const AFRICA_MAP_WIDTH = ${MAP_WIDTH};
export const AFRICA_MAP_HEIGHT = ${MAP_HEIGHT};

/**
 * Country outlines as SVG paths in a ${MAP_WIDTH}×${MAP_HEIGHT} box, by name. The page draws them
 * from africa-map-outlines.svg (ids "c<id>"); these are for tests and tools.
 */
export const africaMapCountries: readonly AfricaMapCountry[] = [
${countries}
];

/** Id and name of each country outline, for the page. */
export const africaMapCountryNames: readonly { id: string; name: string }[] = [
${map.countries.map((country) => `  ${JSON.stringify({ id: country.id, name: country.name })},`).join("\n")}
];

/** Projected [x, y] of each African data center and edge location, by location id. */
export const africaMapPoints = {
${points}
} as const satisfies Record<string, readonly [number, number]>;

export type AfricaMapPointId = keyof typeof africaMapPoints;
`;
}

/** The SVG file written to OUTLINES_SVG_PATH: one path per country, id "c<id>", no fill (the page sets it). */
export function renderOutlinesSvg(map: AfricaMapData = buildAfricaMap()): string {
  const paths = map.countries.map((country) => `<path id="c${country.id}" d="${country.d}"/>`).join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><defs>\n${paths}\n</defs></svg>\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = buildAfricaMap();
  for (const [path, source] of [
    [OUTPUT_PATH, renderModule(map)],
    [OUTLINES_SVG_PATH, renderOutlinesSvg(map)],
  ] as const) {
    writeFileSync(path, source);
    console.log(`Wrote ${path} (${(Buffer.byteLength(source) / 1024).toFixed(1)} KiB)`);
  }
}
