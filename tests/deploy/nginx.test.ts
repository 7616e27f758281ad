/**
 * deploy/nginx/baobab-cloud.conf, run for real: nginx (Debian's /usr/sbin/nginx, or NGINX_PATH)
 * as a foreground process with a temporary prefix, a throwaway self-signed certificate and free
 * ports, serving this checkout's build. Checks what `npm start` promises (statuses, the 404 of
 * each language, caching, compression, every security header with the page's own CSP, the forms
 * proxy), then scans the TLS site with the Mozilla HTTP Observatory and requires A+.
 * Needs a build (`npm run build`); `npm test` runs it after building (`npm run test:deploy`).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales, SOURCE_LOCALE } from "../../app/lib/locales.ts";
import { adminContentSecurityPolicy } from "../../shared/admin-policy.ts";
import type { CspManifest } from "../../scripts/build/csp.ts";
import { languagesOf, readBuiltContent } from "../../server/built-content.ts";
import { createFormsApi } from "../../server/forms-api.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { createFieldDataApi } from "../../server/field-data/api.ts";
import { ANALYTICS_POLICY, createAnalyticsDashboard } from "../../server/field-data/dashboard.ts";
import { hashPassword } from "../../server/field-data/password.ts";
import { openFieldDataStore, type FieldDataStore } from "../../server/field-data/store.ts";
import { openSubmissionsStore, type SubmissionsStore } from "../../server/submissions-store.ts";
import { freePort } from "../../shared/free-port.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const hasBrotli = existsSync(brotliModule);

let work: string;
let nginx: ChildProcess | undefined;
let upstream: Server | undefined;
let httpsPort: number;
let httpPort: number;
let cert: string;
let manifest: CspManifest;
let store: SubmissionsStore | undefined;
let fieldDataStore: FieldDataStore | undefined;
let upstreamPort: number;

async function waitForPort(port: number, process: ChildProcess, log: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (process.exitCode !== null) throw new Error(`nginx exited (${process.exitCode}): ${readFileSync(log, "utf8")}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${readFileSync(log, "utf8")}`);
}

/** The deploy config with its placeholders replaced; each must be found, so the test follows the file. */
function siteConfig(upstreamPort: number): string {
  let config = readFileSync(join(projectRoot, "deploy", "nginx", "baobab-cloud.conf"), "utf8");
  const replacements: [string | RegExp, string][] = [
    ["/srv/baobab-cloud/build/", `${buildDir}/`],
    ["/srv/baobab-cloud", projectRoot],
    ["www.baobabcloud.example", "localhost"],
    ["/etc/ssl/baobab-cloud/fullchain.pem", join(work, "cert.pem")],
    ["/etc/ssl/baobab-cloud/privkey.pem", join(work, "key.pem")],
    [/^\s*listen \[::\]:\d+.*$/gm, ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPort};`],
  ];
  if (hasBrotli) replacements.push(["# include", "include"]);
  for (const [from, to] of replacements) {
    const before = config;
    config = typeof from === "string" ? config.replaceAll(from, to) : config.replace(from, to);
    if (config === before) throw new Error(`deploy/nginx/baobab-cloud.conf no longer contains ${String(from)}`);
  }
  return config;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET to the Node server behind nginx (`npm start` on the same build), over plain HTTP. */
function getFromNode(path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    httpRequest({ host: "127.0.0.1", port: upstreamPort, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", fail)
      .end();
  });
}

/** A request to the TLS site, trusting the throwaway certificate. */
function get(path: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: httpsPort,
        path,
        method,
        ca: cert,
        headers: { Host: `localhost:${httpsPort}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

beforeAll(async () => {
  if (!existsSync(join(clientDir, "index.html")) || !existsSync(join(buildDir, "nginx-csp.conf"))) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  if (!existsSync(nginxPath)) throw new Error(`No nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH).`);
  manifest = JSON.parse(readFileSync(join(buildDir, "csp-manifest.json"), "utf8")) as CspManifest;
  work = mkdtempSync(join(tmpdir(), "nginx-deploy-"));
  // nginx's workers run as nobody when started by root: they need to reach the temp files.
  chmodSync(work, 0o755);
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(work, temp), { mode: 0o777 });
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
    "-keyout", join(work, "key.pem"), "-out", join(work, "cert.pem"),
  ], { stdio: "ignore" }); // prettier-ignore
  cert = readFileSync(join(work, "cert.pem"), "utf8");

  // The Node server behind nginx, as `TRUST_PROXY=1 npm run serve` runs it.
  const openedStore = openSubmissionsStore(join(work, "data"));
  store = openedStore;
  const forms = createFormsApi({ store: openedStore, languages: languagesOf(readBuiltContent(buildDir)), trustProxy: true, log: () => {} });
  // The field data and the analytics dashboard (issue 48), with a cheap password hash for the test.
  fieldDataStore = openFieldDataStore(":memory:");
  const fieldData = createFieldDataApi({ store: fieldDataStore, country: () => "NG", trustProxy: true });
  const analytics = createAnalyticsDashboard({
    store: fieldDataStore,
    passwordHash: await hashPassword("analytics password", { N: 1024, r: 8, p: 1 }),
    trustProxy: true,
  });
  upstream = createSiteServer({ root: clientDir, forms, fieldData, analytics, trustProxy: true });
  upstream.listen(0, "127.0.0.1");
  await once(upstream, "listening");
  upstreamPort = (upstream.address() as { port: number }).port;
  [httpsPort, httpPort] = [await freePort(), await freePort()];

  writeFileSync(join(work, "site.conf"), siteConfig(upstreamPort));
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `${kind}_temp_path ${join(work, kind === "client_body" ? "body" : kind)};`,
  );
  writeFileSync(
    join(work, "nginx.conf"),
    [
      hasBrotli ? `load_module ${brotliModule};` : "",
      `pid ${join(work, "nginx.pid")};`,
      `error_log ${join(work, "error.log")} warn;`,
      "worker_processes 1;",
      "events { worker_connections 128; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...temps.map((line) => `  ${line}`),
      `  include ${join(work, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const log = join(work, "error.log");
  nginx = spawn(nginxPath, ["-p", work, "-c", join(work, "nginx.conf"), "-e", log, "-g", "daemon off;"], { stdio: "ignore" });
  await waitForPort(httpsPort, nginx, log);
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await once(nginx, "exit");
  }
  fieldDataStore?.close();
  upstream?.closeAllConnections();
  upstream?.close();
  store?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const policyOf = (page: string) => `${manifest.pages[page]}; upgrade-insecure-requests`;

describe("deploy/nginx/baobab-cloud.conf", () => {
  it("sends a page with every security header and the page's own CSP, revalidated", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(home.headers["content-security-policy"]).toBe(policyOf("/"));
    expect(home.headers).toMatchObject({
      "strict-transport-security": "max-age=63072000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(home.headers["permissions-policy"]).not.toContain("interest-cohort");
    expect(home.headers["server"]).toBe("nginx");
    for (const path of ["/about-us", "/about-us/", "/about-us/index.html"]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers["content-security-policy"], path).toBe(policyOf("/about-us"));
    }
  });

  it("lets the search page of each language, and no other page, run WebAssembly, and serves Pagefind's files (decision 022)", async () => {
    for (const { code } of locales) {
      const path = code === SOURCE_LOCALE ? "/search" : `/${code}/search`;
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers["content-security-policy"], path).toBe(policyOf(path));
      expect(page.headers["content-security-policy"], path).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    }
    expect((await get("/")).headers["content-security-policy"]).not.toContain("wasm");
    const script = await get("/pagefind/pagefind.js", { "Accept-Encoding": "gzip" });
    expect(script.status).toBe(200);
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.headers["cache-control"]).toBe("no-cache");
    const entry = JSON.parse((await get("/pagefind/pagefind-entry.json")).body.toString()) as {
      languages: Record<string, { wasm: string }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(locales.map(({ code }) => code).sort());
    for (const { wasm } of Object.values(entry.languages)) expect((await get(`/pagefind/wasm.${wasm}.pagefind`)).status).toBe(200);
  });

  it("serves the content editor with its own policy, opener policy and noindex", async () => {
    const policy = `${adminContentSecurityPolicy()}; upgrade-insecure-requests`;
    for (const path of ["/admin/", "/admin", "/admin/config.yml"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-security-policy"], path).toBe(policy);
      expect(answer.headers, path).toMatchObject({
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "x-robots-tag": "noindex, nofollow",
      });
    }
    expect((await get("/admin/")).body.toString()).toContain('rel="cms-config-url"');
  });

  it("answers unknown paths, the 404 page's own name and the precompressed files with 404 and the 404 page", async () => {
    for (const path of ["/no-such-page", "/legal/privacy/nope", "/404", "/404.html", "/index.html.gz", "/index.html.br"]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.toString(), path).toContain("Oops! Page not found");
      expect(missing.headers["content-security-policy"], path).toBe(policyOf("/404"));
      expect(missing.headers["strict-transport-security"], path).toBeTruthy();
    }
  });

  it("answers an unknown path under each language's prefix with that language's 404 page, as npm start does", async () => {
    // Every language of the registry, so adding one cannot miss nginx. A build without a language
    // (the pages may land later than the registry line) gets a stand-in 404 page for this test.
    const planted: string[] = [];
    const others = locales.map(({ code }) => code).filter((code) => code !== SOURCE_LOCALE);
    try {
      for (const code of others) {
        const dir = join(clientDir, code);
        if (existsSync(join(dir, "404.html"))) continue;
        if (!existsSync(dir)) {
          mkdirSync(dir);
          planted.push(dir);
        }
        const html = `<!doctype html><html lang="${code}"><title>404 ${code}</title></html>`;
        writeFileSync(join(dir, "404.html"), html);
        writeFileSync(join(dir, "404.html.gz"), gzipSync(html));
        planted.push(join(dir, "404.html"), join(dir, "404.html.gz"));
      }
      for (const code of others) {
        const page = readFileSync(join(clientDir, code, "404.html"));
        const policy = `${manifest.pages[`/${code}/404`] ?? manifest.default}; upgrade-insecure-requests`;
        const paths = [`/${code}/no-such-page`, `/${code}/legal/nope/`, `/${code}/404`, `/${code}/404.html`, `/${code}/index.html.gz`];
        // "/fr" is a page where the build has the language's home page, else a miss like any other.
        if (!existsSync(join(clientDir, code, "index.html"))) paths.push(`/${code}`, `/${code}/`);
        for (const path of paths) {
          const missing = await get(path);
          expect(missing.status, path).toBe(404);
          expect(missing.body.equals(page), path).toBe(true);
          expect(missing.headers["content-security-policy"], path).toBe(policy);
          expect(missing.headers["cache-control"], path).toBe("no-cache");
          expect(missing.headers["x-frame-options"], path).toBe("DENY");
          const node = await getFromNode(path);
          expect({ status: node.status, same: node.body.equals(page) }, `npm start: ${path}`).toEqual({ status: 404, same: true });
        }
        if (existsSync(join(clientDir, code, "404.html.gz"))) {
          const gzipped = await get(`/${code}/no-such-page`, { "Accept-Encoding": "gzip" });
          expect(gzipped.headers["content-encoding"], code).toBe("gzip");
          expect(gunzipSync(gzipped.body).equals(page), code).toBe(true);
        }
      }
      // English's own prefix and codes that are no language of the site: the English 404 page.
      const english = readFileSync(join(clientDir, "404.html"));
      for (const path of ["/en/no-such-page", "/xx/no-such-page", "/france/nope"]) {
        const missing = await get(path);
        expect(missing.status, path).toBe(404);
        expect(missing.body.equals(english), path).toBe(true);
        expect(missing.headers["content-security-policy"], path).toBe(policyOf("/404"));
        expect((await getFromNode(path)).body.equals(english), `npm start: ${path}`).toBe(true);
      }
    } finally {
      for (const path of planted.reverse()) rmSync(path, { recursive: true, force: true });
    }
  });

  it("falls back to the English 404 page for a language whose 404 page the build does not have", async () => {
    // A registry language taken out of this build for the length of the test, if the build has it.
    const code = locales.find(({ code }) => code !== SOURCE_LOCALE)?.code ?? "fr";
    const file = join(clientDir, code, "404.html");
    const aside = `${file}.aside`;
    const had = existsSync(file);
    if (had) renameSync(file, aside);
    try {
      const missing = await get(`/${code}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(missing.body.equals(readFileSync(join(clientDir, "404.html")))).toBe(true);
      expect(missing.headers["content-security-policy"]).toBe(policyOf("/404"));
    } finally {
      if (had) renameSync(aside, file);
    }
  });

  it("sends the precompressed gzip (and brotli where the module exists) only to clients that accept it", async () => {
    const original = readFileSync(join(clientDir, "index.html"));
    const gzip = await get("/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect((await get("/", { "Accept-Encoding": "gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    const br = await get("/", { "Accept-Encoding": "br" });
    expect(br.headers["content-encoding"]).toBe(hasBrotli ? "br" : undefined);
  });

  it("caches hashed assets for a year and gives the feed its type; ignores Range headers", async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(readFileSync(join(clientDir, "index.html"), "utf8"))?.[0] ?? "";
    const script = await get(asset);
    expect(script.status).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const feed = await get("/resources/blog/rss.xml");
    expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    for (const range of ["bytes=abc", "bytes=5-2", "bytes=0-9"]) {
      const ranged = await get("/", { Range: range });
      expect(ranged.status, range).toBe(200);
      expect(ranged.body.equals(readFileSync(join(clientDir, "index.html"))), range).toBe(true);
    }
  });

  it("sends the status feeds as Atom, iCalendar and JSON in UTF-8, the JSON readable by other sites (CORS)", async () => {
    const feeds = {
      "/status/feed.atom": "application/atom+xml; charset=utf-8",
      "/fr/status/lagos/feed.atom": "application/atom+xml; charset=utf-8",
      "/status/maintenance.ics": "text/calendar; charset=utf-8",
      "/ar/status/lagos/maintenance.ics": "text/calendar; charset=utf-8",
      "/status/api/v2/summary.json": "application/json; charset=utf-8",
      "/pt/status/api/v2/incidents.json": "application/json; charset=utf-8",
    };
    for (const [path, type] of Object.entries(feeds)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toBe(type);
      expect(response.body.equals(readFileSync(join(clientDir, path))), path).toBe(true);
      expect(response.headers["access-control-allow-origin"], path).toBe(path.includes("/api/v2/") ? "*" : undefined);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["cache-control"], path).toBe("no-cache");
    }
    // Precompressed by postbuild like the pages, and still of their type.
    const gzipped = await get("/status/feed.atom", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(gunzipSync(gzipped.body).equals(readFileSync(join(clientDir, "status/feed.atom")))).toBe(true);
    expect((await get("/status/no-such-feed.atom")).status).toBe(404);
  });

  it("proxies /api/forms/ to the Node server, which sees the browser's host and the TLS", async () => {
    const post = (origin: string) =>
      get("/api/forms/newsletter", { "Content-Type": "application/json", Origin: origin }, "POST", '{"email":"a@example.com"}');
    const own = await post(`https://localhost:${httpsPort}`);
    expect(own.status).toBe(201);
    expect(JSON.parse(own.body.toString())).toHaveProperty("id");
    // Node's own headers, HSTS included: it trusts nginx's X-Forwarded-Proto.
    expect(own.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(own.headers["cache-control"]).toBe("no-store");
    expect((await post("https://evil.example")).status).toBe(403);
    expect(store?.list().map((row) => row.payload)).toEqual([{ email: "a@example.com" }]);
  });

  it("passes the page's language (?locale=) to the Node server: a plain post from /ar/contact lands on the Arabic confirmation page", async () => {
    const answer = await get(
      "/api/forms/newsletter?locale=ar",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://localhost:${httpsPort}` },
      "POST",
      "email=ar%40example.com",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/ar/forms/thanks/newsletter");
  });

  it("proxies /api/field-data (beacons and figures) and /admin/analytics to the Node server, the dashboard with its own policy", async () => {
    const beacon = JSON.stringify({ path: "/", lang: "en", width: 400, view: true, metrics: { LCP: 1200 } });
    const posted = await get(
      "/api/field-data",
      { "Content-Type": "text/plain;charset=UTF-8", Origin: `https://localhost:${httpsPort}` },
      "POST",
      beacon,
    );
    expect(posted.status).toBe(204);
    const figures = await get("/api/field-data");
    expect(figures.status).toBe(200);
    expect(JSON.parse(figures.body.toString())).toMatchObject({ pageViews: 1, minSamples: 50 });
    for (const path of ["/admin/analytics/", "/admin/analytics", "/admin/analytics/export.csv?table=pages"]) {
      const closed = await get(path);
      expect(closed.status, path).toBe(401);
      expect(closed.headers["content-security-policy"], path).toBe(ANALYTICS_POLICY);
      expect(closed.headers["x-robots-tag"], path).toBe("noindex, nofollow");
      const open = await get(path, { Authorization: `Basic ${Buffer.from("marketing:analytics password").toString("base64")}` });
      expect(open.status, path).toBe(200);
      expect(open.headers.location, path).toBeUndefined();
    }
  });

  it("answers /api/forms and /api/forms/ as Node does (404, unknown form), with no redirect loop", async () => {
    for (const path of ["/api/forms", "/api/forms/", "/api/forms/careers"]) {
      const answer = await get(path, { "Content-Type": "application/json" }, "POST", "{}");
      expect(answer.status, path).toBe(404);
      expect(answer.headers.location, path).toBeUndefined();
      expect(JSON.parse(answer.body.toString()), path).toEqual({ error: "Unknown form." });
    }
  });

  it("hides what npm start hides: files and folders starting with a dot, such as /.vite/", async () => {
    // The build no longer publishes .vite/ (postbuild drops it): put a dot-folder and a dot-file there for
    // the length of this test, so that nginx has something real to hide.
    const planted = [join(clientDir, ".vite"), join(clientDir, "assets", ".hidden")];
    mkdirSync(planted[0] ?? "", { recursive: true });
    writeFileSync(join(clientDir, ".vite", "islands-manifest.json"), "{}");
    writeFileSync(planted[1] ?? "", "secret");
    try {
      for (const path of ["/.vite/islands-manifest.json", "/.vite/", "/.env", "/assets/.hidden"]) {
        const hidden = await get(path);
        expect(hidden.status, path).toBe(404);
        expect(hidden.body.toString(), path).toContain("Oops! Page not found");
      }
    } finally {
      for (const path of planted) rmSync(path, { recursive: true, force: true });
    }
  });

  it("hides dot-files and the precompressed siblings under /admin/ too (issue 34)", async () => {
    const admin = join(clientDir, "admin");
    const planted = [
      join(admin, ".secret"),
      join(admin, ".hidden", "file.json"),
      join(admin, "planted.html.gz"),
      join(admin, "planted.html.br"),
    ];
    mkdirSync(join(admin, ".hidden"), { recursive: true });
    for (const file of planted) writeFileSync(file, "not for visitors");
    try {
      for (const path of ["/admin/.secret", "/admin/.hidden/file.json", "/admin/planted.html.gz", "/admin/planted.html.br"]) {
        const hidden = await get(path);
        expect(hidden.status, path).toBe(404);
        expect(hidden.body.toString(), path).not.toContain("not for visitors");
      }
      // The editor itself is still served, compressed for clients that ask.
      expect((await get("/admin/", { "Accept-Encoding": "gzip" })).status).toBe(200);
    } finally {
      for (const file of planted) rmSync(file, { force: true });
      rmSync(join(admin, ".hidden"), { recursive: true, force: true });
    }
  });

  it("lets other sites embed the link-preview cards (CORP cross-origin), as npm start does, and nothing else", async () => {
    const cards = ["og", ...locales.filter(({ code }) => code !== SOURCE_LOCALE).map(({ code }) => `${code}/og`)]
      .filter((dir) => existsSync(join(clientDir, dir)))
      .map((dir) => `/${dir}/${readdirSync(join(clientDir, dir)).find((name) => name.endsWith(".png")) ?? ""}`);
    expect(cards.length).toBeGreaterThan(1);
    for (const path of cards) {
      const card = await get(path);
      expect(card.status, path).toBe(200);
      expect(card.headers["cross-origin-resource-policy"], path).toBe("cross-origin");
      expect((await getFromNode(path)).headers["cross-origin-resource-policy"], `npm start: ${path}`).toBe("cross-origin");
    }
    for (const path of ["/", "/og/no-such-card.png", "/admin/"]) {
      expect((await get(path)).headers["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });

  it("starts without warnings: the policy map fits its hash table (issue 34)", () => {
    const log = readFileSync(join(work, "error.log"), "utf8");
    expect(log).not.toContain("could not build optimal");
    expect(log.split("\n").filter((line) => line.includes("[warn]"))).toEqual([]);
  });

  it("redirects plain HTTP to HTTPS", async () => {
    const answer = await new Promise<{ status: number; location?: string }>((done, fail) => {
      httpRequest({ host: "127.0.0.1", port: httpPort, path: "/about-us?x=1", headers: { Host: "localhost" } }, (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on("error", fail)
        .end();
    });
    expect(answer).toEqual({ status: 301, location: "https://localhost/about-us?x=1" });
  });

  it("scores A+ on the Mozilla HTTP Observatory", async () => {
    const scanner = join(dirname(fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory"))), "scan.js");
    // The package's install script downloads Chromium's HSTS preload list, which CI cannot
    // reach (.npmrc skips install scripts). localhost is on no preload list: an empty one is exact.
    const preload = join(dirname(scanner), "..", "conf", "hsts-preload.json");
    if (!existsSync(preload)) writeFileSync(preload, "{}");
    const output = execFileSync(process.execPath, [scanner, `localhost:${httpsPort}`], {
      // The scanner trusts the throwaway certificate as it would a real one.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: join(work, "cert.pem") },
      encoding: "utf8",
      timeout: 30_000,
    });
    const result = JSON.parse(output) as {
      scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
      tests: Record<string, { pass: boolean; result: string }>;
    };
    console.log(
      `HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
    );
    const failed = Object.entries(result.tests).filter(([, test]) => !test.pass);
    expect(failed).toEqual([]);
    expect(result.scan.grade).toBe("A+");
  }, 60_000);
});
