/**
 * How the blog's posts are listed: pages of the whole archive, of each category and of each
 * popular tag, each page a prerendered URL. Pure functions of the posts' frontmatter, used
 * both by the route table (which reads the Markdown files itself, in Node) and by posts.ts,
 * so the routes and the pages come from one derivation. Relative imports only.
 */
export const BLOG_PATH = "/resources/blog";
export const BLOG_RSS_PATH = "/resources/blog/rss.xml";

/** Posts per listing page: 12 fills rows of two and of three cards. */
export const POSTS_PER_PAGE = 12;

/** How many of the most used tags get a page and a link under "Popular tags". */
export const POPULAR_TAG_LIMIT = 12;

/** What the listings need to know about a post. */
export type ArchivePost = { slug: string; title: string; date: string; category: string; tags: readonly string[] };

/** Newest first; posts of one day by title, so the order never depends on file order. */
export function sortNewestFirst<Post extends ArchivePost>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** "Data residency" → "data-residency", "CI/CD" → "ci-cd": the tag's URL segment (case and accents ignored). */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const categoryPath = (id: string) => `${BLOG_PATH}/category/${id}`;
export const tagPath = (slug: string) => `${BLOG_PATH}/tag/${slug}`;

/** Page 1 of a listing is the listing's own address; later pages add /page/<n>. */
export const listingPagePath = (base: string, page: number) => (page === 1 ? base : `${base}/page/${page}`);

/** Splits a list into pages; an empty list is one empty page (a listing always has page 1). */
export function paginate<Item>(items: readonly Item[], perPage: number): Item[][] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a positive integer, not ${perPage}`);
  const pages: Item[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length > 0 ? pages : [[]];
}

export type TagCount = { slug: string; label: string; count: number };

/**
 * Every tag with how many posts carry it, most used first, then by name. Tags that differ
 * only in case or punctuation are one tag, spelled as in the newest post that uses it.
 */
export function tagCounts(posts: readonly ArchivePost[]): TagCount[] {
  const bySlug = new Map<string, TagCount>();
  for (const post of sortNewestFirst(posts)) {
    for (const slug of new Set(post.tags.map(tagSlug))) {
      const label = post.tags.find((tag) => tagSlug(tag) === slug) ?? slug;
      const entry = bySlug.get(slug);
      if (entry) entry.count++;
      else bySlug.set(slug, { slug, label, count: 1 });
    }
  }
  return [...bySlug.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"));
}

/** The most used tags, which get pages. */
export function popularTagCounts(posts: readonly ArchivePost[], limit = POPULAR_TAG_LIMIT): TagCount[] {
  return tagCounts(posts).slice(0, limit);
}

export type ArchiveFilter = { kind: "all" } | { kind: "category"; id: string } | { kind: "tag"; slug: string; label: string };

/** One page of one listing. */
export type ArchiveListing<Post> = {
  path: string;
  filter: ArchiveFilter;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every page of this listing, page 1 first. */
  pagePaths: string[];
  /** Posts in the whole listing (all its pages). */
  total: number;
  /** Position of this page's first post in the listing, 1-based (0 when the listing is empty). */
  firstIndex: number;
  posts: Post[];
};

function listingPages<Post>(base: string, filter: ArchiveFilter, posts: readonly Post[], perPage: number): ArchiveListing<Post>[] {
  const pages = paginate(posts, perPage);
  const pagePaths = pages.map((_, index) => listingPagePath(base, index + 1));
  return pages.map((pagePosts, index) => ({
    path: pagePaths[index] as string,
    filter,
    page: index + 1,
    pageCount: pages.length,
    pagePaths,
    total: posts.length,
    firstIndex: pagePosts.length > 0 ? index * perPage + 1 : 0,
    posts: pagePosts,
  }));
}

/**
 * Every listing page: the whole blog, then each category (even an empty one, so its link
 * never breaks), then each popular tag; posts newest first on each.
 */
export function archiveListings<Post extends ArchivePost>(
  posts: readonly Post[],
  categoryIds: readonly string[],
  { perPage = POSTS_PER_PAGE, tagLimit = POPULAR_TAG_LIMIT } = {},
): ArchiveListing<Post>[] {
  const sorted = sortNewestFirst(posts);
  return [
    ...listingPages(BLOG_PATH, { kind: "all" }, sorted, perPage),
    ...categoryIds.flatMap((id) =>
      listingPages(
        categoryPath(id),
        { kind: "category", id },
        sorted.filter((post) => post.category === id),
        perPage,
      ),
    ),
    ...popularTagCounts(sorted, tagLimit).flatMap(({ slug, label }) =>
      listingPages(
        tagPath(slug),
        { kind: "tag", slug, label },
        sorted.filter((post) => post.tags.some((tag) => tagSlug(tag) === slug)),
        perPage,
      ),
    ),
  ];
}
