/**
 * /admin/analytics/: the marketing team's dashboard over the field data (issue 48), served by the
 * forms server from the aggregates (store.ts), never from the build.
 *
 * - Top pages, referrers, campaigns (utm_source, utm_medium, utm_campaign), countries, languages,
 *   conversions per page and campaign, and each page's Core Web Vitals (p75 and samples) over a
 *   period chosen with two dates (UTC, the last 28 days by default); every table as CSV at
 *   /admin/analytics/export.csv?table=…&from=…&to=….
 * - HTTP Basic auth against ANALYTICS_PASSWORD_HASH (password.ts; user ANALYTICS_USER, default
 *   "marketing"), to be reached over TLS only (deploy/nginx sends it there). Without a hash the
 *   server does not mount the dashboard at all, so the path is a plain 404 (server/main.ts).
 * - Failed logins are limited per address (and IPv6 /64), FAILED_LOGINS per FAILED_LOGIN_WINDOW_MS:
 *   past that, 429 before any password is checked, so guessing costs the server nothing more.
 * - Its own policy: nothing but its one inline stylesheet (by hash), no script at all; noindex,
 *   no-store, no referrer.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { METRICS, type Metric } from "../../shared/field-data.ts";
import { clientAddress, proxyTrust, type ProxyTrust } from "../proxy-trust.ts";
import { createRateLimiter, rateLimitKey } from "../rate-limiter.ts";
import { requestPathname } from "../request-path.ts";
import { csvCell, UTF8_BOM } from "../submissions-csv.ts";
import { verifyPassword } from "./password.ts";
import { HOUR_MS, p75Figures, type FieldDataStore, type Period } from "./store.ts";

export const ANALYTICS_PATH = "/admin/analytics/";
export const FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
const DEFAULT_DAYS = 28;
const MAX_DAYS = 400;
const DAY_MS = 24 * HOUR_MS;

export type AnalyticsHandler = (req: IncomingMessage, res: ServerResponse) => void;

export type AnalyticsOptions = {
  store: FieldDataStore;
  passwordHash: string;
  user?: string;
  trustProxy?: boolean | string | readonly string[] | ProxyTrust;
  now?: () => number;
};

export function isAnalyticsPath(url: string | undefined): boolean {
  const pathname = requestPathname(url);
  return pathname === "/admin/analytics" || (pathname?.startsWith(ANALYTICS_PATH) ?? false);
}

const STYLE = [
  "body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}",
  "table{border-collapse:collapse;margin:.5rem 0 2rem;width:100%}th,td{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:start}",
  "td.n{text-align:end;font-variant-numeric:tabular-nums}form{margin:1rem 0}label{margin-inline-end:1rem}",
  "section{overflow-x:auto}",
].join("");
const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/** The dashboard's own policy: its stylesheet by hash, no script, no other resource, forms to itself. */
export const ANALYTICS_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of `from` and `to` (YYYY-MM-DD, UTC, both days included); the last 28 days by default, at most 400. */
export function periodOf(query: URLSearchParams, nowMs: number): { from: string; to: string; period: Period } {
  const toText = DATE.test(query.get("to") ?? "") ? (query.get("to") as string) : day(nowMs);
  const toMs = Date.parse(`${toText}T00:00:00Z`);
  const fromText = DATE.test(query.get("from") ?? "") ? (query.get("from") as string) : day(toMs - (DEFAULT_DAYS - 1) * DAY_MS);
  const fromMs = Math.max(Date.parse(`${fromText}T00:00:00Z`), toMs - (MAX_DAYS - 1) * DAY_MS);
  const start = Math.min(fromMs, toMs);
  return {
    from: day(start),
    to: toText,
    period: { fromHour: Math.floor(start / HOUR_MS), toHour: Math.floor((toMs + DAY_MS) / HOUR_MS) - 1 },
  };
}

type Table = { id: string; title: string; columns: string[]; rows: (string | number)[][] };

