import { describe, expect, it } from "vitest";
import { archiveListings, listingPagePath, paginate, popularTagCounts, sortNewestFirst, tagCounts, tagSlug } from "./archive.ts";

/** n posts in a category, dated one day apart (post-1 newest), with the given tags. */
const makePosts = (n: number, category: string, tags: (i: number) => string[] = () => ["Cloud"], prefix = category) =>
  Array.from({ length: n }, (_, i) => ({
    slug: `${prefix}-${i + 1}`,
    title: `${prefix} ${i + 1}`,
    date: new Date(Date.UTC(2026, 9, 30 - i - (prefix === "b" ? 0.5 : 0))).toISOString().slice(0, 10),
    category,
    tags: tags(i + 1),
  }));

describe("paginate", () => {
  it("splits into full pages and a shorter last one", () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
  it("gives an empty list one empty page and rejects a page size below 1", () => {
    expect(paginate([], 12)).toEqual([[]]);
    expect(() => paginate([1], 0)).toThrow();
  });
});

describe("listingPagePath", () => {
  it("keeps page 1 at the listing's address and numbers the rest", () => {
    expect(listingPagePath("/resources/blog", 1)).toBe("/resources/blog");
    expect(listingPagePath("/resources/blog", 3)).toBe("/resources/blog/page/3");
  });
});

describe("tagSlug", () => {
  it("makes lowercase hyphenated URL segments", () => {
    expect(tagSlug("Data residency")).toBe("data-residency");
    expect(tagSlug("CI/CD")).toBe("ci-cd");
    expect(tagSlug("  Côte d'Ivoire ")).toBe("cote-d-ivoire");
    expect(tagSlug("R&D")).toBe("r-and-d");
  });
});

describe("tagCounts", () => {
  const posts = [
    { slug: "new", title: "New", date: "2026-11-02", category: "a", tags: ["Data Residency", "Kubernetes"] },
    { slug: "old", title: "Old", date: "2026-10-01", category: "a", tags: ["data residency", "Naira"] },
    { slug: "mid", title: "Mid", date: "2026-10-15", category: "b", tags: ["Naira", "Data residency", "Edge"] },
  ];
  it("counts each tag once per post, most used first then by name, spelled as the newest post spells it", () => {
    expect(tagCounts(posts)).toEqual([
      { slug: "data-residency", label: "Data Residency", count: 3 },
      { slug: "naira", label: "Naira", count: 2 },
      { slug: "edge", label: "Edge", count: 1 },
      { slug: "kubernetes", label: "Kubernetes", count: 1 },
    ]);
  });
  it("keeps the most used for popular tags", () => {
    expect(popularTagCounts(posts, 2).map((tag) => tag.slug)).toEqual(["data-residency", "naira"]);
  });
});

describe("archiveListings", () => {
  const posts = [
    ...makePosts(25, "a", (i) => (i % 2 === 0 ? ["Even", "Cloud"] : ["Cloud"]), "a"),
    ...makePosts(3, "b", () => ["Cloud"], "b"),
  ];
  const listings = archiveListings(posts, ["a", "b", "empty"], { perPage: 12, tagLimit: 2 });
  const byPath = new Map(listings.map((listing) => [listing.path, listing]));

  it("pages the whole archive newest first, each post on exactly one page", () => {
    const all = listings.filter((listing) => listing.filter.kind === "all");
    expect(all.map((listing) => listing.path)).toEqual(["/resources/blog", "/resources/blog/page/2", "/resources/blog/page/3"]);
    expect(all.map((listing) => listing.posts.length)).toEqual([12, 12, 4]);
    const shown = all.flatMap((listing) => listing.posts);
    expect(shown.map((post) => post.slug).sort()).toEqual(posts.map((post) => post.slug).sort());
    expect(shown).toEqual(sortNewestFirst(posts));
    expect(all.map((listing) => listing.firstIndex)).toEqual([1, 13, 25]);
    for (const listing of all) {
      expect(listing.total).toBe(28);
      expect(listing.pageCount).toBe(3);
      expect(listing.pagePaths).toEqual(all.map((page) => page.path));
    }
  });

  it("gives each category its own pages holding exactly its posts, and an empty category one empty page", () => {
    const a = listings.filter((listing) => listing.filter.kind === "category" && listing.filter.id === "a");
    expect(a.map((listing) => listing.path)).toEqual([
      "/resources/blog/category/a",
      "/resources/blog/category/a/page/2",
      "/resources/blog/category/a/page/3",
    ]);
    expect(a.flatMap((listing) => listing.posts).every((post) => post.category === "a")).toBe(true);
    expect(a.flatMap((listing) => listing.posts)).toHaveLength(25);
    expect(byPath.get("/resources/blog/category/b")?.posts.map((post) => post.slug)).toEqual(["b-1", "b-2", "b-3"]);
    expect(byPath.get("/resources/blog/category/empty")).toMatchObject({ posts: [], total: 0, pageCount: 1, firstIndex: 0 });
  });

  it("gives each popular tag its pages, holding exactly the posts that carry it", () => {
    const tagListings = listings.filter((listing) => listing.filter.kind === "tag");
    expect([...new Set(tagListings.map((listing) => listing.pagePaths[0]))]).toEqual([
      "/resources/blog/tag/cloud",
      "/resources/blog/tag/even",
    ]);
    const even = byPath.get("/resources/blog/tag/even");
    expect(even?.total).toBe(12);
    expect(even?.posts.every((post) => post.tags.includes("Even"))).toBe(true);
    expect(byPath.get("/resources/blog/tag/cloud/page/3")?.posts).toHaveLength(4);
  });

  it("gives every page a unique path", () => {
    expect(byPath.size).toBe(listings.length);
  });
});
