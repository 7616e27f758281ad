/**
 * The latency test's loader: content/facts/latency.yaml (where each data center answers, the
 * typical figures) and content/pages/<locale>/latency.yaml (the page's words), checked at build
 * time (page.ts runs it). scripts/build/postbuild.ts reads the ping origins from here for the
 * page's Content-Security-Policy.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { ContentError, formatMessages, readYaml, ROOT, type MessageValues } from "../load.ts";
import { loadPlaceFacts } from "../places/loader.ts";
import { latencyFactsSchema, latencyPageSchema, type LatencyFacts, type LatencyPageContent } from "#app/content/latency/schema.ts";

export const LATENCY_FACTS_FILE = "content/facts/latency.yaml";
export const latencyPageFile = (locale: string) => `content/pages/${locale}/latency.yaml`;

/** The page's path, in the region family. */
export const LATENCY_PAGE_PATH = "/international/latency";

/** The facts, their place ids and table shape checked. */
export function loadLatencyFacts(root = ROOT): LatencyFacts {
  const file = LATENCY_FACTS_FILE;
  const facts = readYaml(file, latencyFactsSchema, root);
  const places = loadPlaceFacts(root);
  const dataCenterIds = new Set(places.dataCenters.map((dc) => dc.id));
  const ourPlaces = new Set([...dataCenterIds, ...places.edgeLocations.map((edge) => edge.id)]);
  for (const [index, id] of facts.typical.vantageCities.entries())
    if (ourPlaces.has(id))
      throw new ContentError(`${file}: typical.vantageCities[${index}]: "${id}" is one of our places: list it in typical.from only`);
  const placeIds = new Set([...ourPlaces, ...facts.typical.vantageCities]);
  const seen = new Set<string>();
  for (const [index, endpoint] of facts.pingEndpoints.entries()) {
    if (!dataCenterIds.has(endpoint.dataCenter))
      throw new ContentError(`${file}: pingEndpoints[${index}].dataCenter: "${endpoint.dataCenter}" is no data center`);
    if (seen.has(endpoint.dataCenter))
      throw new ContentError(`${file}: pingEndpoints[${index}].dataCenter: "${endpoint.dataCenter}" is listed twice`);
    seen.add(endpoint.dataCenter);
  }
  for (const [index, id] of facts.typical.from.entries())
    if (!placeIds.has(id))
      throw new ContentError(`${file}: typical.from[${index}]: "${id}" is no data center, edge location or city of typical.vantageCities`);
  for (const [index, row] of facts.typical.rows.entries()) {
    if (!dataCenterIds.has(row.dataCenter))
      throw new ContentError(`${file}: typical.rows[${index}].dataCenter: "${row.dataCenter}" is no data center`);
    if (row.latencyMs.length !== facts.typical.from.length)
      throw new ContentError(
        `${file}: typical.rows[${index}].latencyMs: ${row.latencyMs.length} figures for ${facts.typical.from.length} cities`,
      );
  }
  return facts;
}

/** The origins the test may reach: exactly those of the ping endpoints, each once. */
export function pingOrigins(facts: LatencyFacts): string[] {
  return [...new Set(facts.pingEndpoints.map((endpoint) => new URL(endpoint.url).origin))];
}

/** Placeholders the browser or the page fills ({date}, {region}, a typical range's {low} and {high} ...): formatting leaves them as written. */
const BROWSER_VALUES = Object.fromEntries(
  ["date", "region", "regions", "currency", "done", "total", "low", "high", "ms", "city", "median", "p90", "jitter", "status"].map(
    (name) => [name, `{${name}}`],
  ),
);

export function loadLatencyPage(values: MessageValues, locale: string = DEFAULT_LOCALE): LatencyPageContent {
  const file = latencyPageFile(locale);
  const page = formatMessages(readYaml(file, latencyPageSchema), { ...values, ...BROWSER_VALUES }, file, locale);
  for (const id of loadLatencyFacts().typical.vantageCities)
    if (!page.typical.cities.some((city) => city.id === id))
      throw new ContentError(`${file}: typical.cities: no name for "${id}" (${LATENCY_FACTS_FILE}: typical.vantageCities names it)`);
  return page;
}
