import { readingMinutes } from "#app/lib/reading-time.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import {
  archiveListings,
  BLOG_PATH,
  categoryPath,
  popularTagCounts,
  sortNewestFirst,
  tagPath,
  type ArchiveListing,
} from "./blog-archive.ts";
import type { PostFrontmatter } from "./blog-post-schema.ts";
import { blogCategories, type BlogCategory, type BlogCategoryId } from "./blog-taxonomy.ts";
import { pageSeo } from "./pages.ts";
import { site } from "./site.ts";

export { BLOG_PATH, BLOG_RSS_PATH } from "./blog-archive.ts";
export { blogText } from "./blog-text.ts";
export { blogCategories, type BlogCategory, type BlogCategoryId } from "./blog-taxonomy.ts";

/**
 * The blog's posts, from the Markdown files in content/blog/en (compiled and validated at build time
 * by scripts/vite-plugin-markdown.ts). Only the frontmatter and word count are imported
 * here; the HTML bodies live in blog-post-bodies.ts so the list page does not carry them.
 */
export type BlogPost = PostFrontmatter &
  PageSeo & {
    /** The meta description: the excerpt. */
    description: string;
    categoryLabel: string;
    wordCount: number;
    readingMinutes: number;
  };

// "?meta": the build plugin leaves the HTML body out of these modules.
const frontmatters = import.meta.glob<PostFrontmatter>("../../content/blog/en/*.md", {
  eager: true,
  import: "frontmatter",
  query: "?meta",
});
const wordCounts = import.meta.glob<number>("../../content/blog/en/*.md", { eager: true, import: "wordCount", query: "?meta" });

const categoryLabel = (id: BlogCategoryId) => blogCategories.find((category) => category.id === id)?.label ?? id;

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = sortNewestFirst(
  Object.entries(frontmatters).map(([file, frontmatter]): BlogPost => {
    const wordCount = wordCounts[file] ?? 0;
    return {
      ...frontmatter,
      path: `${BLOG_PATH}/${frontmatter.slug}`,
      description: frontmatter.excerpt,
      categoryLabel: categoryLabel(frontmatter.category),
      wordCount,
      readingMinutes: readingMinutes(wordCount),
    };
  }),
);

export type BlogCategoryLink = BlogCategory & { path: string; count: number };

/** The categories with how many posts each holds, counted from the posts. */
export const blogCategoryLinks: readonly BlogCategoryLink[] = blogCategories.map((category) => ({
  ...category,
  path: categoryPath(category.id),
  count: blogPosts.filter((post) => post.category === category.id).length,
}));

export type BlogTagLink = { slug: string; label: string; count: number; path: string };

/** The most used tags, computed from the posts; each has a page. */
export const popularTags: readonly BlogTagLink[] = popularTagCounts(blogPosts).map((tag) => ({ ...tag, path: tagPath(tag.slug) }));

/** A listing page with its title (also its h1, so page 2 says it is page 2), description and lead. */
export type BlogListing = ArchiveListing<BlogPost> & PageSeo & { intro: string };

const pageSuffix = (listing: ArchiveListing<BlogPost>) => (listing.page > 1 ? `, page ${listing.page}` : "");
const pagePrefix = (listing: ArchiveListing<BlogPost>) => (listing.page > 1 ? `Page ${listing.page} of ${listing.pageCount}. ` : "");
const articles = (count: number) => (count === 1 ? "1 article" : `${count} articles`);

function listingText(listing: ArchiveListing<BlogPost>): Pick<BlogListing, "title" | "description" | "intro"> {
  const { filter } = listing;
  if (filter.kind === "category") {
    const category = blogCategories.find((candidate) => candidate.id === filter.id);
    const label = category?.label ?? filter.id;
    const intro = `${category?.description ?? ""} ${articles(listing.total)} from the ${site.name} blog.`.trim();
    return {
      title: `${label} Articles${pageSuffix(listing)}`,
      intro,
      description: pagePrefix(listing) + intro,
    };
  }
  if (filter.kind === "tag") {
    const intro = `${articles(listing.total)} from the ${site.name} blog tagged ${filter.label}, by our engineers and specialists, newest first.`;
    return {
      title: `Articles Tagged ${filter.label}${pageSuffix(listing)}`,
      intro,
      description: pagePrefix(listing) + intro,
    };
  }
  const { title, description } = pageSeo.blog;
  return { title: title + pageSuffix(listing), intro: description, description: pagePrefix(listing) + description };
}

/** Every listing page (the blog, its categories and popular tags, paginated), each a route. */
export const blogListings: readonly BlogListing[] = archiveListings(
  blogPosts,
  blogCategories.map((category) => category.id),
).map((listing) => ({ ...listing, ...listingText(listing) }));
