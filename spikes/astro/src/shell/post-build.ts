/**
 * The spike's post-build step, an Astro integration on `astro:build:done` (public API only):
 * 1. critical CSS with stock Beasties: each page's used rules inlined in a <style>, and the
 *    stylesheet link it moves to the end of <body> removed, as the site does today (no page
 *    loads the stylesheet: scripts/build/critical-css.ts);
 * 2. the Content-Security-Policy Astro wrote in each page's <meta> gets the hash of that new
 *    <style> (Astro hashed the styles it knew of; Beasties' comes later), and every inline
 *    script the page runs must already be in it (else the build fails);
 * 3. build/csp-manifest.json (the policy with frame-ancestors, which a meta tag cannot carry) so
 *    server/site-server.ts sends it as a header, as for today's build;
 * 4. .br and .gz beside each page and asset (what the site's server sends);
 * 5. build/build-time.json: from astro:build:start to the end of this step.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import Beasties from "beasties";
import { inlineScriptHashes, pageWithPolicy } from "../../../../scripts/build/csp.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
}

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;

/** The policy with `hashes` added to style-src (or style-src-elem, where Astro split it). */
function withStyleHashes(policy: string, hashes: string[]): string {
  const directives = policy.split(/;\s*/).filter(Boolean);
  const index = directives.findIndex((directive) => directive.startsWith("style-src-elem ")) ?? -1;
  const target = index >= 0 ? index : directives.findIndex((directive) => directive.startsWith("style-src "));
  if (target < 0) throw new Error(`no style-src in ${policy}`);
  directives[target] = [directives[target], ...hashes].join(" ");
  return directives.join("; ");
}

async function writeOut(file: string, html: string, spent: { compressMs: number }) {
  await writeFile(file, html);
  const start = performance.now();
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(html, { level: 9 });
  spent.compressMs += performance.now() - start;
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzip);
}

export function postBuild(): AstroIntegration {
  let started = 0;
  return {
    name: "spike-post-build",
    hooks: {
      "astro:build:start": () => {
        started = performance.now();
      },

      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const pagesDone = performance.now();
        const beasties = new Beasties({
          path: clientDir,
          publicPath: "/",
          preload: "body",
          pruneSource: false,
          reduceInlineStyles: false,
          preloadFonts: false,
          logLevel: "warn",
        });
        const manifest: { default: string; pages: Record<string, string> } = { default: "", pages: {} };
        const spent = { beastiesMs: 0, compressMs: 0, assetsCompressMs: 0 };
        for (const file of await htmlFiles(clientDir)) {
          const beastiesStart = performance.now();
          let html = await beasties.process(await readFile(file, "utf8"));
          spent.beastiesMs += performance.now() - beastiesStart;
          html = html.replace(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"[^>]*>/g, "").replace(/ data-beasties-container/g, "");
          const path = `/${relative(clientDir, file)}`.replace(/\/?index\.html$/, "").replace(/\.html$/, "") || "/";
          const meta = META.exec(html);
          if (!meta?.[1]) {
            // SPIKE_CSP=own: today's step, each page's own inline scripts hashed after every rewrite.
            const own = pageWithPolicy(relative(clientDir, file), html);
            await writeOut(file, own.html, spent);
            manifest.pages[path] = own.policy;
            continue;
          }
          const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ""));
          const policy = withStyleHashes(meta[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"'), styles.filter((hash) => !meta[1]!.includes(hash)));
          const missing = inlineScriptHashes(html).filter((hash) => !policy.includes(hash));
          if (missing.length > 0) throw new Error(`${file}: inline scripts not in its policy: ${missing.join(" ")}`);
          html = html.replace(META, `<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, "&quot;")}">`);
          await writeOut(file, html, spent);
          manifest.pages[path] = `${policy}; frame-ancestors 'none'`;
        }
        // The other files the pages load (scripts, the map's outlines), compressed as postbuild.ts does.
        for (const entry of await readdir(join(clientDir, "assets"))) {
          if (!/\.(js|css|svg|json)$/.test(entry)) continue;
          const file = join(clientDir, "assets", entry);
          const content = await readFile(file);
          const start = performance.now();
          const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gzip = gzipSync(content, { level: 9 });
          spent.assetsCompressMs += performance.now() - start;
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, gzip);
        }
        manifest.default = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
        await writeFile(join(clientDir, "..", "csp-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
        const done = performance.now();
        const timing = { csp: process.env.SPIKE_CSP === "own" ? "own" : "astro", totalMs: Math.round(done - started), postBuildMs: Math.round(done - pagesDone), beastiesMs: Math.round(spent.beastiesMs), compressMs: Math.round(spent.compressMs), assetsCompressMs: Math.round(spent.assetsCompressMs), renderMs: Math.round((globalThis as { __spikeRender?: { ms: number } }).__spikeRender?.ms ?? NaN), pages: Object.keys(manifest.pages).length };
        await writeFile(join(clientDir, "..", "build-time.json"), `${JSON.stringify(timing, null, 2)}\n`);
        logger.info(`critical CSS, CSP hashes and compression for ${timing.pages} pages in ${timing.postBuildMs} ms`);
      },
    },
  };
}
