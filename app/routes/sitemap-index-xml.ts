import { site } from "#app/content/company/site.ts";
import { locales, localePath } from "#app/lib/locales.ts";
import { buildSitemapIndex, PAGE_SITEMAP_PATH } from "#app/lib/sitemap.ts";
import { contentLastChanged } from "#app/site/content-dates.ts";

/** /sitemap.xml, the index robots.txt names: each language's sitemap of pages (sitemap-xml.ts). */
export function loader() {
  const sitemaps = locales.map((locale) => new URL(localePath(PAGE_SITEMAP_PATH, locale.code), site.url).href);
  return new Response(buildSitemapIndex(sitemaps, contentLastChanged()), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
