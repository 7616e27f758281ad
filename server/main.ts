/** `npm start`: serve the built site on PORT (default 3000). */
import { resolve } from "node:path";
import { createSiteServer } from "./site-server.ts";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const root = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");

const server = createSiteServer({ root });
server.listen(port, host, () => {
  console.log(`Baobab Cloud website on http://localhost:${port}`);
});

// Stop cleanly on Ctrl+C and on the signal test runners and process managers send.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
