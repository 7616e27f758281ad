// The site's own sitemap against its route table; buildSitemap and friends are pure helpers in lib/sitemap.ts.
import { describe, expect, it } from "vitest";
import { blogPosts } from "../blog/posts.ts";
import { allPageSeo } from "../../site/seo-registry.ts";
import { site } from "../company/site.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { buildRobotsTxt, buildSitemap, sitemapEntries } from "#app/lib/sitemap.ts";
import { localeCodes, localePath, SOURCE_LOCALE, splitLocalePath, type Locale } from "#app/lib/locales.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { statusLandingPath, statusLandings } from "#app/forms/status-fields.ts";

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

/**
 * A language's sitemap entries as routes/sitemap-xml.ts lists them: every page of the registry
 * written in the language (a blog post not translated yet is left out), at its address there.
 */
const sitemapOf = (locale: Locale) =>
  sitemapEntries(
    allPageSeo(locale)
      .filter((page) => page.locales?.includes(locale) ?? true)
      .map((page) => ({ ...page, path: localHref(page.path, locale) })),
    { siteUrl: site.url, siteLastmod: "2026-11-01" },
  );

describe.each(localeCodes)("the site's sitemap in %s", (locale) => {
  const entries = sitemapOf(locale);
  const sitemapPaths = entries.map((entry) => new URL(entry.loc).pathname).sort();

  // Canonical pages: every route of this language's table except files (feeds, sitemaps, robots.txt),
  // the 404 (not in routePaths), pages marked noindex (form confirmations) and, in a translation,
  // the blog posts not translated yet (their copy there shows the English text).
  const noindexPaths = new Set(
    allPageSeo(locale)
      .filter((page) => page.noindex)
      .map((page) => localePath(page.path, locale)),
  );
  const untranslatedPaths = new Set(
    blogPosts(locale)
      .filter((post) => !post.locales?.includes(locale))
      .map((post) => localePath(post.path, locale)),
  );
  const canonicalPaths = sitePaths
    .filter((path) => splitLocalePath(path).locale === locale)
    .filter((path) => !/\.[a-z]+$/.test(path) && !noindexPaths.has(path) && !untranslatedPaths.has(path))
    .sort();

  it("holds every canonical page of the language's route table, at its address in the language, and nothing else", () => {
    expect(canonicalPaths.length).toBeGreaterThan(40);
    expect(sitemapPaths).toEqual(canonicalPaths);
    if (locale === SOURCE_LOCALE) expect(untranslatedPaths.size).toBe(0);
  });

  it("leaves out the form confirmations, the newsletter and status subscription links' pages and the search page", () => {
    expect(noindexPaths).toEqual(
      new Set(
        [
          "/search",
          "/forms/thanks/contact",
          "/forms/thanks/support",
          "/forms/thanks/newsletter",
          "/newsletter/confirmed",
          "/newsletter/link-invalid",
          "/newsletter/unsubscribed",
          ...statusLandings.map(statusLandingPath),
        ].map((path) => localePath(path, locale)),
      ),
    );
    for (const path of noindexPaths) expect(sitemapPaths).not.toContain(path);
  });

  it("dates each blog post in the language by its publication date", () => {
    const posts = blogPosts(locale).filter((post) => post.locales?.includes(locale));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(entries).toContainEqual({ loc: `${site.url}${localePath(post.path, locale)}`, lastmod: post.date });
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