/** Every table of the dashboard for a period. */
export function dashboardTables(store: FieldDataStore, period: Period): Table[] {
  const views = (dimension: "path" | "country" | "language" | "device" | "connection") =>
    store.viewsBy(period, dimension, 200).map((row) => [row.value, row.views]);
  const conversions = store.conversions(period, 500);
  const conversionsByPath = new Map<string, number>();
  for (const row of conversions) conversionsByPath.set(row.path, (conversionsByPath.get(row.path) ?? 0) + row.count);
  const pageViews = new Map(store.viewsBy(period, "path", 10_000).map((row) => [row.value, row.views]));
  const vitals = store
    .histograms(period, ["path"])
    .map(({ key, histograms }) => ({ path: key.path, figures: p75Figures(histograms, 1) }))
    .sort((a, b) => (pageViews.get(b.path) ?? 0) - (pageViews.get(a.path) ?? 0) || a.path.localeCompare(b.path));
  const figure = (figures: Partial<Record<Metric, { p75: number; samples: number }>>, metric: Metric) => figures[metric]?.p75 ?? "";
  return [
    {
      id: "pages",
      title: "Top pages",
      columns: ["path", "views", "conversions"],
      rows: views("path").map(([path, count]) => [path as string, count as number, conversionsByPath.get(path as string) ?? 0]),
    },
    {
      id: "referrers",
      title: "Referrers",
      columns: ["host", "views"],
      rows: store.sourcesBy(period, "referrer", 200).map((row) => [row.value, row.views]),
    },
    {
      id: "campaigns",
      title: "Campaigns",
      columns: ["field", "value", "views"],
      rows: (["utm_source", "utm_medium", "utm_campaign"] as const).flatMap((kind) =>
        store.sourcesBy(period, kind, 100).map((row) => [kind, row.value, row.views]),
      ),
    },
    { id: "countries", title: "Countries", columns: ["country", "views"], rows: views("country") },
    { id: "languages", title: "Languages", columns: ["language", "views"], rows: views("language") },
    { id: "devices", title: "Devices", columns: ["device", "views"], rows: views("device") },
    { id: "connections", title: "Connections", columns: ["connection", "views"], rows: views("connection") },
    {
      id: "conversions",
      title: "Conversions per page and campaign",
      columns: ["path", "form", "utm_source", "utm_medium", "utm_campaign", "submissions"],
      rows: conversions.map((row) => [row.path, row.form, row.source, row.medium, row.campaign, row.count]),
    },
    {
      id: "vitals",
      title: "Core Web Vitals per page (75th percentile; ms, CLS as a score)",
      columns: ["path", ...METRICS.map((metric) => `${metric} p75`), "LCP samples"],
      rows: vitals.map(({ path, figures }) => [path, ...METRICS.map((metric) => figure(figures, metric)), figures.LCP?.samples ?? 0]),
    },
  ];
}

function page(tables: Table[], from: string, to: string, total: number): string {
  const query = `from=${from}&to=${to}`;
  const sections = tables
    .map(
      (table) => `<section aria-labelledby="${table.id}"><h2 id="${table.id}">${escapeHtml(table.title)}</h2>
<p><a href="${ANALYTICS_PATH}export.csv?table=${table.id}&amp;${query.replace("&", "&amp;")}">CSV</a></p>
<table><thead><tr>${table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join("")}</tr></thead><tbody>
${table.rows.length === 0 ? `<tr><td colspan="${table.columns.length}">None in this period.</td></tr>` : table.rows.map((row) => `<tr>${row.map((cell) => (typeof cell === "number" ? `<td class="n">${cell}</td>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`).join("\n")}
</tbody></table></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Analytics</title><style>${STYLE}</style></head>
<body><main><h1>Analytics</h1>
<form method="get" action="${ANALYTICS_PATH}"><label>From <input type="date" name="from" value="${from}"></label><label>To <input type="date" name="to" value="${to}"></label><button>Show</button></form>
<p>${total} page views from ${from} to ${to} (UTC). Hourly counts only: no visit, address or user agent is kept.</p>
${sections}</main></body></html>`;
}

function sameText(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}

/** The Basic credentials of a request, or null. */
function credentials(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function createAnalyticsDashboard(options: AnalyticsOptions): AnalyticsHandler {
  const { store, passwordHash, user = "marketing", now = Date.now } = options;
  const trust =
    typeof options.trustProxy === "object" && options.trustProxy !== null && "trusts" in options.trustProxy
      ? options.trustProxy
      : proxyTrust(options.trustProxy as boolean | string | readonly string[] | undefined);
  const failures = createRateLimiter({ max: FAILED_LOGINS, windowMs: FAILED_LOGIN_WINDOW_MS }, now);

  const headers = (res: ServerResponse) => {
    res.setHeader("Content-Security-Policy", ANALYTICS_POLICY);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
  };
  const plain = (res: ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(text);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    headers(res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return plain(res, 405, "Method Not Allowed");
    }
    const key = rateLimitKey(clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust));
    const limited = failures.check(key);
    if (!limited.allowed) {
      res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
      return plain(res, 429, "Too many failed logins from this address. Try again later.");
    }
    const given = credentials(req);
    const userOk = given !== null && sameText(given.user, user);
    const passwordOk = given !== null && (await verifyPassword(given.password, passwordHash));
    if (!userOk || !passwordOk) {
      if (given !== null) failures.hit(key);
      res.setHeader("WWW-Authenticate", 'Basic realm="Analytics", charset="UTF-8"');
      return plain(res, 401, "Sign in to see the analytics.");
    }
    const url = new URL(req.url ?? "/", "http://dashboard");
    const { from, to, period } = periodOf(url.searchParams, now());
    const tables = dashboardTables(store, period);
    if (url.pathname === `${ANALYTICS_PATH}export.csv`) {
      const table = tables.find((candidate) => candidate.id === url.searchParams.get("table"));
      if (!table) return plain(res, 404, `No such table: choose one of ${tables.map((candidate) => candidate.id).join(", ")}.`);
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="analytics-${table.id}-${from}-${to}.csv"`);
      const csv = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
      return res.end(req.method === "HEAD" ? undefined : `${UTF8_BOM}${csv}\r\n`);
    }
    // "/admin/analytics" is the same page: nginx drops a path's trailing slash before it proxies (deploy/nginx).
    if (url.pathname !== ANALYTICS_PATH && url.pathname !== "/admin/analytics") return plain(res, 404, "Not Found");
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : page(tables, from, to, store.pageViews(period)));
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error("analytics:", error);
      if (!res.headersSent) plain(res, 500, "The analytics could not be shown.");
    });
  };
}
