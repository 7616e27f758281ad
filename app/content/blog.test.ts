import { describe, expect, it } from "vitest";
import { navMenus } from "../site/navigation.ts";
import { postBodyHtml } from "./blog-post-bodies.ts";
import { postFrontmatterSchema } from "./blog-post-schema.ts";
import { blogCategoryLinks, blogListings, blogPosts, popularTags } from "./blog.ts";
import { tagSlug } from "./blog-archive.ts";
import { pageSeo } from "./pages.ts";
import { allPageSeo } from "../site/seo-registry.ts";

/** The spec's article counts per category (issue 8): the posts must make them true. */
const specCounts = {
  "cloud-infrastructure": 12,
  "security-compliance": 8,
  "developer-guides": 15,
  "networking-performance": 10,
  "business-billing": 7,
};

describe("blog categories", () => {
  it("count the posts in each category", () => {
    for (const category of blogCategoryLinks) {
      expect(category.count, category.id).toBe(blogPosts.filter((post) => post.category === category.id).length);
      expect(category.path).toBe(`/resources/blog/category/${category.id}`);
    }
    expect(blogCategoryLinks.reduce((sum, category) => sum + category.count, 0)).toBe(blogPosts.length);
  });
  it("hold the spec's 12, 8, 15, 10 and 7 articles, 52 in all, counted from the posts", () => {
    expect(Object.fromEntries(blogCategoryLinks.map((category) => [category.id, category.count]))).toEqual(specCounts);
    expect(blogPosts).toHaveLength(52);
  });
});

describe("blog posts", () => {
  it("are newest first, with unique slugs", () => {
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(blogPosts.length);
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
  // With 52 posts, articles also point readers to a region or to the contact page: any page
  // of this site is fine in a body, as long as it exists and the post leads to a product.
  it("relate to service pages in the Services menu, and link in their body to pages of this site, a service among them", () => {
    const services = new Set<string>(navMenus.find((menu) => menu.id === "services")?.items.map((item) => item.href));
    const sitePaths = new Set<string>(allPageSeo.map((page) => page.path));
    for (const post of blogPosts) {
      for (const href of post.relatedServices) expect(services, `${post.slug} relatedServices`).toContain(href);
      const bodyLinks = [...postBodyHtml(post.slug).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(
        bodyLinks.some((href) => href !== undefined && services.has(href)),
        `${post.slug} links to a product`,
      ).toBe(true);
      for (const href of bodyLinks) expect(sitePaths, `${post.slug} body link`).toContain(href);
    }
  });
  it("have an HTML body rendered at build time", () => {
    for (const post of blogPosts) expect(postBodyHtml(post.slug)).toMatch(/^<(h2|p)>/);
    expect(() => postBodyHtml("no-such-post")).toThrow();
  });
});

describe("popular tags", () => {
  it("are the most used tags, each with its post count and page", () => {
    expect(popularTags.length).toBeGreaterThan(0);
    expect(popularTags.length).toBeLessThanOrEqual(12);
    const counts = popularTags.map((tag) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const tag of popularTags) {
      const carrying = blogPosts.filter((post) => post.tags.some((candidate) => tagSlug(candidate) === tag.slug));
      expect(carrying.length, tag.label).toBe(tag.count);
      expect(tag.path).toBe(`/resources/blog/tag/${tag.slug}`);
    }
  });
});

describe("blog listings", () => {
  const find = (path: string) => blogListings.find((listing) => listing.path === path);
  it("page the whole blog 12 at a time, newest first, every post once", () => {
    const all = blogListings.filter((listing) => listing.filter.kind === "all");
    expect(all[0]?.path).toBe("/resources/blog");
    expect(all).toHaveLength(Math.ceil(blogPosts.length / 12));
    expect(all.flatMap((listing) => listing.posts)).toEqual(blogPosts);
  });
  it("give each category page exactly that category's posts, and say how many in its intro", () => {
    for (const category of blogCategoryLinks) {
      const pages = blogListings.filter((listing) => listing.filter.kind === "category" && listing.filter.id === category.id);
      const posts = pages.flatMap((listing) => listing.posts);
      expect(posts).toEqual(blogPosts.filter((post) => post.category === category.id));
      expect(find(category.path)?.title).toBe(`${category.label} Articles`);
      expect(find(category.path)?.intro).toContain(category.count === 1 ? "1 article" : `${category.count} articles`);
    }
  });
  it("title later pages with their number and the first page as the blog page", () => {
    expect(find("/resources/blog")).toMatchObject({ title: pageSeo.blog.title, description: pageSeo.blog.description });
    const second = blogListings.find((listing) => listing.page === 2);
    if (second) {
      expect(second.title).toMatch(/, page 2$/);
      expect(second.description).toMatch(/^Page 2 of \d+\. /);
    }
  });
});
