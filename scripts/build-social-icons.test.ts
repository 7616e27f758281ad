import { readFileSync } from "node:fs";
import { siInstagram } from "simple-icons";
import { describe, expect, it } from "vitest";
import { OUTPUT_PATH, optimizedPath, renderModule } from "./build-social-icons.ts";

describe("the generated social icons", () => {
  it("are up to date with simple-icons and the script (run `npm run icons` if not)", () => {
    expect(readFileSync(OUTPUT_PATH, "utf8")).toBe(renderModule());
  });

  it("carry at most two decimals, and are shorter than simple-icons' own paths", () => {
    const path = optimizedPath(siInstagram.path);
    expect(path).not.toMatch(/\.\d{3}/);
    expect(siInstagram.path).toMatch(/\.\d{3}/);
    expect(path.length).toBeLessThan(siInstagram.path.length * 0.7);
  });
});
