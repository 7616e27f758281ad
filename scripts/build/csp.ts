/**
 * The Content-Security-Policy of every built page (docs/decisions/007-content-security-policy.md).
 *
 * After the build, each page's inline scripts are hashed (SHA-256 of their text, as the browser
 * hashes it) and the page gets a policy allowing exactly those, written three ways:
 * - a `<meta http-equiv>` early in the page's <head>, for static hosts that send no headers
 *   (without `frame-ancestors`, which a meta tag cannot carry);
 * - build/csp-manifest.json (page path → policy), which server/site-server.ts sends as a header;
 * - build/nginx-csp.conf, a `map $uri $csp` that deploy/nginx/ includes.
 * Nothing here knows which scripts Astro or the islands emit: whatever inline script a
 * page carries is hashed, so a new one cannot be forgotten.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy, type CspManifest } from "../../shared/content-security-policy.ts";
import { byKey, pagePathOf } from "./built-files.ts";

export type { CspManifest };

/** `type`s the browser runs (HTML's JavaScript MIME types, modules, and the two JSON-shaped scripts it executes). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!result.has(name)) result.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return result;
}

/** `'sha256-…'` sources for every inline script the browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributeSource = "", body = ""] of html.matchAll(SCRIPT)) {
    const attrs = attributes(attributeSource);
    if (attrs.has("src")) continue;
    if (!EXECUTABLE_TYPES.has((attrs.get("type") ?? "").trim().toLowerCase())) continue;
    // The HTML parser turns CRLF and CR into LF before the script's text exists.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** The page with its policy as the first element of <head> after the charset (which must come first), so it precedes every script. */
export function insertCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error("A built page has no <head> to put its Content-Security-Policy in.");
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

/** `map $uri $csp { … }` for nginx, keyed by the file it serves (its $uri after try_files). */
export function nginxCspMap(manifest: CspManifest, files: Record<string, string>): string {
  const quote = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;
  const lines = Object.entries(files)
    .sort(byKey)
    .map(([file, page]) => `    ${quote(`/${file}`)} ${quote(manifest.pages[page] ?? manifest.default)};`);
  return `# Written by scripts/build/csp.ts at build time: each page's Content-Security-Policy.\nmap $uri $csp {\n    default ${quote(manifest.default)};\n${lines.join("\n")}\n}\n`;
}

/**
 * One page's policy, and the page with it as a meta element: what `page` below does, as a pure
 * function, for the page steps that run on worker threads (scripts/build/page-steps.ts), whose
 * policies postbuild then records with `own`.
 */
export function pageWithPolicy(
  file: string,
  html: string,
  formsEndpoint?: string,
  connectOriginsOf: Record<string, readonly string[]> = {},
  wasmPaths: readonly string[] = [],
) {
  const scriptHashes = inlineScriptHashes(html);
  const path = pagePathOf(file);
  const connectOrigins = connectOriginsOf[path] ?? [];
  const wasm = wasmPaths.includes(path);
  return {
    html: insertCspMeta(html, contentSecurityPolicy({ scriptHashes, formsEndpoint, connectOrigins, wasm, forMeta: true })),
    policy: contentSecurityPolicy({ scriptHashes, formsEndpoint, connectOrigins, wasm }),
    scriptHashes,
  };
}

/**
 * The pipeline's CSP step (scripts/build/postbuild.ts): `page` hashes one page's inline scripts and
 * puts its meta policy in, with the other origins `connectOriginsOf` allows its path to fetch
 * from (the latency test's ping hosts) and, on the paths of `wasmPaths` (the search pages), WebAssembly;
 * `write` then writes buildDir/csp-manifest.json and
 * buildDir/nginx-csp.conf for every page seen. A page that brings its own policy (another
 * step's output, e.g. the CMS page) is added with `own`.
 */
export function contentSecurityPolicies(
  formsEndpoint?: string,
  connectOriginsOf: Record<string, readonly string[]> = {},
  wasmPaths: readonly string[] = [],
) {
  const manifest: CspManifest = { default: contentSecurityPolicy({ formsEndpoint }), pages: {} };
  const files: Record<string, string> = {};
  const allHashes = new Set<string>();
  return {
    page(file: string, html: string): string {
      const hashed = pageWithPolicy(file, html, formsEndpoint, connectOriginsOf, wasmPaths);
      this.own(file, hashed.policy, hashed.scriptHashes);
      return hashed.html;
    },
    /** A page's policy, from another step (the CMS page's own) or a worker's pageWithPolicy(). */
    own(file: string, policy: string, scriptHashes: readonly string[] = []) {
      for (const hash of scriptHashes) allHashes.add(hash);
      manifest.pages[pagePathOf(file)] = policy;
      files[file] = pagePathOf(file);
    },
    async write(buildDir: string) {
      // In path order: pages arrive in whatever order the page steps' threads finish them.
      manifest.pages = Object.fromEntries(Object.entries(manifest.pages).sort(byKey));
      await writeFile(join(buildDir, "csp-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
      await writeFile(join(buildDir, "nginx-csp.conf"), nginxCspMap(manifest, files));
      return { pages: Object.keys(manifest.pages).length, hashes: allHashes.size };
    },
  };
}
