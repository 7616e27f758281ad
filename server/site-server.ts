/**
 * The production server: the prerendered site from build/client, as static files.
 * - Hashed assets (/assets/*) are cached for a year as immutable; everything else is
 *   revalidated (no-cache) so a deploy shows at once.
 * - Text is sent precompressed (brotli or gzip, from scripts/build/postbuild.ts), as the client's
 *   Accept-Encoding allows (server/content-negotiation.ts); the *.br / *.gz files themselves
 *   are not pages and answer 404.
 * - An unknown path gets HTTP 404 with the prerendered 404 page of the path's language: /fr/… gets
 *   build/client/fr/404.html (and its policy), falling back to the English page when the build has
 *   no page for that language (deploy/nginx does the same).
 * - Every answer carries the security headers; a page's Content-Security-Policy allows exactly
 *   its own inline scripts (build/csp-manifest.json, written by scripts/build/csp.ts). Only the
 *   link-preview cards (/og/, /<code>/og/) may be embedded by other sites (CORP cross-origin).
 * - Slow or idle clients are cut off after a few seconds. Past `maxConnectionsPerAddress`
 *   connections from one address, a new connection makes room by closing that address's
 *   longest-idle one among those that have had their chance, and must send its request at once: a
 *   busy address slows down, and everyone else behind it (carrier-grade NAT) still gets in, even
 *   during an idle flood from that address (issues 15 and 34; issue 10's hard cap locked them out
 *   while one client held 1,100 idle connections).
 * - With `forms`, POST /api/forms/<form> receives the site's forms (server/forms-api.ts).
 * - With `fieldData`, /api/field-data receives the measurement script's beacons and answers the
 *   public figures (server/field-data/api.ts); with `analytics`, /admin/analytics/ is the
 *   marketing team's dashboard, with its own policy (server/field-data/dashboard.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { extname, join } from "node:path";
import type { TLSSocket } from "node:tls";
import sirv from "sirv";
import { ADMIN_HEADERS, adminContentSecurityPolicy, isAdminPath } from "../shared/admin-policy.ts";
import { contentSecurityPolicy, type CspManifest } from "../shared/content-security-policy.ts";
import { isSupportedRange, preferredCoding } from "./content-negotiation.ts";
import { isFormsApiPath, type FormsApiHandler } from "./forms-api.ts";
import { isFieldDataPath, type FieldDataHandler } from "./field-data/api.ts";
import { isAnalyticsPath, type AnalyticsHandler } from "./field-data/dashboard.ts";
import { answerPing, isPingPath } from "./ping.ts";
import { forwardedProto, proxyTrust, type ProxyTrust } from "./proxy-trust.ts";
import { requestPathname } from "./request-path.ts";

export type ServerTimeouts = {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
};

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 5_000, requestMs: 15_000, keepAliveMs: 5_000 };
/** A browser opens about 6 connections to a host; this leaves room for an office behind one address. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128;

export type SiteServerOptions = {
  /** The directory of the built site (build/client); its policies are in ../csp-manifest.json. */
  root: string;
  /** Receives /api/forms/* (server/forms-api.ts); without it those paths are static misses. */
  forms?: FormsApiHandler;
  /** Receives /api/field-data (server/field-data/api.ts). */
  fieldData?: FieldDataHandler;
  /** Answers /admin/analytics/ (server/field-data/dashboard.ts); without it that path is a static miss (404). */
  analytics?: AnalyticsHandler;
  /**
   * The reverse proxies to believe (server/proxy-trust.ts: addresses or CIDRs; `true` is loopback):
   * their X-Forwarded-Proto counts, and their connections are not capped (deploy/nginx caps per visitor).
   */
  trustProxy?: boolean | string | readonly string[] | ProxyTrust;
  timeouts?: ServerTimeouts;
  /** Connections one client address holds before its new ones evict its idle ones (trusted proxies are exempt). */
  maxConnectionsPerAddress?: number;
};

/** A connection past an address's cap must have sent its request's headers within this time. */
export const OVER_CAP_GRACE_MS = 500;

export function toProxyTrust(setting: SiteServerOptions["trustProxy"]): ProxyTrust {
  return typeof setting === "object" && setting !== null && "trusts" in setting ? setting : proxyTrust(setting);
}

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The status feeds' types, in UTF-8 (sirv would send .ics and .atom without a charset): Atom,
 * iCalendar and the Statuspage v2 JSON under /status/ (app/routes/status-*.ts). deploy/nginx says the same.
 */
const STATUS_FEED_TYPES: readonly (readonly [RegExp, string])[] = [
  [/^(\/[a-z]{2,3})?\/status\/.*\.atom$/, "application/atom+xml; charset=utf-8"],
  [/^(\/[a-z]{2,3})?\/status\/.*\.ics$/, "text/calendar; charset=utf-8"],
  [/^(\/[a-z]{2,3})?\/status\/.*\.json$/, "application/json; charset=utf-8"],
];
const STATUS_API = /^(\/[a-z]{2,3})?\/status\/api\/v2\/[\w-]+\.json$/;
/**
 * Text files with their charset: sirv names it for HTML only, and a reader of a plain-text file
 * without one (security.txt: RFC 9116 §4 wants UTF-8) may guess another (issue 50).
 */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".xml": "text/xml; charset=utf-8",
};

