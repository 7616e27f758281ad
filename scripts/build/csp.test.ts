import { createHash } from "node:crypto";
import { loadLatencyFacts, pingOrigins } from "../../app/content/latency/loader.ts";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../shared/content-security-policy.ts";
import { pageFileOf, pagePathOf } from "./built-files.ts";
import { contentSecurityPolicies, inlineScriptHashes, insertCspMeta, nginxCspMap } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes every executed inline script: classic, module, speculation rules and import maps", () => {
    const html = [
      "<script>console.log(1)</script>",
      '<script type="module" async="">import "/a.js";</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      "<script type='importmap'>{\"imports\":{}}</script>",
      '<SCRIPT TYPE="text/javascript">é</SCRIPT>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("console.log(1)"),
      sha('import "/a.js";'),
      sha('{"prerender":[]}'),
      sha('{"imports":{}}'),
      sha("é"),
    ]);
  });

  it("skips external scripts and data blocks, and lists a repeated script once", () => {
    const html = [
      '<script src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{}</script>',
      "<script>x()</script><script>x()</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("x()")]);
  });

  it("hashes the text as the browser sees it: line breaks normalised to LF, no entity decoding", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha("a()\nb()\nc()")]);
    expect(inlineScriptHashes("<script>if (a &amp;&amp; b) {}</script>")).toEqual([sha("if (a &amp;&amp; b) {}")]);
  });
});

describe("the policy", () => {
  it("holds the issue's directives, the page's hashes and frame-ancestors in the header", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(policy.split("; ")).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self' 'sha256-abc='",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "img-src 'self' data:",
      ]),
    );
    // Fonts and fetches fall back to default-src 'self': no directive repeats it.
    expect(policy).not.toMatch(/font-src|connect-src/);
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows the forms endpoint's origin for posting and fetching, and leaves frame-ancestors out of the meta tag", () => {
    const policy = contentSecurityPolicy({ formsEndpoint: "https://forms.example.com/hooks/x", forMeta: true });
    expect(policy).toContain("connect-src 'self' https://forms.example.com;");
    expect(policy).toContain("form-action 'self' https://forms.example.com;");
    expect(policy).not.toContain("frame-ancestors");
  });
});

describe("the latency test's page", () => {
  it("may fetch from exactly the ping hosts of content/facts/latency.yaml, and no other page may", () => {
    const origins = pingOrigins(loadLatencyFacts());
    expect(origins.length).toBe(loadLatencyFacts().pingEndpoints.length);
    for (const origin of origins) expect(origin).toMatch(/^https:\/\/[a-z0-9-]+\.ping\.baobabcloud\.example$/);
    const csp = contentSecurityPolicies(undefined, { "/international/latency": origins, "/fr/international/latency": origins });
    const page = '<html><head><meta charset="utf-8"></head><body></body></html>';
    const connectSrc = (html: string) => /connect-src ([^;"]*)/.exec(html)?.[1]?.split(" ");
    expect(connectSrc(csp.page("international/latency/index.html", page))).toEqual(["'self'", ...origins]);
    expect(connectSrc(csp.page("fr/international/latency/index.html", page))).toEqual(["'self'", ...origins]);
    // Any other page: no connect-src, so default-src 'self' applies.
    expect(connectSrc(csp.page("international/index.html", page))).toBeUndefined();
    expect(csp.page("international/index.html", page)).toContain("default-src 'self'");
  });
});

describe("the search pages", () => {
  it("may compile WebAssembly, and no other page may", () => {
    const csp = contentSecurityPolicies(undefined, {}, ["/search", "/ar/search"]);
    const page = '<html><head><meta charset="utf-8"></head><body></body></html>';
    const scriptSrc = (html: string) => /script-src ([^;"]*)/.exec(html)?.[1];
    expect(scriptSrc(csp.page("search/index.html", page))).toBe("'self' 'wasm-unsafe-eval'");
    expect(scriptSrc(csp.page("ar/search/index.html", page))).toBe("'self' 'wasm-unsafe-eval'");
    expect(scriptSrc(csp.page("fr/index.html", page))).toBe("'self'");
    // Only WebAssembly: never eval().
    expect(csp.page("search/index.html", page)).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*script/);
  });
});

describe("the meta tag and the nginx map", () => {
  it("puts the meta policy right after the charset, before any script", () => {
    const html = '<html><head><meta charSet="utf-8"/><script>x()</script></head></html>';
    expect(insertCspMeta(html, "script-src 'self'")).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"/><script>x()</script></head></html>',
    );
    expect(insertCspMeta("<head><script></script>", "a")).toMatch(/^<head><meta http-equiv/);
    expect(() => insertCspMeta("<p>no head</p>", "a")).toThrow(/no <head>/);
  });

  it("names pages by URL path and maps nginx's served files to their policies", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("about-us/index.html")).toBe("/about-us");
    expect(pagePathOf("404.html")).toBe("/404");
    // And back, from a path to its file.
    for (const file of ["index.html", "about-us/index.html", "services/cloud-computing/index.html"])
      expect(pageFileOf(pagePathOf(file))).toBe(file);
    const map = nginxCspMap({ default: "d", pages: { "/": "home", "/404": "missing" } }, { "index.html": "/", "404.html": "/404" });
    // In file order, whatever order the pages were hashed in.
    expect(map).toContain('map $uri $csp {\n    default "d";\n    "/404.html" "missing";\n    "/index.html" "home";\n}');
  });
});
