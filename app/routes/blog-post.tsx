import { useLocation } from "react-router";
import { BlogPostTemplate } from "~/components/templates/blog-post-template";
import { BLOG_PATH, BLOG_RSS_PATH, blogPosts } from "~/content/blog";
import { postBodyHtml } from "~/content/blog-post-bodies";
import { navMenus } from "~/content/navigation";
import { site } from "~/content/site";
import { findByPath } from "~/lib/find-by-path";
import { ogImageUrl, seo } from "~/lib/seo";
import { blogPostingLd } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ location }) => {
  const post = findByPath(blogPosts, location.pathname);
  return seo(post, [blogPostingLd(post, ogImageUrl(post.path))]);
};

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: BLOG_RSS_PATH },
];

const serviceLinks = navMenus.find((menu) => menu.id === "services")?.items ?? [];

export default function BlogPostRoute() {
  const { pathname } = useLocation();
  const post = findByPath(blogPosts, pathname);
  return (
    <BlogPostTemplate
      post={post}
      html={postBodyHtml(post.slug)}
      relatedServices={serviceLinks.filter((service) => post.relatedServices.includes(service.href))}
      morePosts={blogPosts.filter((other) => other.slug !== post.slug).slice(0, 3)}
      blogHref={BLOG_PATH}
    />
  );
}
