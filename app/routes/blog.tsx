import { BlogTemplate } from "#app/components/templates/blog-template.tsx";
import { blogCategoryLinks, blogListings, popularTags } from "#app/content/blog/posts.ts";
import { BLOG_RSS_PATH } from "#app/content/blog/archive.ts";
import { blogText } from "#app/content/blog/text.ts";
import { site } from "#app/content/company/site.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { siteSeo } from "#app/site/seo.ts";
import { pathLocale, usePageLocale } from "#app/i18n/page-locale.ts";
import { feedTitle } from "#app/content/blog/text.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { usePagePath, type MetaFunction } from "#app/lib/page-module.ts";

/**
 * Every listing page of the blog (/resources/blog, its later pages, each category and
 * popular tag): one module, found by path, like the other families. The listing is found when
 * the page is prerendered, so the browser gets this page's posts in its HTML, not a bundle of
 * every post.
 */
function blogPage(pathname: string) {
  const locale = pathLocale(pathname);
  return { listing: findByPath(blogListings(locale), pathname), categories: blogCategoryLinks(locale), popularTags: popularTags(locale) };
}

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const { listing } = blogPage(location.pathname);
  const neighbour = (offset: number) => listing.pagePaths[listing.page - 1 + offset];
  const prev = neighbour(-1);
  const next = neighbour(1);
  // rel=prev/next tell crawlers and some browsers how the pages of one listing follow on.
  return [
    ...siteSeo(locale).seo(listing),
    ...(prev ? [{ tagName: "link" as const, rel: "prev", href: new URL(localHref(prev, locale), site.url).href }] : []),
    ...(next ? [{ tagName: "link" as const, rel: "next", href: new URL(localHref(next, locale), site.url).href }] : []),
    // Lets feed readers and browsers find the feed from the blog's address.
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feedTitle(locale), href: localHref(BLOG_RSS_PATH, locale) },
  ];
};

export default function BlogRoute() {
  const locale = usePageLocale().code;
  const page = blogPage(usePagePath());
  return (
    <BlogTemplate
      listing={page.listing}
      categories={page.categories}
      popularTags={page.popularTags}
      rssHref={localHref(BLOG_RSS_PATH, locale)}
      text={blogText(locale)}
    />
  );
}
