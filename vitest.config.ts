/** The unit tests (npm run test:unit): the content, the build's steps, the forms server. */
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { postFrontmatterSchema } from "./app/content/blog/post-schema.ts";
import { islands } from "./scripts/vite/vite-plugin-islands.ts";
import { BLOG_POST_FILE, markdown } from "./scripts/vite/vite-plugin-markdown.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Blog posts: Markdown compiled and validated at build time (for Vitest too).
    markdown({ include: BLOG_POST_FILE, schema: postFrontmatterSchema }),
    // *.island.tsx files: their typed names, and their browser modules for the dev server.
    islands(),
  ],
  define: {
    // As in astro.config.ts: the year the footer shows.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The tests render pages as a build does.
    __DEV_SERVER__: "false",
  },
  test: {
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      // The content and the build's steps: pure functions of the files. Their test files share
      // each worker's modules (the content loaded once per worker, not once per file), which
      // takes the suite from about 90 s of CPU to about 30 s on two cores.
      {
        extends: true,
        test: { name: "content", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "integrations/**/*.test.ts"], isolate: false },
      },
      // The forms server's tests set its environment and start servers: each file on its own.
      { extends: true, test: { name: "server", include: ["server/**/*.test.ts", "shared/**/*.test.ts"] } },
    ],
  },
});
