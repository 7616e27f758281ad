/**
 * The production server: the prerendered site from build/client, as static files.
 * - Hashed assets (/assets/*) are cached for a year as immutable; everything else is
 *   revalidated (no-cache) so a deploy shows at once.
 * - Text is sent precompressed (brotli or gzip, from scripts/postbuild.ts), as the client's
 *   Accept-Encoding allows (server/content-negotiation.ts); the *.br / *.gz files themselves
 *   are not pages and answer 404.
 * - An unknown path gets HTTP 404 with the prerendered 404 page.
 * - Every answer carries the security headers; a page's Content-Security-Policy allows exactly
 *   its own inline scripts (build/csp-manifest.json, written by scripts/csp.ts).
 * - Slow or idle clients are cut off after a few seconds, and one address holds at most
 *   `maxConnectionsPerAddress` connections (issue 10: 1,100 idle connections from one client
 *   used to lock every visitor out).
 * - With `forms`, POST /api/forms/<form> receives the site's forms (server/forms-api.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import type { TLSSocket } from "node:tls";
import sirv from "sirv";
import { ADMIN_HEADERS, adminContentSecurityPolicy, isAdminPath } from "../scripts/admin-policy.ts";
import { contentSecurityPolicy, type CspManifest } from "../scripts/csp.ts";
import { isSupportedRange, preferredCoding } from "./content-negotiation.ts";
import { isFormsApiPath, type FormsApiHandler } from "./forms-api.ts";
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
  /** Behind a reverse proxy: believe its X-Forwarded-Proto, and leave the per-address cap to it (deploy/nginx). */
  trustProxy?: boolean;
  timeouts?: ServerTimeouts;
  /** Connections one client address may hold at once (not applied with trustProxy: every connection is the proxy's). */
  maxConnectionsPerAddress?: number;
};

const HSTS = "max-age=63072000; includeSubDomains";

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
} as const;

/** Whether the request reached us over TLS: our own socket, or the proxy's word for it when trusted. */
function isTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!trustProxy) return false;
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  return proto === "https";
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

export function securityHeaders(req: IncomingMessage, res: ServerResponse, policy: string, trustProxy = false) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const tls = isTls(req, trustProxy);
  res.setHeader("Content-Security-Policy", tls ? `${policy}; upgrade-insecure-requests` : policy);
  if (tls) res.setHeader("Strict-Transport-Security", HSTS);
  else res.removeHeader("Strict-Transport-Security");
}

/** Sends 404.html with status 404, compressed when the client accepts it. */
function sendNotFound(root: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(root, "404.html");
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

export function createStaticHandler({ root, trustProxy = false }: SiteServerOptions): RequestListener {
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
      // Feeds are .xml files (sirv would say text/xml); readers expect the RSS type.
      if (pathname.endsWith("/rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
    },
  });
  return (req, res) => {
    const pathname = requestPathname(req.url);
    securityHeaders(req, res, pathname === null ? policies.default : policies.page(pathname), trustProxy);
    // The content editor has a policy of its own (scripts/admin-policy.ts).
    if (pathname !== null && isAdminPath(pathname)) {
      securityHeaders(req, res, adminContentSecurityPolicy(), trustProxy);
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
    }
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
      securityHeaders(req, res, policies.page("/404"), trustProxy);
      sendNotFound(root, req, res);
    };
    // The 404 page's own file is not a page: asking for it by name is a miss too. Nor are the
    // precompressed copies: sent as they are, a client that never asked for brotli gets brotli.
    if (/^\/404(\.html)?$/.test(pathname) || /\.(br|gz)$/i.test(pathname)) {
      notFound();
      return;
    }
    // sirv sees only the coding chosen here ("" for none), so it cannot pick one the client refused.
    req.headers["accept-encoding"] = preferredCoding(req.headers["accept-encoding"]) ?? "";
    if (!isSupportedRange(req.headers.range)) delete req.headers.range;
    assets(req, res, notFound);
  };
}

/** Drops a new connection from an address that already holds `max`. */
function capConnectionsPerAddress(server: Server, max: number) {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export function createSiteServer(options: SiteServerOptions): Server {
  const serveStatic = createStaticHandler(options);
  const {
    forms,
    trustProxy = false,
    timeouts = DEFAULT_TIMEOUTS,
    maxConnectionsPerAddress = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  } = options;
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
      if (!forms || !isFormsApiPath(req.url)) return serveStatic(req, res);
      securityHeaders(req, res, defaultPolicy, trustProxy);
      void forms(req, res);
    },
  );
  if (!trustProxy) capConnectionsPerAddress(server, maxConnectionsPerAddress);
  return server;
}