/** The link-preview cards (scripts/build/og-images.ts): /og/… in English, /<code>/og/… in another language. */
const LINK_PREVIEW_IMAGES = /^(\/[a-z]{2,3})?\/og\//;

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
} as const;

/** Whether the request reached us over TLS: our own socket, or the proxy's word for it when trusted. */
function isTls(req: IncomingMessage, trust: ProxyTrust): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  return forwardedProto(req.socket.remoteAddress, req.headers["x-forwarded-proto"], trust) === "https";
}

type Policies = { page(path: string): string; readonly default: string };

/** The build's policies; a build without a manifest (tests' tiny sites) gets the default policy everywhere. */
function loadPolicies(root: string): Policies {
  const file = join(root, "..", "csp-manifest.json");
  const manifest: CspManifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as CspManifest)
    : { default: contentSecurityPolicy(), pages: {} };
  return {
    default: manifest.default,
    page: (path) => manifest.pages[path.replace(/\/index\.html$/, "") || "/"] ?? manifest.default,
  };
}

export function securityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  policy: string,
  trustProxy: SiteServerOptions["trustProxy"] = false,
) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const tls = isTls(req, toProxyTrust(trustProxy));
  res.setHeader("Content-Security-Policy", tls ? `${policy}; upgrade-insecure-requests` : policy);
  if (tls) res.setHeader("Strict-Transport-Security", HSTS);
  else res.removeHeader("Strict-Transport-Security");
}

/** A language's prefix of a path: "fr" of "/fr/pricing" (any 2 or 3 letters, as deploy/nginx reads it). */
function localePrefix(pathname: string): string | undefined {
  return /^\/([a-z]{2,3})(?:\/|$)/.exec(pathname)?.[1];
}

/**
 * The 404 page of a path's language: its file under root and its page path in the CSP manifest
 * ("fr/404.html", "/fr/404"). English, at the root, when the path has no language prefix or the
 * build has no 404 page for that language (the languages are those the build has: no list here).
 */
function notFoundPage(root: string, pathname: string): { file: string; page: string } {
  const locale = localePrefix(pathname);
  if (locale && existsSync(join(root, locale, "404.html"))) return { file: `${locale}/404.html`, page: `/${locale}/404` };
  return { file: "404.html", page: "/404" };
}

/** Sends a 404 page (`pageFile`, relative to root) with status 404, compressed when the client accepts it. */
function sendNotFound(root: string, pageFile: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(root, pageFile);
  const available = (["br", "gzip"] as const).filter((coding) => existsSync(`${page}.${coding === "br" ? "br" : "gz"}`));
  const coding = preferredCoding(req.headers["accept-encoding"], available);
  const file = coding === "br" ? `${page}.br` : coding === "gzip" ? `${page}.gz` : page;
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", statSync(file).size);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export function createStaticHandler({ root, trustProxy: trustSetting = false }: SiteServerOptions): RequestListener {
  const trustProxy = toProxyTrust(trustSetting);
  if (!existsSync(join(root, "index.html")) || !existsSync(join(root, "404.html"))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }
  const policies = loadPolicies(root);
  const assets = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      const textType = TEXT_TYPES[extname(pathname).toLowerCase()];
      if (textType) res.setHeader("Content-Type", textType);
      // Feeds are .xml files (sirv would say text/xml); readers expect the RSS type.
      if (pathname.endsWith("/rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
      const feedType = STATUS_FEED_TYPES.find(([pattern]) => pattern.test(pathname))?.[1];
      if (feedType) res.setHeader("Content-Type", feedType);
      // The Statuspage v2 JSON is public data for any tool, browser dashboards of other sites included.
      if (STATUS_API.test(pathname)) res.setHeader("Access-Control-Allow-Origin", "*");
    },
  });
  return (req, res) => {
    const pathname = requestPathname(req.url);
    securityHeaders(req, res, pathname === null ? policies.default : policies.page(pathname), trustProxy);
    // The content editor has a policy of its own (shared/admin-policy.ts).
    if (pathname !== null && isAdminPath(pathname)) {
      securityHeaders(req, res, adminContentSecurityPolicy(), trustProxy);
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
    }
    // Link-preview cards are there to be shown by other sites (chat apps, social networks): only they may be embedded.
    if (pathname !== null && LINK_PREVIEW_IMAGES.test(pathname)) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end("Method Not Allowed");
      return;
    }
    if (pathname === null) {
      res.statusCode = 400;
      res.end("Bad Request");
      return;
    }
    const notFound = () => {
      const missing = notFoundPage(root, pathname);
      securityHeaders(req, res, policies.page(missing.page), trustProxy);
      sendNotFound(root, missing.file, req, res);
    };
    // A 404 page's own file is not a page (/404, /fr/404.html): asking for it by name is a miss too.
    // Nor are the precompressed copies: sent as they are, a client that never asked for brotli gets brotli.
    if (/^(\/[a-z]{2,3})?\/404(\.html)?$/.test(pathname) || /\.(br|gz)$/i.test(pathname)) {
      notFound();
      return;
    }
    // sirv sees only the coding chosen here ("" for none), so it cannot pick one the client refused.
    req.headers["accept-encoding"] = preferredCoding(req.headers["accept-encoding"]) ?? "";
    if (!isSupportedRange(req.headers.range)) delete req.headers.range;
    assets(req, res, notFound);
  };
}

