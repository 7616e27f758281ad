/**
 * /api/field-data (issue 48):
 * - POST: one beacon of the measurement script (app/field-data/measure.ts), sent with
 *   navigator.sendBeacon as text/plain or application/json, at most MAX_BEACON_BYTES. Checked
 *   with zod (beacon.ts), its address turned into a country (country.ts) and dropped, then added
 *   to the aggregates (store.ts): 204. A beacon with `Sec-GPC: 1` or `DNT: 1` is dropped unread,
 *   with the same 204 (the script sends none then; this catches any other sender). 400 junk or a
 *   value out of range, 413 too large, 415 another type, 403 another site's page, 429 past the
 *   per-address limit (the forms' limiter, per address and per IPv6 /64), 405 other methods.
 * - GET: the public figures, the JSON that /performance shows: total page views, and the 75th
 *   percentile of each metric by country × connection type with its sample count, over the last
 *   PUBLIC_PERIOD_DAYS; a figure with fewer than MIN_SAMPLES samples is left out. Computed at most
 *   once per PUBLIC_CACHE_MS, however many ask.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  FIELD_DATA_PATH,
  MAX_BEACON_BYTES,
  METRICS,
  MIN_SAMPLES,
  PUBLIC_PERIOD_DAYS,
  type PublicFigures,
} from "../../shared/field-data.ts";
import { clientAddress, proxyTrust, type ProxyTrust } from "../proxy-trust.ts";
import { createRateLimiter, rateLimitKey, type RateLimit } from "../rate-limiter.ts";
import { requestPathname } from "../request-path.ts";
import { parseBeacon } from "./beacon.ts";
import { UNKNOWN_COUNTRY, type CountryLookup } from "./country.ts";
import { HOUR_MS, hourOf, p75Figures, type FieldDataStore } from "./store.ts";

export type { PublicFigures };

export { MIN_SAMPLES, PUBLIC_PERIOD_DAYS };
export const PUBLIC_CACHE_MS = 5 * 60_000;
/**
 * Beacons per address per minute: the forms' limiter (server/rate-limiter.ts, per address, per IPv6
 * /64) with a higher count, since one visitor reading ten pages sends ten beacons, and a mobile
 * carrier's NAT puts many visitors behind one address.
 */
export const DEFAULT_BEACON_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

const BEACON_TYPES = new Set(["text/plain", "application/json"]);

export type FieldDataApiOptions = {
  store: FieldDataStore;
  country: CountryLookup;
  trustProxy?: boolean | string | readonly string[] | ProxyTrust;
  rateLimit?: RateLimit;
  /** Origins besides the request's own host whose pages may send beacons (the forms' ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  now?: () => number;
};

export type FieldDataHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function isFieldDataPath(url: string | undefined): boolean {
  return requestPathname(url) === FIELD_DATA_PATH;
}

/** The public figures of the PUBLIC_PERIOD_DAYS up to `nowMs`'s hour. */
export function publicFigures(store: FieldDataStore, nowMs: number): PublicFigures {
  const toHour = hourOf(nowMs);
  const period = { fromHour: toHour - PUBLIC_PERIOD_DAYS * 24 + 1, toHour };
  const overall = store.histograms(period, [])[0]?.histograms ?? new Map();
  const cells = store
    .histograms(period, ["country", "connection"])
    .map(({ key, histograms }) => ({ country: key.country, connection: key.connection, metrics: p75Figures(histograms, MIN_SAMPLES) }))
    .filter((cell) => Object.keys(cell.metrics).length > 0)
    .sort(
      (a, b) =>
        (b.metrics.LCP?.samples ?? 0) - (a.metrics.LCP?.samples ?? 0) ||
        a.country.localeCompare(b.country) ||
        a.connection.localeCompare(b.connection),
    );
  return {
    period: {
      from: new Date(period.fromHour * HOUR_MS).toISOString(),
      to: new Date((toHour + 1) * HOUR_MS).toISOString(),
      days: PUBLIC_PERIOD_DAYS,
    },
    pageViews: store.pageViews(period),
    percentile: 75,
    minSamples: MIN_SAMPLES,
    units: Object.fromEntries(METRICS.map((metric) => [metric, metric === "CLS" ? "score" : "ms"])) as PublicFigures["units"],
    overall: p75Figures(overall, MIN_SAMPLES),
    cells,
  };
}

/** The body, or null once more than `limit` bytes have arrived (the rest is not read). */
function readSmallBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (value: Buffer | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(null);
      else if (!done) chunks.push(chunk);
    });
    req.on("end", () => finish(Buffer.concat(chunks)));
    req.on("error", () => finish(Buffer.alloc(0)));
    req.on("close", () => finish(Buffer.alloc(0)));
  });
}

