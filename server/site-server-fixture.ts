/**
 * The fixture the static server's tests share (site-server*.test.ts): a built site with English,
 * French (its own 404 page) and Arabic (none), precompressed files, a CSP manifest, and the server
 * on a free port. Not a test file: each test file calls `useSiteServer()` once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach } from "vitest";
import { createSiteServer, type SiteServerOptions } from "./site-server.ts";
import { closeServer } from "./test-server.ts";

/** The folder of the smallest built site, made afresh for each test. */
export let dir: string;
/** The server `start` started, or one a test started itself and handed to `track`. */
export let server: Server | undefined;
/** The port of the server `start` started. */
export let port: number;
export const HOME = "<!doctype html><title>Home</title>" + "<p>Baobab</p>".repeat(200);
const sockets: Socket[] = [];

/** Registers the hooks that lay out the site before each test and close its server and sockets after it. */
export function useSiteServer() {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "site-server-"));
    const client = join(dir, "client");
    mkdirSync(join(client, "about"), { recursive: true });
    mkdirSync(join(client, "assets"));
    // French as the lead's build lays out a language (same pages under /fr/, its 404 at fr/404.html);
    // Arabic has pages but no 404 page of its own, as in a build without that language's 404.
    mkdirSync(join(client, "fr", "about"), { recursive: true });
    mkdirSync(join(client, "ar", "about"), { recursive: true });
    for (const [file, body] of [
      ["index.html", HOME],
      ["about/index.html", "<!doctype html><title>About</title>"],
      ["404.html", "<!doctype html><title>Not found</title>"],
      ["assets/app-abc123.js", "console.log('app');"],
      ["fr/index.html", "<!doctype html><title>Accueil</title>"],
      ["fr/about/index.html", "<!doctype html><title>À propos</title>"],
      ["fr/404.html", "<!doctype html><title>Page introuvable</title>"],
      ["ar/about/index.html", "<!doctype html><title>من نحن</title>"],
    ] as const) {
      writeFileSync(join(client, file), body);
    }
    mkdirSync(join(client, ".well-known"));
    writeFileSync(join(client, "security.txt"), "Contact: mailto:security@example.test\n");
    writeFileSync(join(client, ".well-known", "security.txt"), "Contact: mailto:security@example.test\n");
    writeFileSync(join(client, "index.html.br"), brotliCompressSync(HOME));
    writeFileSync(join(client, "index.html.gz"), gzipSync(HOME));
    writeFileSync(join(client, "fr", "404.html.gz"), gzipSync("<!doctype html><title>Page introuvable</title>"));
    writeFileSync(
      join(dir, "csp-manifest.json"),
      JSON.stringify({
        default: "default-src 'self'; frame-ancestors 'none'",
        pages: {
          "/": "script-src 'self' 'sha256-home='",
          "/about": "script-src 'self' 'sha256-about='",
          "/404": "script-src 'self' 'sha256-404='",
          "/fr": "script-src 'self' 'sha256-fr='",
          "/fr/about": "script-src 'self' 'sha256-fr-about='",
          "/fr/404": "script-src 'self' 'sha256-fr-404='",
        },
      }),
    );
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    if (server) await closeServer(server);
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });
}

/** Closes `started` after the test, as it does the server `start` starts. */
export function track(started: Server) {
  server = started;
}

export async function start(options: Partial<SiteServerOptions> = {}) {
  const started = createSiteServer({ root: join(dir, "client"), ...options });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  port = (started.address() as AddressInfo).port;
}

/** GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
export function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

export function openSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
    sockets.push(socket);
  });
}

/** Milliseconds until the server closes the socket (or `limit`, if it does not). */
export function closedWithin(socket: Socket, limit: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(limit), limit);
    socket.on("error", () => {});
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.resume();
  });
}
