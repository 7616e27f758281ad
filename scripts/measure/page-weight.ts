/**
 * The JavaScript and CSS each prerendered page loads, gzip-compressed, as a table, then what
 * each page's first response weighs (brotli HTML + response headers, against the first flight).
 * `npm run weight` after a build. tests/e2e/page-weight.spec.ts holds pages to a budget.
 *
 * JavaScript counts every script and module the page references (framework scripts, if any
 * came back) and, for each island, its module with every chunk it imports (from the islands
 * build's manifest), each file once per page.
 */
import { existsSync, readFileSync } from "node:fs";
import { Agent, createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createStaticHandler } from "../../server/site-server.ts";
import { localePath, splitLocalePath } from "../../app/lib/locales.ts";
import { builtFiles, pagePathOf } from "../build/built-files.ts";
import { FIRST_FLIGHT_BYTES } from "../build/first-flight.ts";
import { FIELD_DATA_ENTRY } from "../../app/islands/loader.ts";

// Issue 7's budgets for the JavaScript one page loads, which page-weight.spec.ts holds every page to
// and `npm run lighthouse` (lighthouse.ts) the pages it measures. A page with nothing to run loads
// one script file, the field data's measurement script (issue 48, app/field-data/), imported by the
// one constant loader after the page has painted; it is held to a budget of its own. A page with
// islands loads their modules and shared chunks (React DOM alone is about 68 KiB) within
// ISLANDS_JS_BUDGET_BYTES, gzip-compressed, the measurement script apart; what an island loads only
// when used (the form schemas) is counted apart. A page that outgrows these needs a reason.

/** The islands' JavaScript of a page, gzip (level 9), the measurement script not counted. */
export const ISLANDS_JS_BUDGET_BYTES = 90_000;
/** The measurement script (app/field-data/measure.ts with web-vitals), brotli (quality 11). */
export const MEASURE_SCRIPT_BROTLI_BUDGET_BYTES = 3 * 1024;

export type PageWeight = {
  path: string;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** Inline <script> bytes that run (not JSON data or speculation rules). */
  inlineScriptBytes: number;
  /** Islands on the page (containers with data-island-src). */
  islands: number;
  /** Loaded only when a visitor uses an island (its dynamic imports, e.g. the form schemas). */
  onUseJsBytes: number;
  /** The same, brotli-compressed (quality 11, as the build precompresses): what a visitor downloads on first touching a form. */
  onUseJsBrotliBytes: number;
};

const brotliSizes = new Map<string, number>();

/** A file's size brotli-compressed (quality 11, as the build precompresses), computed once per file. */
export function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    brotliSizes.set(file, size);
  }
  return size;
}

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const gzipSizes = new Map<string, number>();

/** A file's size gzip-compressed (level 9), computed once per file. */
export function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).byteLength;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Script, module-preload and stylesheet URLs an HTML page references from /assets. */
export function assetUrls(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, url] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) if (url) js.add(url);
  for (const [, url] of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) if (url) js.add(url);
  for (const [, url] of html.matchAll(/data-island-src="(\/assets\/[^"]+\.js)"/g)) if (url) js.add(url);
  // The field data's measurement script, which the loader imports after load (app/field-data/).
  for (const [, url] of html.matchAll(/data-measure="(\/assets\/[^"]+\.js)"/g)) if (url) js.add(url);
  for (const [, url] of html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)) if (url) css.add(url);
  return { js: [...js], css: [...css] };
}

/** Classic and module inline scripts, which execute; JSON data blocks and speculation rules do not. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes ?? "") || !body) continue;
    const type = /\stype="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (type === undefined || type === "module" || type === "text/javascript") scripts.push(body);
  }
  return scripts;
}

type ModuleGraph = Map<string, { staticFiles: string[]; dynamicFiles: string[] }>;

/** The islands build's manifest, or undefined before a build has written it. */
function islandsManifest(clientDir: string): Record<string, ManifestChunk> | undefined {
  // Kept beside build/client, not in it (scripts/build/postbuild.ts moves it there: it is not published).
  const manifestPath = join(clientDir, "..", "islands-manifest.json");
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>) : undefined;
}

/**
 * Each island module with the chunks it imports (loaded with it) and those it imports
 * dynamically (loaded on use), from the islands build's manifest.
 */
