import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ISLAND_NAMES_FILE, islandFiles, islandNamesSource } from "../../scripts/vite/vite-plugin-islands.ts";

describe("island names", () => {
  it("island-names.ts lists exactly the *.island.tsx files (Vite rewrites it when it starts)", () => {
    expect(readFileSync(ISLAND_NAMES_FILE, "utf8")).toBe(islandNamesSource(islandFiles()));
  });

  it("every island file default-exports a component", async () => {
    for (const [name, file] of islandFiles()) {
      const module = (await import(file)) as { default?: unknown };
      expect(typeof module.default, name).toBe("function");
    }
  });
});
