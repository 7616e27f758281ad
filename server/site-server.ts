/**
 * The production server: the prerendered site from build/client, as static files.
 * - Hashed assets (/assets/*) are cached for a year as immutable; everything else is
 *   revalidated (no-cache) so a deploy shows at once.
 * - Text is sent precompressed (brotli or gzip, from scripts/postbuild.ts).
 * - An unknown path gets HTTP 404 with the prerendered 404 page.
 * - With `forms`, POST /api/forms/<form> receives the site's forms (server/forms-api.ts).
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { isFormsApiPath, type FormsApiHandler } from "./forms-api.ts";
import { requestPathname } from "./request-path.ts";

export type SiteServerOptions = {
  /** The directory of the built site (build/client). */
  root: string;
  /** Receives /api/forms/* (server/forms-api.ts); without it those paths are static misses. */
  forms?: FormsApiHandler;
};

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
} as const;

function setSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** Sends 404.html with status 404, compressed when the client accepts it. */
function sendNotFound(root: string, req: IncomingMessage, res: ServerResponse) {
  const page = join(root, "404.html");
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const variant =
    accepts.includes("br") && existsSync(`${page}.br`) ? "br" : accepts.includes("gzip") && existsSync(`${page}.gz`) ? "gzip" : null;
  const file = variant === "br" ? `${page}.br` : variant === "gzip" ? `${page}.gz` : page;
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (variant) res.setHeader("Content-Encoding", variant);
  res.setHeader("Content-Length", statSync(file).size);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export function createStaticHandler({ root }: SiteServerOptions): RequestListener {
  if (!existsSync(join(root, "index.html")) || !existsSync(join(root, "404.html"))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }
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
    setSecurityHeaders(res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      res.end("Method Not Allowed");
      return;
    }
    const pathname = requestPathname(req.url);
    if (pathname === null) {
      res.statusCode = 400;
      res.end("Bad Request");
      return;
    }
    // The 404 page's own file is not a page: asking for it by name is a miss too.
    if (/^\/404(\.html)?$/.test(pathname)) {
      sendNotFound(root, req, res);
      return;
    }
    assets(req, res, () => sendNotFound(root, req, res));
  };
}

export function createSiteServer(options: SiteServerOptions): Server {
  const serveStatic = createStaticHandler(options);
  const { forms } = options;
  if (!forms) return createServer(serveStatic);
  return createServer((req, res) => {
    if (!isFormsApiPath(req.url)) return serveStatic(req, res);
    setSecurityHeaders(res);
    void forms(req, res);
  });
}
