import { defineConfig } from "vite";
import { islandEntryId, islandFiles, islands } from "./scripts/vite/vite-plugin-islands.ts";
import { islandWords } from "./scripts/vite/vite-plugin-island-words.ts";
import { FIELD_DATA_ENTRY } from "./app/islands/loader.ts";

/**
 * The second build (after Astro's, integrations/site-build-steps.ts runs it through Vite's build
 * API into Astro's outDir): one browser module per island, that is per
 * app/**\/*.island.tsx file (scripts/vite/vite-plugin-islands.ts), hashed into build/client/assets
 * beside the site's CSS. Shared code (React DOM, sonner, zod) is split into common chunks, so
 * two islands on one page share one copy. The manifest tells scripts/build/postbuild.ts which file
 * each island's container loads, and which is the measurement script (app/field-data/measure.ts).
 */
const entries = {
  ...Object.fromEntries([...islandFiles().keys()].map((name) => [name, islandEntryId(name)])),
  // Not an island: the field data's measurement script (app/field-data/), which the loader imports on every page.
  [FIELD_DATA_ENTRY]: "app/field-data/measure.ts",
};

export default defineConfig({
  publicDir: false,
  plugins: [islands(), islandWords()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    emptyOutDir: false,
    manifest: ".vite/islands-manifest.json",
    // Islands load only after the first paint, by the loader's import(): no preload tags.
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: entries,
      // As in vite.config.ts: icons a barrel re-exports and no island imports are not compiled.
      experimental: { lazyBarrel: true },
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components; meaningless here.
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
