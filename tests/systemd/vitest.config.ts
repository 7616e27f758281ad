import { defineConfig } from "vitest/config";

// `npm run test:systemd` (part of `npm test`): the forms server's unit, deploy/systemd/.
export default defineConfig({
  test: {
    include: ["tests/systemd/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/vitest-systemd.json" }]],
  },
});
