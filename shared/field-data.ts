/**
 * What the measurement script (app/field-data/measure.ts) and the forms server
 * (server/field-data/) agree on about a beacon (issue 48): its address, its fields and their
 * ranges. Plain constants, so the browser's script carries no schema library: the server checks
 * every beacon against these with zod (server/field-data/beacon.ts).
 */

/** POST: a beacon; GET: the public figures (server/field-data/api.ts). */
export const FIELD_DATA_PATH = "/api/field-data";

/** The public figures cover this many days up to the current hour (GET /api/field-data, /performance). */
export const PUBLIC_PERIOD_DAYS = 28;

/** A public figure needs this many measurements: fewer say more about a few visitors than about a network. */
export const MIN_SAMPLES = 50;

/** A beacon's body is at most this long; a real one is about 300 bytes. */
export const MAX_BEACON_BYTES = 2_048;

export const METRICS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type Metric = (typeof METRICS)[number];

/** The largest value kept: a time over 10 minutes, or a layout shift score over 100, is not a measurement. */
export const METRIC_MAX: Record<Metric, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000, FCP: 600_000 };

/** navigator.connection.effectiveType's values (Network Information API); "unknown" where the browser has none. */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number] | "unknown";

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The device class of a viewport width in CSS pixels (the site's own breakpoints, md and lg). */
export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

/** The campaign fields read from the page's address. */
export const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The longest campaign value or referrer host kept; longer ones are cut. */
export const MAX_LABEL_LENGTH = 100;

/**
 * One beacon as the script sends it. `view` is true on the first beacon of a page shown (a load,
 * or a return from the back/forward cache); the metrics are those measured since the page's last
 * beacon. `search` (location.search), `referrer` (document.referrer) and `width` (the viewport's,
 * in CSS pixels) are what the browser gives: the server keeps only the utm_* fields, the host and
 * the device class of them (server/field-data/beacon.ts), so the script stays small.
 */
export type BeaconBody = {
  path: string;
  search?: string;
  lang: string;
  referrer?: string;
  connection?: (typeof CONNECTION_TYPES)[number];
  width: number;
  view: boolean;
  metrics: Partial<Record<Metric, number>>;
};

/** One beacon as the server counts it: what the store receives once the body is checked. */
export type Beacon = {
  path: string;
  lang: string;
  /** Another site's host. */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  connection?: (typeof CONNECTION_TYPES)[number];
  device: DeviceClass;
  view: boolean;
  metrics: Partial<Record<Metric, number>>;
};

/** One metric's published figure: the 75th percentile and how many measurements it rests on. */
export type MetricFigure = { p75: number; samples: number };

/** What GET /api/field-data answers (server/field-data/api.ts), and /performance shows. */
export type PublicFigures = {
  period: { from: string; to: string; days: number };
  pageViews: number;
  percentile: 75;
  minSamples: number;
  units: Record<Metric, "ms" | "score">;
  overall: Partial<Record<Metric, MetricFigure>>;
  cells: { country: string; connection: string; metrics: Partial<Record<Metric, MetricFigure>> }[];
};
