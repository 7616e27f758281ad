/** The static server against slow, idle and flooding clients: the timeouts and the cap on connections per address. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { OVER_CAP_GRACE_MS, type SiteServerOptions } from "./site-server.ts";
import { port, start, get, openSocket, closedWithin, useSiteServer } from "./site-server-fixture.ts";

useSiteServer();

describe("slow and idle clients", () => {
  const timeouts = { headersMs: 600, requestMs: 1_200, keepAliveMs: 500 };

  it("closes a connection whose headers do not arrive in time, and one that sends nothing", async () => {
    await start({ timeouts });
    const slow = await openSocket();
    slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    const idle = await openSocket();
    const [slowMs, idleMs] = await Promise.all([closedWithin(slow, 5_000), closedWithin(idle, 5_000)]);
    expect(slowMs).toBeLessThan(2_500);
    expect(idleMs).toBeLessThan(2_500);
  });

  it("closes a connection whose body trickles in past the request timeout", async () => {
    // Reads the whole body, as the forms API does; the server's timeout cuts it off.
    const forms: SiteServerOptions["forms"] = async (req, res) => {
      try {
        for await (const chunk of req) void chunk;
        res.end("read");
      } catch {
        // aborted by the timeout: the assertion is on the socket
      }
    };
    await start({ timeouts, forms });
    const socket = await openSocket();
    socket.write("POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n");
    const drip = setInterval(() => socket.writable && socket.write("a"), 100);
    const ms = await closedWithin(socket, 6_000);
    clearInterval(drip);
    expect(ms).toBeLessThan(3_500);
  });

  it("refuses connections from one address beyond the cap, and takes new ones once some close", async () => {
    await start({ maxConnectionsPerAddress: 3 });
    const held = await Promise.all([openSocket(), openSocket(), openSocket()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = await openSocket();
    expect(await closedWithin(extra, 1_000)).toBeLessThan(1_000);
    held[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get("/")).status).toBe(200);
  });

  it("leaves the cap to the proxy when behind one (every connection comes from it)", async () => {
    await start({ maxConnectionsPerAddress: 1, trustProxy: true });
    await openSocket();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get("/")).status).toBe(200);
  });
});

describe("issue 15: carrier-grade NAT", () => {
  it("serves the other visitors behind an address while one client there holds many idle connections", async () => {
    await start({ maxConnectionsPerAddress: 4 });
    // One client behind the address opens far more idle connections than the cap…
    await Promise.all(Array.from({ length: 20 }, () => openSocket()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // …and the people behind the same address still get their pages (the hard cap refused them all).
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await get("/", { Connection: "close" })).status);
    expect(statuses).toEqual(Array(8).fill(200));
  });

  it("keeps the cap for addresses that are not named proxies, and forwarded headers from them are ignored", async () => {
    await start({ maxConnectionsPerAddress: 2, trustProxy: "10.0.0.1" });
    const plain = await get("/", { "X-Forwarded-Proto": "https", Connection: "close" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const held = await Promise.all([openSocket(), openSocket()]);
    // Once the first two have had their chance to send a request, a third past the cap closes the longest-idle one.
    await new Promise((resolve) => setTimeout(resolve, 600));
    held.push(await openSocket());
    expect(await closedWithin(held[0] as Socket, 1_500)).toBeLessThan(1_500);
  });
});

describe("issue 34: an idle flood from one address", () => {
  /**
   * Another process holding `concurrency` connections to the server from 127.0.0.1 that never send
   * a byte, each reopened the moment the server closes it: bounded by `seconds` and `maxConnects`.
   */
  function flood(concurrency: number, seconds: number, maxConnects: number) {
    const script = `
      const net = require("node:net");
      const until = Date.now() + ${seconds * 1000};
      let connects = 0;
      const open = () => {
        if (Date.now() > until || connects >= ${maxConnects}) return;
        connects++;
        const socket = net.connect(${port}, "127.0.0.1");
        socket.on("error", () => {});
        socket.on("close", () => setImmediate(open));
      };
      for (let i = 0; i < ${concurrency}; i++) open();
      const report = () => { console.log(connects); process.exit(0); };
      process.on("SIGTERM", report);
      setInterval(() => { if (Date.now() > until || connects >= ${maxConnects}) report(); }, 50);
    `;
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += String(chunk)));
    const finished = once(child, "exit").then(() => Number(out.trim()));
    return { child, finished };
  }

  it("never closes a connection before its first request had its chance, however many arrive after it", async () => {
    await start({ maxConnectionsPerAddress: 4 });
    await Promise.all(Array.from({ length: 4 }, () => openSocket()));
    const visitor = await openSocket();
    // Twenty more of the flood's connections arrive before the visitor's request (a slow link, a busy server).
    await Promise.all(Array.from({ length: 20 }, () => openSocket()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const answer = new Promise<string>((resolve) => {
      let text = "";
      visitor.on("data", (chunk: Buffer) => (text += String(chunk)));
      visitor.on("error", () => {});
      visitor.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
    });
    visitor.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(await answer).toBe("HTTP/1.1 200 OK");
  });

  it("spares a connection over the cap whose request began to arrive within the grace, on a stalled server (issue 50)", async () => {
    await start({ maxConnectionsPerAddress: 1 });
    await openSocket(); // the address's one allowed connection, idle
    const visitor = await openSocket(); // over the cap: its request must start within the grace
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = new Promise<string>((resolve) => {
      let text = "";
      visitor.on("data", (chunk: Buffer) => (text += String(chunk)));
      visitor.on("error", () => {});
      visitor.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
    });
    // Its first bytes arrive in time; the rest of its headers, on a slow link, after the grace.
    visitor.write("GET / HTTP/1.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // And the server's event loop stalls (a busy machine) until past the grace.
    const until = Date.now() + OVER_CAP_GRACE_MS;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 200));
    visitor.write("Host: localhost\r\nConnection: close\r\n\r\n");
    expect(await answer).toBe("HTTP/1.1 200 OK");
  });

  // Load-tolerant (issue 50): what it checks is that the visitor is served and never dropped, not how
  // fast. A busy machine (an editor's laptop, a shared runner) may take seconds; 10 s each is the bound.
  it("answers the normal requests of the flooding address, dropping none: the flood's own connections are the ones closed", async () => {
    await start({ maxConnectionsPerAddress: 16 });
    const attack = flood(1_000, 5, 60_000);
    // A server busy elsewhere (the probe's 2 cores): connections queue up between its turns and are
    // accepted in batches, the flood's and a visitor's together, before any of them is read.
    const busy = setInterval(() => {
      const until = Date.now() + 25;
      while (Date.now() < until);
    }, 30);
    try {
      // Let the flood fill the cap and cycle, then ask as a browser behind the same address does.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const answered: (number | string)[] = [];
      for (let i = 0; i < 12; i++) {
        const status = await Promise.race([
          // A connection closed once the request was sent rejects: "dropped".
          get("/", { Connection: "close" }).then(
            (answer) => answer.status,
            () => "dropped",
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve("no answer within 10 s"), 10_000)),
        ]);
        answered.push(status);
      }
      expect(answered).toEqual(Array(12).fill(200));
    } finally {
      clearInterval(busy);
      attack.child.kill("SIGTERM");
      // The flood was one: its connections were closed and reopened while the visitor was served
      // (more than its 1,000 first ones; how many more depends on the machine's load: 1,500 seen
      // on a 2-core machine busy with a CI run, several thousand on a quiet one).
      expect(await attack.finished).toBeGreaterThan(1_000);
    }
  }, 150_000);
});
