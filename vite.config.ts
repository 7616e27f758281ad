import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { postFrontmatterSchema } from "./app/content/blog-post-schema.ts";
import { islands } from "./scripts/vite/vite-plugin-islands.ts";
import { contentData } from "./scripts/vite/vite-plugin-content.ts";
import { BLOG_POST_FILE, markdown } from "./scripts/vite/vite-plugin-markdown.ts";

// Vitest loads this file too; the React Router plugin is only for the app build.
const isVitest = process.env.VITEST === "true";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Blog posts: Markdown compiled and validated at build time (for Vitest too).
    markdown({ include: BLOG_POST_FILE, schema: postFrontmatterSchema }),
    // *.island.tsx files: their typed names, and their browser modules for the dev server.
    islands(),
    // Content files (content/, read by app/content/*.data.ts) become JSON at build time; Vitest runs the loaders as written.
    ...(isVitest ? [] : [contentData(), reactRouter()]),
  ],
  build: {
    // Nobody reads the gzip sizes Vite would compute of every output file to print them.
    reportCompressedSize: false,
    // Modules a barrel (lucide-react's index of about 4,800 icons) re-exports and nothing imports
    // are not compiled: the client build transformed 2,935 modules, most of them icons.
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
  define: {
    // One year for the prerendered HTML and the browser bundle, so hydration agrees.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      // The content and the build's steps: pure functions of the files. Their test files share
      // each worker's modules (the content loaded once per worker, not once per file), which
      // takes the suite from about 90 s of CPU to about 30 s on two cores.
      { extends: true, test: { name: "content", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], isolate: false } },
      // The forms server's tests set its environment and start servers: each file on its own.
      { extends: true, test: { name: "server", include: ["server/**/*.test.ts", "shared/**/*.test.ts"] } },
    ],
  },
});
