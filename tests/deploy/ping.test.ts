/**
 * deploy/nginx/ping.conf, run for real in nginx (as nginx.test.ts runs the site's config): a
 * throwaway certificate, free ports, then the answer the latency test needs from each data
 * center's host, the same as `npm start`'s /api/ping (server/ping.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { request } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../shared/free-port.ts";

const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const config = readFileSync(resolve(import.meta.dirname, "..", "..", "deploy", "nginx", "ping.conf"), "utf8");
let work: string;
let nginx: ChildProcess | undefined;
let port: number;

function replaced(text: string, from: string | RegExp, to: string): string {
  const after = text.replace(from, to);
  if (after === text) throw new Error(`deploy/nginx/ping.conf no longer contains ${String(from)}`);
  return after;
}

beforeAll(async () => {
  if (!existsSync(nginxPath)) throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH).`);
  work = mkdtempSync(join(tmpdir(), "nginx-ping-"));
  chmodSync(work, 0o755);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(work, temp), { mode: 0o777 });
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=localhost", "-keyout", join(work, "key.pem"), "-out", join(work, "cert.pem"),
  ], { stdio: "ignore" }); // prettier-ignore
  port = await freePort();
  const httpPort = await freePort();
  let site = replaced(config, "/etc/ssl/baobab-cloud-ping/fullchain.pem", join(work, "cert.pem"));
  site = replaced(site, "/etc/ssl/baobab-cloud-ping/privkey.pem", join(work, "key.pem"));
  site = replaced(site, "listen 443 ssl http2;", `listen 127.0.0.1:${port} ssl;`);
  site = replaced(site, "listen [::]:443 ssl http2;", "");
  site = replaced(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = replaced(site, "listen [::]:80;", "");
  writeFileSync(join(work, "site.conf"), site);
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${join(work, kind === "client_body" ? "body" : kind)};`,
  );
  const log = join(work, "error.log");
  writeFileSync(
    join(work, "nginx.conf"),
    [
      `pid ${join(work, "nginx.pid")};`,
      `error_log ${log} warn;`,
      "worker_processes 1;",
      "events { worker_connections 64; }",
      "http {",
      "  access_log off;",
      ...temps,
      `  include ${join(work, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  nginx = spawn(nginxPath, ["-p", work, "-c", join(work, "nginx.conf"), "-e", log, "-g", "daemon off;"], { stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${readFileSync(log, "utf8")}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (open) break;
    if (attempt > 100) throw new Error(`nginx did not listen on ${port}: ${readFileSync(log, "utf8")}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await once(nginx, "exit");
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = request(
      { host: "127.0.0.1", port, path, method, rejectUnauthorized: false, headers: { Origin: "https://www.baobabcloud.example" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", fail);
    req.end();
  });
}

describe("deploy/nginx/ping.conf", () => {
  it("answers GET and HEAD /api/ping with an empty 204 no cache keeps, readable and timed from any origin", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await send(method, "/api/ping?n=1");
      expect(answer.status, method).toBe(204);
      expect(answer.body).toBe("");
      expect(answer.headers).toMatchObject({
        "cache-control": "no-store",
        "access-control-allow-origin": "*",
        "timing-allow-origin": "*",
        "cross-origin-resource-policy": "cross-origin",
      });
    }
  });

  it("answers nothing else", async () => {
    expect((await send("POST", "/api/ping")).status).toBe(403);
    expect((await send("GET", "/")).status).toBe(404);
  });
});
