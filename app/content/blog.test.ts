import { describe, expect, it } from "vitest";
import { navMenus } from "./navigation";
import { postBodyHtml } from "./blog-post-bodies";
import { postFrontmatterSchema } from "./blog-post-schema";
import { archiveArticleCount, blogCategories, blogCategoriesWithPosts, blogPosts, filterPosts, popularTags } from "./blog";

describe("blog categories", () => {
  it("have the spec's archive counts, 12, 8, 15, 10 and 7", () => {
    expect(blogCategories.map((category) => category.archiveCount)).toEqual([12, 8, 15, 10, 7]);
    expect(archiveArticleCount).toBe(52);
  });
  it("count the posts published on this site", () => {
    const published = blogCategoriesWithPosts.reduce((sum, category) => sum + category.publishedCount, 0);
    expect(published).toBe(blogPosts.length);
  });
});

describe("blog posts", () => {
  it("are the four sample posts, newest first, with unique slugs", () => {
    expect(blogPosts).toHaveLength(4);
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(4);
  });
  it("have valid frontmatter and a path under the blog", () => {
    for (const post of blogPosts) {
      const { title, slug, date, author, authorRole, category, tags, excerpt, relatedServices } = post;
      expect(
        postFrontmatterSchema.safeParse({ title, slug, date, author, authorRole, category, tags, excerpt, relatedServices }).success,
      ).toBe(true);
      expect(post.path).toBe(`/resources/blog/${slug}`);
    }
  });
  it("are substantial articles with a reading time from their word count", () => {
    for (const post of blogPosts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(300);
      expect(post.readingMinutes).toBe(Math.max(1, Math.round(post.wordCount / 200)));
    }
  });
  it("link only to service pages in the Services menu", () => {
    const services = new Set<string>(navMenus.find((menu) => menu.id === "services")?.items.map((item) => item.href));
    for (const post of blogPosts) {
      for (const href of post.relatedServices) expect(services, `${post.slug} relatedServices`).toContain(href);
      const bodyLinks = [...postBodyHtml(post.slug).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(bodyLinks.length, `${post.slug} links to a product`).toBeGreaterThan(0);
      for (const href of bodyLinks) expect(services, `${post.slug} body link`).toContain(href);
    }
  });
  it("have an HTML body rendered at build time", () => {
    for (const post of blogPosts) expect(postBodyHtml(post.slug)).toMatch(/^<(h2|p)>/);
    expect(() => postBodyHtml("no-such-post")).toThrow();
  });
});

describe("popular tags", () => {
  it("each find at least one post", () => {
    for (const tag of popularTags) expect(filterPosts(blogPosts, { tag }).length, tag).toBeGreaterThan(0);
  });
});

describe("filterPosts", () => {
  const posts = [
    { title: "A", category: "developer-guides", tags: ["Kubernetes", "Migration"] },
    { title: "B", category: "business-billing", tags: ["Naira"] },
  ];
  it("filters by category and by tag, ignoring the tag's case", () => {
    expect(filterPosts(posts, { category: "business-billing" }).map((post) => post.title)).toEqual(["B"]);
    expect(filterPosts(posts, { tag: "kubernetes" }).map((post) => post.title)).toEqual(["A"]);
    expect(filterPosts(posts, { category: "business-billing", tag: "Kubernetes" })).toEqual([]);
    expect(filterPosts(posts, {})).toHaveLength(2);
  });
});
