import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerPing, isPingPath } from "./ping.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => (isPingPath(req.url) ? answerPing(req, res) : res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers: { Origin: "https://www.example.org" } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("/api/ping", () => {
  it("answers GET and HEAD with an empty 204 no cache keeps, readable and timed from any origin", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await send(method, "/api/ping?n=abc");
      expect(answer.status).toBe(204);
      expect(answer.body).toBe("");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["access-control-allow-origin"]).toBe("*");
      expect(answer.headers["timing-allow-origin"]).toBe("*");
      expect(answer.headers["server-timing"]).toMatch(/^app;dur=\d+\.\d{3}$/);
    }
  });

  it("answers a preflight and refuses other methods", async () => {
    expect((await send("OPTIONS", "/api/ping")).status).toBe(204);
    const post = await send("POST", "/api/ping");
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("is only /api/ping", () => {
    expect(isPingPath("/api/ping")).toBe(true);
    expect(isPingPath("/api/ping?n=1")).toBe(true);
    expect(isPingPath("/api/pingx")).toBe(false);
    expect(isPingPath("/api/forms/contact")).toBe(false);
  });
});
