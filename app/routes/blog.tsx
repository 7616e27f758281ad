import { useLocation } from "react-router";
import { BlogTemplate } from "~/components/templates/blog-template";
import { BLOG_RSS_PATH, blogCategoryLinks, blogListings, blogText, popularTags } from "~/content/blog";
import { site } from "~/content/site";
import { findByPath } from "~/lib/find-by-path";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

/**
 * Every listing page of the blog (/resources/blog, its later pages, each category and
 * popular tag): one module, found by path, like the other families.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const listing = findByPath(blogListings, location.pathname);
  const neighbour = (offset: number) => listing.pagePaths[listing.page - 1 + offset];
  const prev = neighbour(-1);
  const next = neighbour(1);
  // rel=prev/next tell crawlers and some browsers how the pages of one listing follow on.
  return [
    ...seo(listing),
    ...(prev ? [{ tagName: "link", rel: "prev", href: new URL(prev, site.url).href }] : []),
    ...(next ? [{ tagName: "link", rel: "next", href: new URL(next, site.url).href }] : []),
  ];
};

// Lets feed readers and browsers find the feed from the blog's address.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: BLOG_RSS_PATH },
];

export default function BlogRoute() {
  const { pathname } = useLocation();
  return (
    <BlogTemplate
      listing={findByPath(blogListings, pathname)}
      categories={blogCategoryLinks}
      popularTags={popularTags}
      rssHref={BLOG_RSS_PATH}
      text={blogText}
    />
  );
}
