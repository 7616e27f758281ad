import { defineConfig } from "vitest/config";

// `npm run test:built` (part of `npm run check`): invariants of the built site in build/client
// (BUILD_DIR), read as files, no browser: true of any valid content.
export default defineConfig({
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-built.json" }]],
  },
});