function islandModuleGraph(clientDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const manifest = islandsManifest(clientDir);
  if (!manifest) return graph;
  const closure = (key: string, seen: Set<string>, dynamicRoots: string[]) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    dynamicRoots.push(...(chunk.dynamicImports ?? []));
    for (const imported of chunk.imports ?? []) closure(imported, seen, dynamicRoots);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    const staticFiles = new Set<string>();
    const dynamicRoots: string[] = [];
    closure(key, staticFiles, dynamicRoots);
    const dynamicFiles = new Set<string>();
    for (const root of dynamicRoots) closure(root, dynamicFiles, []);
    graph.set(`/${chunk.file}`, {
      staticFiles: [...staticFiles].map((file) => `/${file}`),
      dynamicFiles: [...dynamicFiles].filter((file) => !staticFiles.has(file)).map((file) => `/${file}`),
    });
  }
  return graph;
}

/** The measurement script's file, from the islands build's manifest (its entry `field-data`). */
export function measureScriptFile(clientDir: string): string {
  const entry = Object.values(islandsManifest(clientDir) ?? {}).find((chunk) => chunk.isEntry && chunk.name === FIELD_DATA_ENTRY);
  if (!entry) throw new Error("The islands build has no field-data entry");
  return join(clientDir, entry.file);
}

