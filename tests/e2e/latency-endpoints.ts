/**
 * Local "data centers" for the latency test's accuracy check (latency.spec.ts), on loopback only:
 * ping servers answering as server/ping.ts does, each behind a TCP proxy that holds every chunk
 * half the added round trip in each direction (so the delay is network time, not server time), a
 * server that answers without Timing-Allow-Origin, and one that accepts and never answers.
 * Everything is bounded (a few connections each) and closed by `close()`.
 */
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { answerPing } from "../../server/ping.ts";

export type LocalEndpoint = { origin: string; close: () => Promise<void> };

const MAX_CONNECTIONS = 16;
const EARLY_WAKE_MS = 5;

function listen(server: Server | HttpServer): Promise<number> {
  server.maxConnections = MAX_CONNECTIONS;
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

function closer(server: Server | HttpServer, sockets: Set<Socket>) {
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}

function tracked(server: Server | HttpServer): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return sockets;
}

/** A ping server (server/ping.ts's answer), or one without Timing-Allow-Origin. */
async function pingServer(timingAllowed: boolean): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createHttpServer((req, res) => {
    if (!timingAllowed) {
      res.writeHead(204, { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" });
      res.end();
      return;
    }
    answerPing(req, res);
  });
  const sockets = tracked(server);
  return { port: await listen(server), close: closer(server, sockets) };
}

/** A ping server behind a proxy adding `rttMs` to every round trip. */
export async function delayedPing(rttMs: number): Promise<LocalEndpoint> {
  const target = await pingServer(true);
  const half = rttMs / 2;
  const proxy = createServer((client) => {
    const upstream = connect(target.port, "127.0.0.1");
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    // On a busy machine a process that sleeps the whole delay wakes late (2-5 ms a hop was seen at
    // a load average of 10): wake a little early, then wait out the rest awake.
    const relay = (from: Socket, to: Socket) =>
      from.on("data", (chunk) => {
        const due = performance.now() + half;
        setTimeout(
          () => {
            while (performance.now() < due) {
              // At most EARLY_WAKE_MS of waiting, once per chunk.
            }
            if (!to.destroyed) to.write(chunk);
          },
          Math.max(0, half - EARLY_WAKE_MS),
        );
      });
    relay(client, upstream);
    relay(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("close", end);
      socket.on("error", end);
    }
  });
  const sockets = tracked(proxy);
  const port = await listen(proxy);
  const closeProxy = closer(proxy, sockets);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await closeProxy();
      await target.close();
    },
  };
}

/** Answers, but its timings are hidden from other origins: the browser reads zeros. */
export async function opaquePing(): Promise<LocalEndpoint> {
  const server = await pingServer(false);
  return { origin: `http://127.0.0.1:${server.port}`, close: server.close };
}

/** Accepts connections and never answers. */
export async function silentPing(): Promise<LocalEndpoint> {
  const server = createServer(() => {});
  const sockets = tracked(server);
  const port = await listen(server);
  return { origin: `http://127.0.0.1:${port}`, close: closer(server, sockets) };
}

/**
 * Run as a program (`node tests/e2e/latency-endpoints.ts 20 60 120 200`): starts one delayed
 * endpoint per figure, then an opaque and a silent one, prints their origins as one JSON line, and
 * stops when its parent closes stdin. The test runs them in a process of their own, so the delays
 * are kept by an event loop that is not also driving the browser.
 */
if (import.meta.main) {
  const delays = process.argv.slice(2).map(Number);
  const started = [...(await Promise.all(delays.map(delayedPing))), await opaquePing(), await silentPing()];
  process.stdout.write(`${JSON.stringify(started.map((endpoint) => endpoint.origin))}\n`);
  process.stdin.resume();
  process.stdin.on("end", () => {
    void Promise.all(started.map((endpoint) => endpoint.close())).then(() => process.exit(0));
  });
}
