/**
 * After `react-router build`: turn the prerendered /404 page into 404.html (what the
 * server and most static hosts send for unknown paths), drop the SPA fallback (we serve
 * a real 404 instead), draw every page's link-preview card (og-images.ts), and precompress text files so the server sends them compressed
 * without compressing on every request.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeOgImages } from "./og-images.ts";
import { writeContentSecurityPolicies } from "./csp.ts";

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

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

async function precompress() {
  let files = 0;
  for await (const path of walk(clientDir)) {
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
const og = await writeOgImages(clientDir);
console.log(`postbuild: ${og.cards} link-preview cards (${og.drawn} drawn, ${og.cards - og.drawn} cached) in ${og.ms} ms`);
await writeContentSecurityPolicies(clientDir, resolve(clientDir, ".."), process.env.VITE_FORMS_ENDPOINT);
const compressed = await precompress();
console.log(`postbuild: wrote 404.html and precompressed ${compressed} files (gzip + brotli)`);
