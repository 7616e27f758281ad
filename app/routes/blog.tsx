import { BlogTemplate } from "~/components/templates/blog-template";
import { BLOG_RSS_PATH, blogArchiveNote, blogCategoriesWithPosts, blogPosts, popularTags } from "~/content/blog";
import { pageSeo } from "~/content/pages";
import { site } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta = () => seo(pageSeo.blog);

// Lets feed readers and browsers find the feed from the blog's address.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: BLOG_RSS_PATH },
];

export default function BlogRoute() {
  return (
    <BlogTemplate
      page={pageSeo.blog}
      posts={blogPosts}
      categories={blogCategoriesWithPosts}
      archiveNote={blogArchiveNote}
      popularTags={popularTags}
      rssHref={BLOG_RSS_PATH}
    />
  );
}
