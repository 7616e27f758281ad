/** The static server: content negotiation, each language's 404 page, the security headers, the status feeds and security.txt. */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { createServer as createHttpsServer, request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createStaticHandler } from "./site-server.ts";
import { dir, server, HOME, start, get, track, useSiteServer } from "./site-server-fixture.ts";

useSiteServer();

describe("content negotiation", () => {
  it("honours q-values and ignores codings it does not have", async () => {
    await start();
    const cases: [string, string | undefined][] = [
      ["br;q=0, gzip;q=0", undefined],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.4", "gzip"],
      ["gzip, br", "br"],
      ["zstd, identity", undefined],
      ["*", "br"],
      ["*;q=0, gzip", "gzip"],
      ["", undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await get("/", { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe(expected);
      expect(response.status).toBe(200);
    }
    expect((await get("/", { "Accept-Encoding": "br;q=0, gzip;q=0" })).body.toString()).toBe(HOME);
  });

  it("answers 404 with the 404 page, uncompressed unless asked, for the precompressed files themselves", async () => {
    await start();
    for (const path of ["/index.html.br", "/index.html.gz", "/INDEX.HTML.BR"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-encoding"], path).toBeUndefined();
      expect(response.body.toString()).toContain("Not found");
    }
  });

  it("ignores a malformed or multi-part Range and sends the whole file with 200", async () => {
    await start();
    for (const range of ["bytes=abc", "bytes=5-2", "bytes=0-1,4-6", "items=0-3", "bytes=-"]) {
      const response = await get("/", { Range: range });
      expect(response.status, range).toBe(200);
      expect(response.body.toString(), range).toBe(HOME);
    }
    const partial = await get("/", { Range: "bytes=0-14" });
    expect(partial.status).toBe(206);
    expect(partial.body.toString()).toBe(HOME.slice(0, 15));
  });
});

describe("the path's language", () => {
  const french404 = "<!doctype html><title>Page introuvable</title>";

  it("answers an unknown path under /fr/ with the French 404 page, status 404 and that page's policy", async () => {
    await start();
    for (const path of ["/fr/nope", "/fr/nope/", "/fr/about/nope", "/fr/404", "/fr/404.html", "/fr/index.html.gz"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(french404);
      expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(response.headers["content-security-policy"], path).toBe("script-src 'self' 'sha256-fr-404='");
    }
    const gzipped = await get("/fr/nope", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(french404);
  });

  it("serves /fr and /fr/ as it serves /about and /about/: the language's home page with its policy", async () => {
    await start();
    for (const path of ["/fr", "/fr/", "/fr/about", "/fr/about/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString(), path).toMatch(/Accueil|À propos/);
      expect(response.headers["content-security-policy"], path).toMatch(/sha256-fr(-about)?=/);
    }
  });

  it("keeps the English 404 for other paths, for English's own prefix, for codes that are no language of the site, and for a language without a 404 page", async () => {
    await start();
    for (const path of ["/nope", "/en/nope", "/xx/nope", "/france/nope", "/ar/nope", "/ar/404.html", "/404.html"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe("<!doctype html><title>Not found</title>");
      expect(response.headers["content-security-policy"], path).toBe("script-src 'self' 'sha256-404='");
    }
    // Arabic's pages themselves are still served.
    expect((await get("/ar/about")).status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends each page its own policy, the 404 page's on misses and the default on other files", async () => {
    await start();
    expect((await get("/")).headers["content-security-policy"]).toBe("script-src 'self' 'sha256-home='");
    expect((await get("/about")).headers["content-security-policy"]).toBe("script-src 'self' 'sha256-about='");
    expect((await get("/about/")).headers["content-security-policy"]).toBe("script-src 'self' 'sha256-about='");
    expect((await get("/about/index.html")).headers["content-security-policy"]).toBe("script-src 'self' 'sha256-about='");
    expect((await get("/nope")).headers["content-security-policy"]).toBe("script-src 'self' 'sha256-404='");
    expect((await get("/assets/app-abc123.js")).headers["content-security-policy"]).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it("isolates the browsing context and resources, without the obsolete interest-cohort", async () => {
    await start();
    const { headers } = await get("/");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).not.toContain("interest-cohort");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets other sites embed the link-preview cards, and nothing else (issue 34)", async () => {
    const client = join(dir, "client");
    mkdirSync(join(client, "og"));
    mkdirSync(join(client, "fr", "og"));
    writeFileSync(join(client, "og", "home.png"), "png");
    writeFileSync(join(client, "fr", "og", "home.png"), "png");
    await start();
    for (const path of ["/og/home.png", "/fr/og/home.png"]) {
      const card = await get(path);
      expect(card.status, path).toBe(200);
      expect(card.headers["cross-origin-resource-policy"], path).toBe("cross-origin");
    }
    for (const path of ["/", "/assets/app-abc123.js", "/og/missing.png", "/about/og/x.png"]) {
      expect((await get(path)).headers["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });

  it("adds HSTS and upgrade-insecure-requests only when the request came over TLS, as a trusted proxy says", async () => {
    await start();
    const plain = await get("/", { "X-Forwarded-Proto": "https", Connection: "close" });
    expect(plain.headers["strict-transport-security"], "an untrusted header is ignored").toBeUndefined();
    expect(plain.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    server?.closeAllConnections();
    server?.close();
    await start({ trustProxy: true });
    const proxied = await get("/", { "X-Forwarded-Proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(proxied.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-home='; upgrade-insecure-requests");
    expect((await get("/", { "X-Forwarded-Proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when the handler itself is reached over TLS", async () => {
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", "/CN=localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
    ], { stdio: "ignore" }); // prettier-ignore
    const cert = readFileSync(join(dir, "cert.pem"));
    const tls = createHttpsServer({ key: readFileSync(join(dir, "key.pem")), cert }, createStaticHandler({ root: join(dir, "client") }));
    track(tls);
    await new Promise<void>((resolve) => tls.listen(0, "127.0.0.1", resolve));
    const headers = await new Promise<IncomingMessage["headers"]>((resolve, reject) => {
      const port = (tls.address() as AddressInfo).port;
      httpsRequest({ host: "127.0.0.1", port, path: "/", ca: cert, servername: "localhost" }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on("error", reject)
        .end();
    });
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    expect(headers["content-security-policy"]).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("the status feeds", () => {
  it("are sent as Atom, iCalendar and JSON in UTF-8, the Statuspage JSON readable by other sites' scripts", async () => {
    const client = join(dir, "client");
    for (const folder of ["status/lagos", "status/api/v2", "fr/status/api/v2"]) mkdirSync(join(client, folder), { recursive: true });
    const files = {
      "/status/feed.atom": "application/atom+xml; charset=utf-8",
      "/status/lagos/feed.atom": "application/atom+xml; charset=utf-8",
      "/status/maintenance.ics": "text/calendar; charset=utf-8",
      "/status/lagos/maintenance.ics": "text/calendar; charset=utf-8",
      "/status/api/v2/summary.json": "application/json; charset=utf-8",
      "/fr/status/api/v2/incidents.json": "application/json; charset=utf-8",
    };
    for (const path of Object.keys(files)) writeFileSync(join(client, path), "x");
    await start();
    for (const [path, type] of Object.entries(files)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"], path).toBe(type);
      expect(response.headers["access-control-allow-origin"], path).toBe(path.includes("/api/v2/") ? "*" : undefined);
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});

describe("security.txt", () => {
  it("is served at /.well-known/security.txt (RFC 9116) and at the root", async () => {
    await start();
    for (const path of ["/.well-known/security.txt", "/security.txt"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(String(response.body), path).toContain("Contact: mailto:security@example.test");
      expect(response.headers["content-type"], path).toBe("text/plain; charset=utf-8");
    }
  });
});
