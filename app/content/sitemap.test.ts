// The site's own sitemap against its route table; buildSitemap and friends are pure helpers in lib/sitemap.ts.
import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog.ts";
import { allPageSeo } from "../site/seo-registry.ts";
import { site } from "./site.ts";
import routes from "#app/routes.ts";
import { routePaths } from "../site/route-paths.ts";
import { buildRobotsTxt, buildSitemap, sitemapEntries } from "#app/lib/sitemap.ts";

const siteUrl = "https://www.example.test";

describe("sitemapEntries", () => {
  const pages = [
    { path: "/", title: "Home", description: "d" },
    { path: "/resources/blog/post", title: "Post", description: "d", date: "2026-03-04" },
    { path: "/forms/thanks/contact", title: "Thanks", description: "d", noindex: true },
  ];

  it("lists indexable pages as absolute URLs, dated by their post date or the site's last change", () => {
    expect(sitemapEntries(pages, { siteUrl, siteLastmod: "2026-11-01" })).toEqual([
      { loc: "https://www.example.test/", lastmod: "2026-11-01" },
      { loc: "https://www.example.test/resources/blog/post", lastmod: "2026-03-04" },
    ]);
  });
});

describe("the site's sitemap", () => {
  const entries = sitemapEntries(allPageSeo, { siteUrl: site.url, siteLastmod: "2026-11-01" });
  const sitemapPaths = entries.map((entry) => new URL(entry.loc).pathname).sort();

  // Canonical pages: every route of the table except files (feeds, sitemap.xml, robots.txt),
  // the 404 (not in routePaths) and pages marked noindex (form confirmations).
  const noindexPaths = new Set(allPageSeo.filter((page) => page.noindex).map((page) => page.path));
  const canonicalPaths = routePaths(routes)
    .filter((path) => !/\.[a-z]+$/.test(path) && !noindexPaths.has(path))
    .sort();

  it("holds every canonical page of the route table, and nothing else", () => {
    expect(canonicalPaths.length).toBeGreaterThan(40);
    expect(sitemapPaths).toEqual(canonicalPaths);
  });

  it("leaves out the form confirmations", () => {
    expect(noindexPaths).toEqual(new Set(["/forms/thanks/contact", "/forms/thanks/support", "/forms/thanks/newsletter"]));
    for (const path of noindexPaths) expect(sitemapPaths).not.toContain(path);
  });

  it("dates each blog post by its publication date", () => {
    for (const post of blogPosts) expect(entries).toContainEqual({ loc: `${site.url}${post.path}`, lastmod: post.date });
  });
});

describe("buildSitemap", () => {
  it("writes sitemaps.org XML with escaped URLs", () => {
    const xml = buildSitemap([{ loc: "https://www.example.test/a?b=1&c=2", lastmod: "2026-01-02" }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url>\n    <loc>https://www.example.test/a?b=1&amp;c=2</loc>\n    <lastmod>2026-01-02</lastmod>\n  </url>\n</urlset>\n",
    );
  });
});

describe("buildRobotsTxt", () => {
  it("allows everything and names the sitemap", () => {
    expect(buildRobotsTxt("https://www.example.test/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.test/sitemap.xml\n",
    );
  });
});
