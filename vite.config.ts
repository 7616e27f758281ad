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
  define: {
    // One year for the prerendered HTML and the browser bundle, so hydration agrees.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "shared/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