/** One built page's weight; `file` is its HTML file in clientDir ("contact/index.html", "404.html"). */
export function measurePage(clientDir: string, file: string, graph: ModuleGraph = islandModuleGraph(clientDir)): PageWeight {
  const html = readFileSync(join(clientDir, file), "utf8");
  const { js: referenced, css } = assetUrls(html);
  const js = [...new Set(referenced.flatMap((url) => graph.get(url)?.staticFiles ?? [url]))];
  const onUse = [...new Set(referenced.flatMap((url) => graph.get(url)?.dynamicFiles ?? []))].filter((url) => !js.includes(url));
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
  return {
    path: file === "404.html" ? "(404)" : pagePathOf(file),
    jsBytes: size(js),
    cssBytes: size(css),
    jsFiles: js.length,
    inlineScriptBytes: inlineScripts(html).reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    islands: [...html.matchAll(/data-island-src="/g)].length,
    onUseJsBytes: size(onUse),
    onUseJsBrotliBytes: onUse.reduce((sum, url) => sum + brotliSize(join(clientDir, url)), 0),
  };
}

export async function measurePages(clientDir: string): Promise<PageWeight[]> {
  const graph = islandModuleGraph(clientDir);
  const pages = (await builtFiles(clientDir))
    .filter((file) => file.endsWith("index.html") || file === "404.html")
    .map((file) => measurePage(clientDir, file, graph));
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

export type FirstResponse = {
  /** The page's URL path ("/fr/services/cloud-computing"); a language's 404 page as "/fr/404". */
  path: string;
  /** The built file ("fr/services/cloud-computing/index.html"). */
  file: string;
  /** Its template, the path's first segment after the language ("services/*", "(home)", "404"). */
  template: string;
  locale: string;
  status: number;
  /** The body as sent (Content-Length of the brotli response). */
  bodyBytes: number;
  /** The status line and header lines as sent, with the blank line that ends them. */
  headerBytes: number;
  total: number;
};

/** A page's template, for grouping: "(home)", "services", "services/*", "404" ... */
function templateOf(pathWithoutLocale: string): string {
  const [first, ...rest] = pathWithoutLocale.split("/").filter(Boolean);
  if (first === undefined) return "(home)";
  return rest.length === 0 ? first : `${first}/${rest.length === 1 ? "*" : "*/*"}`;
}

/**
 * Each built page's first response, fetched from the site's own server (server/site-server.ts)
 * as a browser asks for it (brotli accepted, keep-alive) over TLS as production serves it: the
 * request comes as if from a trusted proxy that terminated TLS, so the answer carries HSTS and
 * `upgrade-insecure-requests` too. A language's 404 page is what an unknown path under it answers.
 */
export async function measureFirstResponses(clientDir: string): Promise<FirstResponse[]> {
  const server = createServer(createStaticHandler({ root: clientDir, trustProxy: true }));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const fetchRaw = (path: string) =>
    new Promise<{ status: number; headerBytes: number; bodyBytes: number }>((done, fail) => {
      const request = get(
        { host: "127.0.0.1", port, path, agent, headers: { "accept-encoding": "br, gzip", "x-forwarded-proto": "https" } },
        (response) => {
          // Node writes each header as "Name: value\r\n" after "HTTP/1.1 200 OK\r\n", and a blank line.
          const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
          let headerBytes = statusLine + 2;
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            headerBytes += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
          let bodyBytes = 0;
          response.on("data", (chunk: Buffer) => (bodyBytes += chunk.byteLength));
          response.on("end", () => {
            if (response.headers["content-encoding"] !== "br") fail(new Error(`${path} was not sent as brotli`));
            else done({ status: response.statusCode ?? 0, headerBytes, bodyBytes });
          });
        },
      );
      request.on("error", fail);
    });
  try {
    // Every page of every language, the 404 pages included; not the content editor (admin/), no site page.
    const files = (await builtFiles(clientDir)).filter(
      (file) => !file.startsWith("admin/") && (file.endsWith("index.html") || /^([a-z]{2,3}\/)?404\.html$/.test(file)),
    );
    const results: FirstResponse[] = [];
    for (const file of files) {
      const notFound = file.endsWith("404.html");
      const path = pagePathOf(file);
      const { locale, path: withoutLocale } = splitLocalePath(path);
      // An unknown path under the language gets its 404 page, with that page's policy.
      const url = notFound ? localePath("/no-such-page", locale) : path;
      const { status, headerBytes, bodyBytes } = await fetchRaw(url);
      if (status !== (notFound ? 404 : 200)) throw new Error(`${url} answered ${status}`);
      results.push({
        path,
        file,
        template: templateOf(withoutLocale),
        locale,
        status,
        bodyBytes,
        headerBytes,
        total: headerBytes + bodyBytes,
      });
    }
    return results;
  } finally {
    agent.destroy();
    await new Promise((done) => server.close(done));
  }
}

if (import.meta.main) {
  const clientDir = resolve(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");
  if (!existsSync(clientDir)) throw new Error(`No build in ${clientDir}: run npm run build first.`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const pages = await measurePages(clientDir);
  console.log("gzip KiB    JS    CSS  files  islands  inline B  on use  page");
  for (const page of pages)
    console.log(
      `        ${kb(page.jsBytes)} ${kb(page.cssBytes)}  ${String(page.jsFiles).padStart(5)}  ${String(page.islands).padStart(7)}  ${String(page.inlineScriptBytes).padStart(8)}  ${kb(page.onUseJsBytes)}  ${page.path}`,
    );
  const max = (key: "jsBytes" | "cssBytes") => Math.max(...pages.map((page) => page[key]));
  console.log(`${pages.length} pages; heaviest JS ${kb(max("jsBytes")).trim()} KiB, heaviest CSS ${kb(max("cssBytes")).trim()} KiB (gzip)`);

  const responses = (await measureFirstResponses(clientDir)).sort((a, b) => b.total - a.total);
  const row = (r: FirstResponse) =>
    `${String(r.total).padStart(6)} ${String(r.bodyBytes).padStart(6)} ${String(r.headerBytes).padStart(6)}  ${r.total > FIRST_FLIGHT_BYTES ? "over " : "     "} ${r.path}`;
  const top = Number(process.env.WEIGHT_TOP ?? 15);
  console.log(`\nFirst response (brotli HTML + headers as sent over TLS), first flight ${FIRST_FLIGHT_BYTES} bytes; the ${top} heaviest:`);
  console.log(" total   body header        page");
  for (const response of responses.slice(0, top)) console.log(row(response));
  const worst = new Map<string, FirstResponse>();
  for (const response of responses) {
    const key = `${response.template} ${response.locale}`;
    if (!worst.has(key)) worst.set(key, response);
  }
  console.log("\nThe heaviest page of each template and language:");
  for (const response of [...worst.values()].sort((a, b) => a.template.localeCompare(b.template) || a.locale.localeCompare(b.locale)))
    console.log(`${row(response)}   (${response.template}, ${response.locale})`);
  const over = responses.filter((response) => response.total > FIRST_FLIGHT_BYTES);
  console.log(
    `${responses.length} pages; ${over.length} over ${FIRST_FLIGHT_BYTES} bytes; heaviest ${responses[0]?.total} (${responses[0]?.path})`,
  );
}
