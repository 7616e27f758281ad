/**
 * A beacon as the server accepts it (issue 48): zod checks every field against the ranges of
 * shared/field-data.ts, and anything else (an unknown field, a negative time, an LCP over 10
 * minutes, a body that is not one JSON object) is refused whole, so nothing out of range is ever
 * stored. navigator.sendBeacon sends a string as text/plain and a Blob with its own type, so
 * both text/plain and application/json bodies are read as JSON.
 */
import { z } from "zod";
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  MAX_LABEL_LENGTH,
  METRIC_MAX,
  METRICS,
  type Beacon,
  type Metric,
} from "../../shared/field-data.ts";
import { stripControlCharacters } from "../control-characters.ts";

const label = z
  .string()
  .max(MAX_LABEL_LENGTH * 4)
  .transform((text) => stripControlCharacters(text).replace(/\s+/g, " ").trim().slice(0, MAX_LABEL_LENGTH))
  .optional();

const metric = (name: Metric) => z.number().finite().min(0).max(METRIC_MAX[name]).optional();

export const beaconSchema = z
  .object({
    // A path of the site, as location.pathname gives it: no query, no fragment, no spaces.
    path: z
      .string()
      .max(512)
      .regex(/^\/[^\s?#]*$/),
    // The page's <html lang>: a language tag.
    lang: z
      .string()
      .max(35)
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/),
    // A host name only (the script sends document.referrer's host, never its path).
    referrer: z
      .string()
      .max(253)
      .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/)
      .optional(),
    utm_source: label,
    utm_medium: label,
    utm_campaign: label,
    connection: z.enum(CONNECTION_TYPES).optional(),
    device: z.enum(DEVICE_CLASSES),
    view: z.boolean(),
    metrics: z.strictObject(Object.fromEntries(METRICS.map((name) => [name, metric(name)])) as Record<Metric, ReturnType<typeof metric>>),
  })
  .strict()
  .refine((beacon) => beacon.view || Object.values(beacon.metrics).some((value) => value !== undefined), {
    message: "A beacon holds a page view or at least one metric.",
  });

export type ParsedBeacon = { ok: true; beacon: Beacon } | { ok: false; error: string };

/** The beacon in a body (JSON, whatever the content type said), or why it was refused. */
export function parseBeacon(body: Buffer | string): ParsedBeacon {
  let json: unknown;
  try {
    json = JSON.parse(typeof body === "string" ? body : body.toString("utf8"));
  } catch {
    return { ok: false, error: "The beacon is not JSON." };
  }
  const result = beaconSchema.safeParse(json);
  if (!result.success)
    return { ok: false, error: result.error.issues.map((issue) => `${issue.path.join(".") || "beacon"}: ${issue.message}`).join("; ") };
  const { metrics, ...rest } = result.data;
  const kept = Object.fromEntries(Object.entries(metrics).filter(([, value]) => value !== undefined)) as Beacon["metrics"];
  return { ok: true, beacon: { ...rest, metrics: kept } as Beacon };
}
