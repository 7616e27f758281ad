/**
 * `npm start`: serve the built site on PORT (default 3000), with the forms API storing
 * submissions in DATA_DIR (default ./data).
 *
 * Settings (environment): BUILD_DIR, PORT, HOST, DATA_DIR; FORMS_RATE_LIMIT (posts per
 * form and client address per window, default 5) and FORMS_RATE_WINDOW_SECONDS (default
 * 60); TRUST_PROXY=1 behind a reverse proxy that sets X-Forwarded-For and X-Forwarded-Proto
 * (the per-address connection cap, MAX_CONNECTIONS_PER_ADDRESS, default 128, is then the
 * proxy's job: deploy/nginx/ sets limit_conn); ALLOWED_ORIGINS, comma-separated origins besides
 * the site's own that may post the forms.
 *
 * package.json's start and serve scripts run this with `exec node …`, so the shell npm runs the
 * script in gives its place to node: npm passes SIGINT and SIGTERM to its child, which is then
 * this process.
 */
import { resolve } from "node:path";
import { site } from "../app/content/site.ts";
import { createFormsApi, DEFAULT_RATE_LIMIT } from "./forms-api.ts";
import { createSiteServer, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from "./site-server.ts";
import { openSubmissionsStore } from "./submissions-store.ts";

const projectRoot = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const root = resolve(projectRoot, process.env.BUILD_DIR ?? "build", "client");
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? "data");

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}".`);
  return value;
}

const trustProxy = process.env.TRUST_PROXY === "1";
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean)
  .map((origin) => new URL(origin).origin);

const store = openSubmissionsStore(dataDir);
const forms = createFormsApi({
  store,
  rateLimit: {
    max: positiveNumber("FORMS_RATE_LIMIT", DEFAULT_RATE_LIMIT.max),
    windowMs: positiveNumber("FORMS_RATE_WINDOW_SECONDS", DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
  },
  trustProxy,
  allowedOrigins,
});

const server = createSiteServer({
  root,
  forms,
  trustProxy,
  maxConnectionsPerAddress: positiveNumber("MAX_CONNECTIONS_PER_ADDRESS", DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
});
server.listen(port, host, () => {
  console.log(`${site.name} website on http://localhost:${port} (form submissions in ${dataDir})`);
});

// Stop cleanly on Ctrl+C and on the signal test runners and process managers send.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => {
      store.close();
      process.exit(0);
    });
    server.closeAllConnections();
  });
}
