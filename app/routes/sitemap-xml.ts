import { allPageSeo } from "#app/site/seo-registry.ts";
import { site } from "#app/content/company/site.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import { buildSitemap, sitemapEntries } from "#app/lib/sitemap.ts";
import { contentLastChanged } from "#app/site/content-dates.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/**
 * This language's sitemap (/sitemap-pages.xml, /fr/sitemap-pages.xml ...): a resource route
 * prerendered to a file (like the RSS feed), listing every canonical page of the same registry
 * the pages take their meta from, at its address in this language. A blog post not translated
 * into it is left out: its copy here shows the English text. /sitemap.xml indexes these.
 */
export function loader({ request }: LoaderArgs) {
  const locale = pathLocale(new URL(request.url).pathname);
  const pages = allPageSeo(locale)
    .filter((page) => page.locales?.includes(locale) ?? true)
    .map((page) => ({ ...page, path: localHref(page.path, locale) }));
  const xml = buildSitemap(sitemapEntries(pages, { siteUrl: site.url, siteLastmod: contentLastChanged() }));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
