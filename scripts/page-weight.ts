/**
 * The JavaScript and CSS each prerendered page loads, gzip-compressed, as a table.
 * `npm run weight` after a build. tests/e2e/page-weight.spec.ts holds pages to a budget.
 *
 * JavaScript counts every script and module the page references (framework scripts, if any
 * came back) and, for each island, its module with every chunk it imports (from the islands
 * build's manifest), each file once per page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { builtFiles, pagePathOf } from "./built-files.ts";

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

function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    brotliSizes.set(file, size);
  }
  return size;
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
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

/**
 * Each island module with the chunks it imports (loaded with it) and those it imports
 * dynamically (loaded on use), from the islands build's manifest.
 */
function islandModuleGraph(clientDir: string): ModuleGraph {
  // Kept beside build/client, not in it (scripts/postbuild.ts moves it there: it is not published).
  const manifestPath = join(clientDir, "..", "islands-manifest.json");
  const graph: ModuleGraph = new Map();
  if (!existsSync(manifestPath)) return graph;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
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

export async function measurePages(clientDir: string): Promise<PageWeight[]> {
  const pages: PageWeight[] = [];
  const graph = islandModuleGraph(clientDir);
  for (const file of await builtFiles(clientDir)) {
    if (!file.endsWith("index.html") && file !== "404.html") continue;
    const html = readFileSync(join(clientDir, file), "utf8");
    const { js: referenced, css } = assetUrls(html);
    const js = [...new Set(referenced.flatMap((url) => graph.get(url)?.staticFiles ?? [url]))];
    const onUse = [...new Set(referenced.flatMap((url) => graph.get(url)?.dynamicFiles ?? []))].filter((url) => !js.includes(url));
    const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
    pages.push({
      path: file === "404.html" ? "(404)" : pagePathOf(file),
      jsBytes: size(js),
      cssBytes: size(css),
      jsFiles: js.length,
      inlineScriptBytes: inlineScripts(html).reduce((sum, body) => sum + Buffer.byteLength(body), 0),
      islands: [...html.matchAll(/data-island-src="/g)].length,
      onUseJsBytes: size(onUse),
      onUseJsBrotliBytes: onUse.reduce((sum, url) => sum + brotliSize(join(clientDir, url)), 0),
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.main) {
  const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
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
}
