/**
 * Astro builds every page and file of every language in one build (docs/decisions/021): the pages
 * are app/pages' thin shells around the React templates in app/routes, prerendered to HTML with
 * no framework runtime. `astro build` is the whole build (`npm run build`): the integrations in
 * integrations/ draw the link-preview cards beside it, then build the islands and run
 * scripts/build/postbuild.ts, which links the islands, inlines each page's critical CSS, hashes
 * its Content-Security-Policy and precompresses.
 */
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import type { Plugin } from "vite";
import { postFrontmatterSchema } from "./app/content/blog/post-schema.ts";
import { localeCodes, SOURCE_LOCALE } from "./app/lib/locales.ts";
import { islands } from "./scripts/vite/vite-plugin-islands.ts";
import { contentReload } from "./scripts/vite/vite-plugin-content.ts";
import { BLOG_POST_FILE, markdown } from "./scripts/vite/vite-plugin-markdown.ts";
import { linkPreviewCards } from "./integrations/link-preview-cards.ts";
import { devServer } from "./integrations/dev-server.ts";
import { buildStamp, siteBuildSteps } from "./integrations/site-build-steps.ts";

const appDir = fileURLToPath(new URL("./app/", import.meta.url));

/**
 * The content loaders find content/ from their own file (`import.meta.dirname`, `import.meta.url`);
 * bundled into Astro's prerender chunks they would look beside the chunk, so the source file's
 * folder and URL are written in.
 */
function sourceLocation(): Plugin {
  return {
    name: "baobab-source-location",
    transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(appDir) || !/import\.meta\.(dirname|url)\b/.test(code)) return null;
      return code
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(id)))
        .replace(/import\.meta\.url\b/g, JSON.stringify(pathToFileURL(id).href));
    },
  };
}

export default defineConfig({
  srcDir: "./app",
  // BUILD_DIR lets several builds run side by side (e.g. parallel work on one machine).
  outDir: `./${process.env.BUILD_DIR ?? "build"}/client`,
  site: "https://www.baobabcloud.example",
  // A language's home is linked as "/fr/"; every other page without a slash. Both are served.
  trailingSlash: "ignore",
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  // The languages, from the site's one list (app/lib/locales.ts): English at the root, every
  // other language under its code. Each page is listed with its language's prefix by
  // app/site/site-pages.ts; Astro gives the pages `Astro.currentLocale` from it.
  i18n: { locales: [...localeCodes], defaultLocale: SOURCE_LOCALE, routing: { prefixDefaultLocale: false } },
  // The build's own steps, in this order at astro:build:done: the islands build and postbuild, then
  // the cards (drawn since the config was read) copied in and checked, then the build stamp.
  // PAGES_ONLY=1 builds the pages alone (the pseudo-locale's build, whose text is all tests/pseudo reads).
  integrations: [react(), devServer(), ...(process.env.PAGES_ONLY ? [] : [siteBuildSteps(), linkPreviewCards(), buildStamp()])],
  // `npm run dev` shows the pages as they are built, without Astro's toolbar.
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      tailwindcss(),
      // Blog posts: Markdown compiled and validated at build time.
      markdown({ include: BLOG_POST_FILE, schema: postFrontmatterSchema }),
      // *.island.tsx files: their typed names, and their browser modules for the dev server.
      islands(),
      // `astro dev`: an edit under content/ shows on the open page without a restart.
      contentReload(),
      sourceLocation(),
    ],
    define: {
      // One year for the prerendered HTML and the islands' bundles, so hydration agrees.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    build: {
      reportCompressedSize: false,
      // Assets keep their names (africa-map-outlines-<hash>.svg); the site's one stylesheet, which
      // Astro would name after the page shell, is "site" (postbuild inlines what each page uses).
      rolldownOptions: {
        output: {
          assetFileNames: ({ names }) => (names[0]?.endsWith(".css") ? "assets/site-[hash][extname]" : "assets/[name]-[hash][extname]"),
        },
      },
    },
  },
});
