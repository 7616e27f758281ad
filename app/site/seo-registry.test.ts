import { describe, expect, it } from "vitest";
import { seoProblems } from "#app/lib/seo.ts";
import { allPageSeo } from "./seo-registry.ts";

describe("page titles and descriptions", () => {
  it("are present and within length limits", () => {
    expect(allPageSeo.flatMap(seoProblems)).toEqual([]);
  });
  it("are unique across the site", () => {
    const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(duplicates(allPageSeo.map((page) => page.path))).toEqual([]);
    expect(duplicates(allPageSeo.map((page) => page.title))).toEqual([]);
    expect(duplicates(allPageSeo.map((page) => page.description))).toEqual([]);
  });
});

describe("seoProblems", () => {
  it("flags a title or description that is too short or too long", () => {
    expect(seoProblems({ path: "/x", title: "Hi", description: "Short" })).toHaveLength(2);
    expect(seoProblems({ path: "/x", title: "A".repeat(61), description: "B".repeat(161) })).toHaveLength(2);
    expect(
      seoProblems({ path: "/x", title: "Fine title", description: "A description of a reasonable length for a search result." }),
    ).toEqual([]);
  });
});
