import { escapeXml } from "./rss.ts";
import type { PageSeo } from "./seo.ts";

/** The sitemap index crawlers are told about: it lists each language's sitemap. */
export const SITEMAP_PATH = "/sitemap.xml";
/** One language's pages: /sitemap-pages.xml for English, /fr/sitemap-pages.xml ... */
export const PAGE_SITEMAP_PATH = "/sitemap-pages.xml";

/** sitemaps.org 0.9 (https://www.sitemaps.org/protocol.html), built as text like the RSS feed. */
export type SitemapEntry = {
  /** Absolute URL of a canonical page. */
  loc: string;
  /** W3C date (YYYY-MM-DD) the page's content last changed. */
  lastmod: string;
};

/**
 * The sitemap's entries: every page of the registry a search engine should index (pages
 * marked `noindex` are left out), as absolute URLs. A page with a publication `date` (a blog
 * post) is dated by it; every other page by `siteLastmod`, the day its content last changed.
 */
export function sitemapEntries(
  pages: readonly (PageSeo & { date?: string })[],
  { siteUrl, siteLastmod }: { siteUrl: string; siteLastmod: string },
): SitemapEntry[] {
  return pages
    .filter((page) => !page.noindex)
    .map((page) => ({ loc: new URL(page.path, siteUrl).href, lastmod: page.date ?? siteLastmod }))
    .sort((a, b) => a.loc.localeCompare(b.loc));
}

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled, and here is the sitemap (absolute, as the protocol requires). */
/** A sitemap index (sitemaps.org): the absolute URLs of each language's sitemap. */
export function buildSitemapIndex(sitemapUrls: readonly string[], lastmod: string): string {
  const sitemaps = sitemapUrls.map(
    (url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

export function buildRobotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
