import { defineConfig } from "vitest/config";

// `npm run test:deploy`: after the build (the unit tests run before it), so a file of its own.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 15_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-deploy.json" }]],
  },
});
