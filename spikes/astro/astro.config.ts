/**
 * Issue 45's spike: Astro 7 builds five of the site's pages (/, /ar, /services/cloud-computing,
 * /status, /contact) and the 404 page from the site's own React route modules and templates in
 * app/, unchanged. React, Tailwind and the app's modules resolve from the root node_modules, so
 * there is one React (`npm ls react` at the root). See README.md.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { Plugin } from "vite";
import { SPECULATION_RULES } from "../../app/lib/speculation-rules.ts";
import { NOT_FOUND_LOG_SCRIPT } from "../../app/components/sections/not-found.tsx";
import { postBuild } from "./src/shell/post-build.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const islandSlot = fileURLToPath(new URL("./src/shell/island-slot.tsx", import.meta.url));
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}` as `sha256-${string}`;

/**
 * The app's <Island> renders its component and writes the site's own island container; here every
 * import of it becomes island-slot.tsx, which puts in the Astro island the page shell rendered
 * for that name (a named slot). Nothing under app/ changes.
 */
function islandsAsSlots(): Plugin {
  return {
    name: "spike-islands-as-slots",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "#app/components/ui/island.tsx" && importer !== islandSlot) return islandSlot;
      return null;
    },
  };
}

/**
 * The app's content loader finds content/ from its own file (`import.meta.dirname`); bundled into
 * Astro's prerender chunks it would look beside the chunk. The source file's folder is written in.
 * (The full port replaces these loaders with content collections, which need no such thing.)
 */
function sourceDirname(): Plugin {
  return {
    name: "spike-source-dirname",
    transform(code, id) {
      if (!id.startsWith(`${root}app/`) || !code.includes("import.meta.dirname")) return null;
      return code.replaceAll("import.meta.dirname", JSON.stringify(dirname(id)));
    },
  };
}

/**
 * sonner (the forms' toaster) adds its stylesheet as a <style> when its module loads (decision 007
 * allowed it with 'unsafe-inline'). A policy with hashes ignores 'unsafe-inline', so its text is
 * hashed here, read from sonner's build: a new sonner version changes it, and the hydration check
 * (scripts/hydration.ts) reports the refusal.
 */
const sonnerCss = JSON.parse(/__insertCSS\((".*?")\);\n/s.exec(readFileSync(fileURLToPath(import.meta.resolve("sonner")).replace(/index\.js$/, "index.mjs"), "utf8"))?.[1] ?? '""') as string;

export default defineConfig({
  root: fileURLToPath(new URL("./", import.meta.url)),
  // SPIKE_OUT: another folder for a variant (e.g. build-own-csp), so two can be compared.
  outDir: `./${process.env.SPIKE_OUT ?? "build"}/client`,
  site: "https://www.baobabcloud.example",
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "never", assets: "assets" },
  compressHTML: true,
  integrations: [react(), postBuild()],
  // SPIKE_CSP=own: Astro's CSP off, and the post-build step writes today's per-page policy (scripts/build/csp.ts).
  security: process.env.SPIKE_CSP === "own" ? {} : {
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "object-src 'none'",
        "base-uri 'none'",
      ],
      // The page shell's two inline scripts Astro does not see (is:inline and React's own <script>): hashed by hand.
      scriptDirective: { resources: ["'self'"], hashes: [sha256(SPECULATION_RULES), sha256(NOT_FOUND_LOG_SCRIPT)] },
      // React's style="" attributes need 'unsafe-inline' for attributes (decision 007); <style> elements are hashed.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }], hashes: [sha256(sonnerCss)] },
    },
  },
  vite: {
    plugins: [islandsAsSlots(), sourceDirname(), tailwindcss()],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    server: { fs: { allow: [root] } },
    build: { reportCompressedSize: false },
  },
});
