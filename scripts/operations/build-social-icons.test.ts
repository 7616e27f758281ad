import { readFileSync } from "node:fs";
import { siInstagram } from "simple-icons";
import { describe, expect, it } from "vitest";
import { companyFactsSchema } from "../../app/content/company/schema.ts";
import { OUTPUT_PATH, optimizedPath, renderSvg } from "./build-social-icons.ts";

describe("the generated social icons", () => {
  it("are up to date with simple-icons and the script (run `npm run icons` if not)", () => {
    expect(readFileSync(OUTPUT_PATH, "utf8")).toBe(renderSvg());
  });

  it("hold a mark for every network the company's facts may name", () => {
    const ids = [...renderSvg().matchAll(/<path id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.sort()).toEqual([...companyFactsSchema.shape.social.element.shape.network.options].sort());
  });

  it("carry at most two decimals, and are shorter than simple-icons' own paths", () => {
    const path = optimizedPath(siInstagram.path);
    expect(path).not.toMatch(/\.\d{3}/);
    expect(siInstagram.path).toMatch(/\.\d{3}/);
    expect(path.length).toBeLessThan(siInstagram.path.length * 0.7);
  });
});
