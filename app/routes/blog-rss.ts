import { BLOG_PATH, BLOG_RSS_PATH, blogPosts } from "#app/content/blog.ts";
import { pageSeo } from "#app/content/pages.ts";
import { site } from "#app/content/site.ts";
import { buildRssFeed } from "#app/lib/rss.ts";
import { feedTitle } from "#app/content/blog-text.ts";
import { pageLocale } from "#app/content/locale.data.ts";
import { localHref } from "#app/i18n/local-href.ts";

/**
 * The blog's RSS 2.0 feed: a resource route (no component) whose response React Router
 * prerenders to build/client/resources/blog/rss.xml even with `ssr: false`; each language has its
 * own (/fr/resources/blog/rss.xml ...), linking to its pages.
 */
export function loader() {
  const xml = buildRssFeed({
    title: feedTitle,
    language: pageLocale.code,
    description: pageSeo.blog.description,
    link: new URL(localHref(BLOG_PATH), site.url).href,
    selfLink: new URL(localHref(BLOG_RSS_PATH), site.url).href,
    items: blogPosts.map((post) => ({
      title: post.title,
      link: new URL(localHref(post.path), site.url).href,
      description: post.excerpt,
      date: post.date,
      author: post.author,
      categories: [post.categoryLabel, ...post.tagLabels],
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
