import { defineConfig } from "vitest/config";

// `npm run test:editorial` (part of `npm test`): an editor's realistic change, applied to a copy
// of the tree, must pass the fast check (`npm run check`). It builds the copy: minutes, not seconds.
export default defineConfig({
  test: {
    include: ["tests/editorial/**/*.test.ts"],
    environment: "node",
    testTimeout: 900_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-editorial.json" }]],
  },
});
