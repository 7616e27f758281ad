import { defineConfig } from "vitest/config";

// `npm run test:pseudo`: reads the pseudo-locale's pages, which scripts/operations/pseudo-locale.ts builds first.
export default defineConfig({
  test: {
    include: ["tests/pseudo/**/*.test.ts"],
    environment: "jsdom",
    testTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-pseudo.json" }]],
  },
});
