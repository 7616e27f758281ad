import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AFRICA_MAP_HEIGHT, AFRICA_MAP_WIDTH, africaMapCountries, africaMapPoints } from "../../app/content/generated/africa-map";
import { MAP_HEIGHT, MAP_WIDTH, OUTLINES_SVG_PATH, OUTPUT_PATH, renderModule, renderOutlinesSvg } from "./build-africa-map";

const point = (id: keyof typeof africaMapPoints) => {
  const [x, y] = africaMapPoints[id];
  return { x, y };
};

/** Bounding box of an SVG path made of absolute M/L commands (what d3-geo writes). */
function bounds(d: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, x, y] of d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)) {
    xs.push(Number(x));
    ys.push(Number(y));
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const countryBounds = (name: string) => {
  const country = africaMapCountries.find((candidate) => candidate.name === name);
  if (!country) throw new Error(`${name} is not on the map`);
  return bounds(country.d);
};

describe("the generated Africa map", () => {
  it("is up to date with the script and the data-center coordinates (run `npm run map` if not)", () => {
    expect(readFileSync(OUTPUT_PATH, "utf8")).toBe(renderModule());
    expect(readFileSync(OUTLINES_SVG_PATH, "utf8")).toBe(renderOutlinesSvg());
  });

  it("draws Africa's countries and nothing else", () => {
    const names = africaMapCountries.map((country) => country.name);
    expect(names.length).toBeGreaterThanOrEqual(50);
    for (const name of ["Nigeria", "Egypt", "Kenya", "South Africa", "Sudan", "Madagascar", "Morocco", "Somalia"]) {
      expect(names).toContain(name);
    }
    for (const name of ["Spain", "Saudi Arabia", "Yemen", "Israel", "Somaliland"]) expect(names).not.toContain(name);
    expect(new Set(africaMapCountries.map((country) => country.id)).size).toBe(names.length);
  });

  it("keeps every outline and point inside the viewBox", () => {
    expect([AFRICA_MAP_WIDTH, AFRICA_MAP_HEIGHT]).toEqual([MAP_WIDTH, MAP_HEIGHT]);
    for (const country of africaMapCountries) {
      const box = bounds(country.d);
      expect(box.minX, country.name).toBeGreaterThanOrEqual(0);
      expect(box.minY, country.name).toBeGreaterThanOrEqual(0);
      expect(box.maxX, country.name).toBeLessThanOrEqual(AFRICA_MAP_WIDTH);
      expect(box.maxY, country.name).toBeLessThanOrEqual(AFRICA_MAP_HEIGHT);
    }
    for (const [id, [x, y]] of Object.entries(africaMapPoints)) {
      expect(x, id).toBeGreaterThan(0);
      expect(x, id).toBeLessThan(AFRICA_MAP_WIDTH);
      expect(y, id).toBeGreaterThan(0);
      expect(y, id).toBeLessThan(AFRICA_MAP_HEIGHT);
    }
  });

  it("projects north up and west left: Cairo above Khartoum above Nairobi above Cape Town, Lagos west of Cairo", () => {
    const cairo = point("edge-cairo");
    const khartoum = point("edge-khartoum");
    const nairobi = point("nairobi");
    const capeTown = point("edge-cape-town");
    const lagos = point("lagos");
    expect(cairo.y).toBeLessThan(khartoum.y);
    expect(khartoum.y).toBeLessThan(nairobi.y);
    expect(nairobi.y).toBeLessThan(capeTown.y);
    expect(lagos.x).toBeLessThan(cairo.x);
    expect(lagos.x).toBeLessThan(nairobi.x);
  });

  it("puts each city inside its own country's outline box", () => {
    const cases = [
      ["lagos", "Nigeria"],
      ["edge-cairo", "Egypt"],
      ["nairobi", "Kenya"],
      ["edge-cape-town", "South Africa"],
      ["edge-khartoum", "Sudan"],
    ] as const;
    for (const [id, country] of cases) {
      const { x, y } = point(id);
      const box = countryBounds(country);
      expect(x, id).toBeGreaterThanOrEqual(box.minX);
      expect(x, id).toBeLessThanOrEqual(box.maxX);
      expect(y, id).toBeGreaterThanOrEqual(box.minY);
      expect(y, id).toBeLessThanOrEqual(box.maxY);
    }
  });

  it("stays small: paths rounded to one decimal", () => {
    for (const country of africaMapCountries) expect(country.d).not.toMatch(/\d\.\d{2}/);
    expect(Buffer.byteLength(readFileSync(OUTPUT_PATH, "utf8"))).toBeLessThan(40 * 1024);
  });
});
