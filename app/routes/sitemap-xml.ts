import { execFileSync } from "node:child_process";
import { allPageSeo } from "#app/site/seo-registry.ts";
import { site } from "#app/content/site.ts";
import { buildSitemap, sitemapEntries } from "#app/lib/sitemap.ts";

/**
 * sitemap.xml: a resource route prerendered to build/client/sitemap.xml (like the RSS feed),
 * listing every canonical page of the same registry the pages take their meta from.
 *
 * `lastmod` of a page that is not a blog post: the date of the last commit that touched
 * app/, where every page's text, figures and templates live. That is the honest upper
 * bound of "this page last changed" without mapping each page to its files; a rebuild with
 * no content change does not move it. Without git (a source tarball), the build date.
 */
function contentLastChanged(): string {
  const today = new Date().toISOString().slice(0, 10);
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "app"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? date.trim() : today;
  } catch {
    return today;
  }
}

export function loader() {
  const xml = buildSitemap(sitemapEntries(allPageSeo, { siteUrl: site.url, siteLastmod: contentLastChanged() }));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
