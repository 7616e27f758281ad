/**
 * The JavaScript and CSS each prerendered page loads, gzip-compressed, as a table.
 * `npm run weight` after a build. tests/e2e/page-weight.spec.ts holds pages to a budget.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

export type PageWeight = { path: string; jsBytes: number; cssBytes: number; jsFiles: number };

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
  for (const [, url] of html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)) if (url) css.add(url);
  return { js: [...js], css: [...css] };
}

export function measurePages(clientDir: string): PageWeight[] {
  const pages: PageWeight[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html" || entry.name === "404.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        const path = entry.name === "404.html" ? "(404)" : rel ? `/${rel}` : "/";
        const { js, css } = assetUrls(readFileSync(full, "utf8"));
        const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
        pages.push({ path, jsBytes: size(js), cssBytes: size(css), jsFiles: js.length });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.main) {
  const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
  if (!existsSync(clientDir)) throw new Error(`No build in ${clientDir}: run npm run build first.`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const pages = measurePages(clientDir);
  console.log("gzip KiB    JS    CSS  files  page");
  for (const page of pages)
    console.log(`        ${kb(page.jsBytes)} ${kb(page.cssBytes)}  ${String(page.jsFiles).padStart(5)}  ${page.path}`);
  const max = (key: "jsBytes" | "cssBytes") => Math.max(...pages.map((page) => page[key]));
  console.log(`${pages.length} pages; heaviest JS ${kb(max("jsBytes")).trim()} KiB, heaviest CSS ${kb(max("cssBytes")).trim()} KiB (gzip)`);
}
