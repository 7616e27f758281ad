/**
 * Serves a build's pages as the site's server does (server/site-server.ts's static handler: its
 * precompressed files, security headers and the CSP from the build's csp-manifest.json), without
 * the forms API, which needs the root build's server-content.json. For `npm run lighthouse` with
 * LIGHTHOUSE_BASE_URL (README.md). `node scripts/serve.ts <build dir> <port>`; stop it with kill.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createStaticHandler } from "../../../server/site-server.ts";

const root = resolve(process.cwd(), process.argv[2] ?? "build", "client");
const port = Number(process.argv[3] ?? 4261);
createServer(createStaticHandler({ root })).listen(port, "127.0.0.1", () => console.log(`${root} on http://127.0.0.1:${port}`));
