import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, for a server a test or a
 * measuring script starts (the port is free when returned; another process may take it later).
 */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no free TCP port"))));
    });
  });
}
