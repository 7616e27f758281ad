import { BLOG_PATH, BLOG_RSS_PATH, blogPosts } from "#app/content/blog/posts.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { site } from "#app/content/company/site.ts";
import { buildRssFeed } from "#app/lib/rss.ts";
import { feedTitle } from "#app/content/blog/text.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";
import type { LoaderArgs } from "#app/lib/page-module.ts";

/**
 * The blog's RSS 2.0 feed: a resource route (no component) whose response React Router
 * prerenders to build/client/resources/blog/rss.xml even with `ssr: false`; each language has its
 * own (/fr/resources/blog/rss.xml ...), linking to its pages.
 */
export function loader({ request }: LoaderArgs) {
  const locale = pathLocale(new URL(request.url).pathname);
  const url = (path: string) => new URL(localHref(path, locale), site.url).href;
  const xml = buildRssFeed({
    title: feedTitle(locale),
    language: locale,
    description: pageSeo[locale].blog.description,
    link: url(BLOG_PATH),
    selfLink: url(BLOG_RSS_PATH),
    items: blogPosts(locale).map((post) => ({
      title: post.title,
      link: url(post.path),
      description: post.excerpt,
      date: post.date,
      author: post.author,
      categories: [post.categoryLabel, ...post.tagLabels],
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
