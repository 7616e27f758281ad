import { usePagePath, type MetaFunction } from "#app/lib/page-module.ts";
import { BlogPostTemplate } from "#app/components/templates/blog-post-template.tsx";
import { BLOG_PATH, BLOG_RSS_PATH, blogPosts } from "#app/content/blog/posts.ts";
import { postBodyHtml } from "#app/content/blog/post-bodies.ts";
import { navMenus } from "#app/site/navigation.ts";
import { findByPath } from "#app/lib/find-by-path.ts";
import { siteSeo } from "#app/site/seo.ts";
import { blogPostingLd } from "#app/site/structured-data.ts";
import { feedTitle } from "#app/content/blog/text.ts";
import { localHref } from "#app/i18n/local-href.ts";
import { pathLocale } from "#app/i18n/page-locale.ts";

export const meta: MetaFunction = ({ location }) => {
  const locale = pathLocale(location.pathname);
  const post = findByPath(blogPosts(locale), location.pathname);
  const { seo, ogImageUrl } = siteSeo(locale);
  return [
    ...seo(post, [blogPostingLd(post, ogImageUrl(post), locale)]),
    // Lets feed readers and browsers find the feed from the post's address.
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feedTitle(locale), href: localHref(BLOG_RSS_PATH, locale) },
  ];
};

/**
 * The body is rendered when the page is prerendered: the browser gets only this post's HTML, in
 * the page, instead of a bundle holding every post's body.
 */
export default function BlogPostRoute() {
  const pathname = usePagePath();
  const locale = pathLocale(pathname);
  const posts = blogPosts(locale);
  const post = findByPath(posts, pathname);
  const serviceLinks = navMenus(locale).find((menu) => menu.id === "services")?.items ?? [];
  return (
    <BlogPostTemplate
      post={post}
      html={postBodyHtml(post.slug, locale)}
      relatedServices={serviceLinks.filter((service) => post.relatedServices.includes(service.href))}
      morePosts={posts.filter((other) => other.slug !== post.slug).slice(0, 3)}
      blogHref={BLOG_PATH}
    />
  );
}