/** `readAtIdle`: the bytes the socket had read when it became idle; more since means a request is arriving. */
type Tracked = { socket: Socket; busy: boolean; idleSince: number; readAtIdle: number };

/** Bytes arrived since the connection went idle: a request is on its way, whatever the event loop has parsed yet. */
const requestArriving = (tracked: Tracked) => tracked.socket.bytesRead > tracked.readAtIdle;

/**
 * At most `max` connections per address that have had their chance: past the cap, a new
 * connection closes the address's longest-idle connection among those idle for more than
 * OVER_CAP_GRACE_MS (between requests, or never having sent one, and no byte arrived since), and is
 * itself closed unless the first bytes of its request arrive within OVER_CAP_GRACE_MS. A connection is never closed before its first
 * request had that long to arrive (issue 34: a flood reconnecting at 5,000 a second closed each
 * visitor's new connection before its request was read, as it was the oldest idle one within a
 * few milliseconds), so a flood recycles only its own connections and real requests from the same
 * address (a NAT) are served. The address then holds at most `max` connections plus those opened
 * in the last OVER_CAP_GRACE_MS. A connection busy with a request is bounded by its deadlines
 * (headersMs, requestMs; the forms API's whole-body deadline). Trusted proxies are not capped.
 */
function capConnectionsPerAddress(server: Server, max: number, trust: ProxyTrust) {
  const open = new Map<string, Map<Socket, Tracked>>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    if (trust.trusts(address)) return;
    const mine = open.get(address) ?? new Map<Socket, Tracked>();
    open.set(address, mine);
    const now = Date.now();
    if (mine.size >= max) {
      let oldest: Tracked | undefined;
      for (const tracked of mine.values()) {
        const hadItsChance = now - tracked.idleSince > OVER_CAP_GRACE_MS;
        if (!tracked.busy && hadItsChance && !requestArriving(tracked) && (!oldest || tracked.idleSince < oldest.idleSince))
          oldest = tracked;
      }
      oldest?.socket.destroy();
      // Timed on the event loop, which lags under load: when it comes back from a stall, timers run
      // before the sockets are read. So the check waits for this turn's reads (setImmediate runs after
      // them), and a socket whose bytes are in is spared even if its request is not parsed yet (issue 50:
      // 3 of 22 visitors' requests were dropped at load 5–6). A request that never completes is then
      // the headers timeout's to close.
      const grace = setTimeout(
        () =>
          setImmediate(() => {
            const tracked = mine.get(socket);
            if (tracked && !tracked.busy && tracked.idleSince === now && !requestArriving(tracked) && mine.size > max) socket.destroy();
          }),
        OVER_CAP_GRACE_MS,
      );
      grace.unref();
      socket.once("close", () => clearTimeout(grace));
    }
    mine.set(socket, { socket, busy: false, idleSince: now, readAtIdle: socket.bytesRead });
    socket.once("close", () => {
      mine.delete(socket);
      if (mine.size === 0 && open.get(address) === mine) open.delete(address);
    });
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const tracked = open.get(req.socket.remoteAddress ?? "unknown")?.get(req.socket);
    if (!tracked) return;
    tracked.busy = true;
    res.once("close", () => {
      tracked.busy = false;
      tracked.idleSince = Date.now();
      tracked.readAtIdle = tracked.socket.bytesRead;
    });
  });
}

export function createSiteServer(options: SiteServerOptions): Server {
  const serveStatic = createStaticHandler(options);
  const {
    forms,
    fieldData,
    analytics,
    trustProxy: trustSetting = false,
    timeouts = DEFAULT_TIMEOUTS,
    maxConnectionsPerAddress = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  } = options;
  const trustProxy = toProxyTrust(trustSetting);
  const defaultPolicy = contentSecurityPolicy();
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // How often Node looks for requests past those limits (30 s by default, longer than the limits).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    (req, res) => {
      if (isPingPath(req.url)) {
        securityHeaders(req, res, defaultPolicy, trustProxy);
        return answerPing(req, res);
      }
      if (fieldData && isFieldDataPath(req.url)) {
        securityHeaders(req, res, defaultPolicy, trustProxy);
        return fieldData(req, res);
      }
      if (analytics && isAnalyticsPath(req.url)) {
        securityHeaders(req, res, defaultPolicy, trustProxy);
        return analytics(req, res);
      }
      if (!forms || !isFormsApiPath(req.url)) return serveStatic(req, res);
      securityHeaders(req, res, defaultPolicy, trustProxy);
      void forms(req, res);
    },
  );
  capConnectionsPerAddress(server, maxConnectionsPerAddress, trustProxy);
  return server;
}
