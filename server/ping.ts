/**
 * GET|HEAD /api/ping: the latency test's endpoint (/international/latency), for local use and the
 * tests; in production each data center answers the same way (deploy/nginx/ping.conf). A tiny
 * answer that no cache keeps, readable from any origin (it says nothing), and with
 * Timing-Allow-Origin so the browser exposes the request's timings: without it a cross-origin
 * page reads zeros, and the test says "could not be measured" rather than a small number.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const PING_PATH = "/api/ping";

export function isPingPath(url: string | undefined): boolean {
  return (url ?? "").split("?")[0] === PING_PATH;
}

export function answerPing(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Timing-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", "Server-Timing");
  res.setHeader("X-Content-Type-Options", "nosniff");
  // The site's other answers are same-origin only; this one is meant for other origins' pages.
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  if (req.method === "OPTIONS") {
    res.setHeader("Access-Control-Allow-Methods", "GET, HEAD");
    res.setHeader("Access-Control-Max-Age", "86400");
    res.statusCode = 204;
    res.end();
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.statusCode = 405;
    res.setHeader("Allow", "GET, HEAD, OPTIONS");
    res.end();
    return;
  }
  // The server's own time, which the test subtracts: well under a millisecond here.
  res.setHeader("Server-Timing", `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
  res.statusCode = 204;
  res.end();
}
