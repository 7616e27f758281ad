import { describe, expect, it } from "vitest";
import { sitePaths } from "./site-pages.ts";
import { splitLocalePath } from "#app/lib/locales.ts";
import { SEARCH_KINDS, SEARCH_PATH, searchKindOf } from "./site-search.ts";

const englishPaths = sitePaths.filter((path) => splitLocalePath(path).locale === "en");
const kinds = new Map(englishPaths.map((path) => [path, searchKindOf(path)]));
const pathsOf = (kind: string) => englishPaths.filter((path) => kinds.get(path) === kind);

describe("searchKindOf", () => {
  it("gives every kind to some page", () => {
    for (const kind of SEARCH_KINDS) expect(pathsOf(kind), kind).not.toEqual([]);
  });

  it("finds services, solutions, regions, price lists, the SLA, trust and status events", () => {
    expect(searchKindOf("/services/kubernetes-service")).toBe("service");
    expect(searchKindOf("/solutions")).toBe("service");
    expect(searchKindOf("/international/lagos")).toBe("service");
    expect(searchKindOf("/pricing")).toBe("priceList");
    expect(searchKindOf("/pricing/ngn")).toBe("priceList");
    expect(searchKindOf("/legal/sla")).toBe("legal");
    expect(searchKindOf("/trust/kenya")).toBe("legal");
    expect(searchKindOf("/resources/documentation")).toBe("guide");
    expect(searchKindOf("/resources/help-center")).toBe("question");
    expect(pathsOf("status").every((path) => path.startsWith("/status/incidents/"))).toBe(true);
  });

  it("takes every blog post and none of the blog's listings", () => {
    const posts = pathsOf("blogPost");
    expect(posts.length).toBeGreaterThan(10);
    for (const path of posts) expect(path).toMatch(/^\/resources\/blog\/(?!page$|category$|tag$)[a-z0-9-]+$/);
    for (const path of englishPaths.filter((path) => /^\/resources\/blog\/(page|category|tag)\//.test(path)))
      expect(kinds.get(path), path).toBeUndefined();
  });

  it("leaves out the home page, forms and where they land, feeds, the site map and the search page", () => {
    for (const path of ["/", "/contact", "/forms/thanks/contact", "/newsletter/confirmed", "/sitemap", "/about-us", SEARCH_PATH])
      expect(searchKindOf(path), path).toBeUndefined();
    for (const path of englishPaths.filter((path) => /\.(xml|json|atom|ics|txt)$/.test(path)))
      expect(kinds.get(path), path).toBeUndefined();
  });
});