function isSameSite(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || allowed.has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createFieldDataApi(options: FieldDataApiOptions): FieldDataHandler {
  const { store, country, rateLimit = DEFAULT_BEACON_RATE_LIMIT, now = Date.now } = options;
  const trust =
    typeof options.trustProxy === "object" && options.trustProxy !== null && "trusts" in options.trustProxy
      ? options.trustProxy
      : proxyTrust(options.trustProxy as boolean | string | readonly string[] | undefined);
  const limiter = createRateLimiter(rateLimit, now);
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  let cached: { at: number; json: string } | null = null;

  const answer = (res: ServerResponse, status: number, error?: string) => {
    res.statusCode = status;
    res.setHeader("Cache-Control", "no-store");
    if (error === undefined) return void res.end();
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ error }));
  };

  async function receive(req: IncomingMessage, res: ServerResponse) {
    // A refusal of measurement, whoever sent it: nothing is read or kept.
    if (req.headers["sec-gpc"] === "1" || req.headers.dnt === "1") {
      req.resume();
      return answer(res, 204);
    }
    if (!isSameSite(req, allowedOrigins)) return answer(res, 403, "Beacons are accepted from this site's own pages only.");
    const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust);
    const key = rateLimitKey(address);
    const decision = limiter.check(key);
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(Math.ceil(decision.retryAfterMs / 1000)));
      req.resume();
      return answer(res, 429, "Too many beacons from this address.");
    }
    const type =
      String(req.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim()
        .toLowerCase() ?? "";
    if (!BEACON_TYPES.has(type)) {
      req.resume();
      return answer(res, 415, "Send a beacon as text/plain or application/json.");
    }
    const body = await readSmallBody(req, MAX_BEACON_BYTES);
    if (body === null) {
      res.setHeader("Connection", "close");
      return answer(res, 413, `A beacon is at most ${MAX_BEACON_BYTES} bytes.`);
    }
    const parsed = parseBeacon(body, req.headers.host);
    if (!parsed.ok) return answer(res, 400, parsed.error);
    if (parsed.beacon === null) return answer(res, 204);
    if (!limiter.hit(key).allowed) return answer(res, 429, "Too many beacons from this address.");
    // The address is read here for its country, and goes no further.
    store.record(parsed.beacon, address === "unknown" ? UNKNOWN_COUNTRY : country(address), now());
    return answer(res, 204);
  }

  function figures(req: IncomingMessage, res: ServerResponse) {
    const time = now();
    if (!cached || time - cached.at >= PUBLIC_CACHE_MS) cached = { at: time, json: JSON.stringify(publicFigures(store, time)) };
    res.statusCode = 200;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", `public, max-age=${PUBLIC_CACHE_MS / 1000}`);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.end(req.method === "HEAD" ? undefined : cached.json);
  }

  return (req, res) => {
    if (req.method === "POST") {
      receive(req, res).catch((error: unknown) => {
        console.error("field data:", error);
        if (!res.headersSent) answer(res, 500, "The beacon could not be counted.");
      });
      return;
    }
    if (req.method === "GET" || req.method === "HEAD") return figures(req, res);
    res.setHeader("Allow", "GET, HEAD, POST");
    answer(res, 405, "Use POST for a beacon, GET for the figures.");
  };
}
