import { readingMinutes } from "~/lib/reading-time";
import type { PageSeo } from "~/lib/seo";
import type { PostFrontmatter } from "./blog-post-schema";
import { archiveArticleCount, blogCategories, type BlogCategory, type BlogCategoryId } from "./blog-taxonomy";
import { site } from "./site";

export { archiveArticleCount, blogCategories, type BlogCategory, type BlogCategoryId } from "./blog-taxonomy";

/**
 * The blog's posts, from the Markdown files in ./blog (compiled and validated at build time
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

export const BLOG_PATH = "/resources/blog";
export const BLOG_RSS_PATH = "/resources/blog/rss.xml";

// "?meta": the build plugin leaves the HTML body out of these modules.
const frontmatters = import.meta.glob<PostFrontmatter>("./blog/*.md", { eager: true, import: "frontmatter", query: "?meta" });
const wordCounts = import.meta.glob<number>("./blog/*.md", { eager: true, import: "wordCount", query: "?meta" });

const categoryLabel = (id: BlogCategoryId) => blogCategories.find((category) => category.id === id)?.label ?? id;

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = Object.entries(frontmatters)
  .map(([file, frontmatter]): BlogPost => {
    const wordCount = wordCounts[file] ?? 0;
    return {
      ...frontmatter,
      path: `${BLOG_PATH}/${frontmatter.slug}`,
      description: frontmatter.excerpt,
      categoryLabel: categoryLabel(frontmatter.category),
      wordCount,
      readingMinutes: readingMinutes(wordCount),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** Tags shown under "Popular tags"; each is used by at least one post (blog.test.ts). */
export const popularTags = [
  "Kubernetes",
  "Data residency",
  "Latency",
  "Local currency",
  "Compliance",
  "Migration",
  "Edge",
  "Naira",
] as const;

/** What the category counts are: the whole archive, most of which is not on this site. */
export const blogArchiveNote = `Counts cover our full archive of ${archiveArticleCount} articles since ${site.foundedYear}; the buttons filter the articles published here.`;

export type BlogCategoryWithPosts = BlogCategory & { publishedCount: number };

/** The categories with how many of the posts on this site are in each. */
export const blogCategoriesWithPosts: readonly BlogCategoryWithPosts[] = blogCategories.map((category) => ({
  ...category,
  publishedCount: blogPosts.filter((post) => post.category === category.id).length,
}));

const sameTag = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/** The posts in a category (null: any) that carry a tag (null: any), order kept. */
export function filterPosts<Post extends { category: string; tags: readonly string[] }>(
  posts: readonly Post[],
  { category = null, tag = null }: { category?: string | null; tag?: string | null },
): Post[] {
  return posts.filter(
    (post) => (category === null || post.category === category) && (tag === null || post.tags.some((candidate) => sameTag(candidate, tag))),
  );
}
