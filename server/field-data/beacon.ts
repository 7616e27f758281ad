/**
 * A beacon as the server accepts it (issue 48): zod checks every field against the ranges of
 * shared/field-data.ts, and anything else (an unknown field, a negative time, an LCP over 10
 * minutes, a body that is not one JSON object) is refused whole, so nothing out of range is ever
 * stored. navigator.sendBeacon sends a string as text/plain and a Blob with its own type, so
 * both text/plain and application/json bodies are read as JSON.
 *
 * The script sends what the browser gives, to stay small (app/field-data/measure.ts); here it
 * becomes what is counted: the utm_* fields of the page's query (the rest of the query is
 * dropped), the referrer's host unless it is the site's own (its path and query are dropped),
 * and the viewport's width as a device class.
 */
import { z } from "zod";
import {
  CAMPAIGN_FIELDS,
  CONNECTION_TYPES,
  deviceClassOf,
  MAX_BEACON_BYTES,
  MAX_LABEL_LENGTH,
  METRIC_MAX,
  METRICS,
  type Beacon,
  type Metric,
} from "../../shared/field-data.ts";
import { stripControlCharacters } from "../control-characters.ts";

const metric = (name: Metric) => z.number().finite().min(0).max(METRIC_MAX[name]).optional();

export const beaconSchema = z.strictObject({
  // A path of the site, as location.pathname gives it: no query, no fragment, no spaces.
  path: z
    .string()
    .max(512)
    .regex(/^\/[^\s?#]*$/),
  // location.search: empty, or "?" and the query.
  search: z
    .string()
    .max(MAX_BEACON_BYTES)
    .regex(/^(\?.*)?$/s)
    .optional(),
  // The page's <html lang>: a language tag.
  lang: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/),
  // document.referrer: empty, or an http(s) address.
  referrer: z
    .string()
    .max(MAX_BEACON_BYTES)
    .regex(/^(https?:\/\/.+)?$/s)
    .optional(),
  connection: z.enum(CONNECTION_TYPES).optional(),
  width: z.number().int().min(0).max(100_000),
  view: z.boolean(),
  metrics: z.strictObject(Object.fromEntries(METRICS.map((name) => [name, metric(name)])) as Record<Metric, ReturnType<typeof metric>>),
});

export type ParsedBeacon = { ok: true; beacon: Beacon | null } | { ok: false; error: string };

const label = (text: string | null | undefined) =>
  stripControlCharacters(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_LABEL_LENGTH) || undefined;

/** Another site's host in a referrer address, lower-cased; none for the site's own (`ownHost`) or no referrer. */
function referrerHost(referrer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== ownHost?.toLowerCase() ? host.slice(0, 253) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The beacon in a body (JSON, whatever the content type said), or why it was refused. A beacon
 * with neither a view nor a metric (a page hidden twice with nothing new) is valid and counts
 * nothing: `beacon` is null. `ownHost` is the request's Host, whose referrers are the site's own.
 */
export function parseBeacon(body: Buffer | string, ownHost?: string): ParsedBeacon {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === "string" ? body : body.toString("utf8"));
  } catch {
    return { ok: false, error: "The beacon is not JSON." };
  }
  const result = beaconSchema.safeParse(json);
  if (!result.success)
    return { ok: false, error: result.error.issues.map((issue) => `${issue.path.join(".") || "beacon"}: ${issue.message}`).join("; ") };
  const { path, search, lang, referrer, connection, width, view } = result.data;
  const metrics = Object.fromEntries(Object.entries(result.data.metrics).filter(([, value]) => value !== undefined)) as Beacon["metrics"];
  if (!view && Object.keys(metrics).length === 0) return { ok: true, beacon: null };
  const query = new URLSearchParams(search ?? "");
  const beacon: Beacon = { path, lang, device: deviceClassOf(width), view, metrics };
  const host = referrerHost(referrer, ownHost);
  if (host) beacon.referrer = host;
  if (connection) beacon.connection = connection;
  for (const field of CAMPAIGN_FIELDS) {
    const value = label(query.get(field));
    if (value) beacon[field] = value;
  }
  return { ok: true, beacon };
}
