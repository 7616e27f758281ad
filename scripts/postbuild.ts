/**
 * After `react-router build` and the islands build (vite.islands.config.ts): point each
 * island container at its module and add the island loader (app/islands), turn the prerendered /404 page into 404.html (what the
 * server and most static hosts send for unknown paths), drop the SPA fallback (we serve
 * a real 404 instead), draw every page's link-preview card (og-images.ts), and precompress text files so the server sends them compressed
 * without compressing on every request.
 */
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ISLAND_LOADER_SCRIPT } from "../app/islands/loader.ts";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { builtFiles, builtPages } from "./built-files.ts";
import { writeOgImages } from "./og-images.ts";
import { writeContentSecurityPolicies } from "./csp.ts";
import { writeAdminPage } from "./admin-page.ts";

const clientDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

async function moveNotFoundPage() {
  const prerendered = join(clientDir, "404", "index.html");
  if (!existsSync(prerendered)) throw new Error("build/client/404/index.html is missing: is /404 still prerendered?");
  await rename(prerendered, join(clientDir, "404.html"));
  await rm(join(clientDir, "404"), { recursive: true, force: true });
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

type ManifestEntry = { file: string; name?: string; isEntry?: boolean };

/** Island name (its entry file's name) to the URL of its built module. */
async function islandModules(): Promise<Map<string, string>> {
  const manifestPath = join(clientDir, ".vite", "islands-manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: did the islands build (vite.islands.config.ts) run?`);
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, ManifestEntry>;
  const modules = new Map<string, string>();
  for (const entry of Object.values(manifest)) if (entry.isEntry && entry.name) modules.set(entry.name, `/${entry.file}`);
  return modules;
}

/**
 * Writes each island container's module URL (data-island-src) and, on a page with islands,
 * the loader script before </body>. A container whose island has no built entry stops the
 * build: it would never become interactive.
 */
async function linkIslands() {
  const modules = await islandModules();
  let pages = 0;
  for await (const path of builtPages(clientDir)) {
    const html = await readFile(path, "utf8");
    let islands = 0;
    const linked = html.replace(/ data-island="([a-z0-9-]+)"/g, (_, name: string) => {
      const src = modules.get(name);
      if (!src) throw new Error(`${path}: island "${name}" has no entry app/islands/entries/${name}.tsx`);
      islands++;
      return ` data-island="${name}" data-island-src="${src}"`;
    });
    if (islands === 0) continue;
    await writeFile(path, linked.replace("</body>", `<script>${ISLAND_LOADER_SCRIPT}</script></body>`));
    pages++;
  }
  return pages;
}

async function precompress() {
  let files = 0;
  for await (const path of builtFiles(clientDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = await readFile(path);
    if (body.byteLength < MIN_BYTES) continue;
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    files++;
  }
  return files;
}

await moveNotFoundPage();
const islandPages = await linkIslands();
const og = await writeOgImages(clientDir);
console.log(`postbuild: ${og.cards} link-preview cards (${og.drawn} drawn, ${og.cards - og.drawn} cached) in ${og.ms} ms`);
await writeContentSecurityPolicies(clientDir, resolve(clientDir, ".."), process.env.VITE_FORMS_ENDPOINT);
// After every step that walks the pages: the editor is not a site page (scripts/admin-page.ts).
const admin = await writeAdminPage(clientDir);
console.log(`postbuild: the content editor at /admin/ (${admin.collections} collections, ${admin.bundle})`);
const compressed = await precompress();
console.log(`postbuild: wrote 404.html, linked islands on ${islandPages} pages, precompressed ${compressed} files (gzip + brotli)`);
