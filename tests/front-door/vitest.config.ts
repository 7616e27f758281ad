import { defineConfig } from "vitest/config";

// `npm run test:front-door`: the README's first command in a fresh copy of the project, last in
// `npm test` because it installs and builds a whole second copy (about two minutes).
export default defineConfig({
  test: {
    include: ["tests/front-door/**/*.test.ts"],
    environment: "node",
    testTimeout: 15_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-front-door.json" }]],
  },
});
