import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCircles, importedSpecifiers, importGraph } from "./import-circles.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the app's modules", () => {
  it("import no circle (a module that, through others, imports itself)", () => {
    const graph = importGraph(root, "app");
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("app/content/about/page.ts")).toContain("app/content/places/loaded.ts");
    expect(importCircles(graph).map((circle) => circle.join(" → "))).toEqual([]);
  });
});

describe("the circle finder", () => {
  it("reads imports, type imports, re-exports and import() of a string", () => {
    const source = [
      `import { a } from "./a.ts";`,
      `import type { B } from "#app/b.ts";`,
      `export { c } from "../c.ts";`,
      `export * from "./d.ts";`,
      `const e = await import("./e.ts");`,
      `import { readFileSync } from "node:fs";`,
    ].join("\n");
    expect(importedSpecifiers("x.ts", source)).toEqual(["./a.ts", "#app/b.ts", "../c.ts", "./d.ts", "./e.ts", "node:fs"]);
  });

  it("finds each circle once, however long, and none in a graph that only branches", () => {
    const graph = new Map([
      ["a", ["b", "d"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["e"]],
      ["e", ["d", "f"]],
      ["f", []],
    ]);
    expect(importCircles(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["d", "e", "d"],
    ]);
    expect(
      importCircles(
        new Map([
          ["a", ["b", "c"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });
});
