import { defineConfig } from "vitest/config";

// `npm run test:workflows` (part of `npm test`): every GitHub Actions workflow, linted offline.
export default defineConfig({
  test: {
    include: ["tests/workflows/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-workflows.json" }]],
  },
});
