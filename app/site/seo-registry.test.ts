import { describe, expect, it } from "vitest";
import { seoProblems } from "#app/lib/seo.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { allPageSeo } from "./seo-registry.ts";

describe.each(localeCodes)("page titles and descriptions in %s", (locale) => {
  const pages = allPageSeo(locale);
  // Every language is held to the same limits (titles 5–60, descriptions 50–160 characters, STYLE.md):
  // a translation that runs longer is rewritten, not cut.
  it("are present and within length limits", () => {
    expect(pages.flatMap(seoProblems)).toEqual([]);
  });
  it("are present", () => {
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.description.trim(), page.path).not.toBe("");
    }
  });
  it("are unique across the site", () => {
    const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(duplicates(pages.map((page) => page.path))).toEqual([]);
    expect(duplicates(pages.map((page) => page.title))).toEqual([]);
    expect(duplicates(pages.map((page) => page.description))).toEqual([]);
  });
  it("name the same pages as in English", () => {
    expect(pages.map((page) => page.path)).toEqual(allPageSeo("en").map((page) => page.path));
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
