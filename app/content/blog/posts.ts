import { postsInLanguage } from "./languages.ts";
import { localeCodes, SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { readingMinutes } from "#app/lib/reading-time.ts";
import type { PageSeo } from "#app/lib/seo.ts";
import {
  archiveListings,
  BLOG_PATH,
  categoryPath,
  popularTagCounts,
  sortNewestFirst,
  tagPath,
  tagSlug,
  type ArchiveListing,
} from "./archive.ts";
import { blogTagLabels } from "./tags.ts";
import type { PostFrontmatter } from "./post-schema.ts";
import { blogCategories, type BlogCategory, type BlogCategoryId } from "./taxonomy.ts";
import { pageSeo } from "../pages/titles.ts";
import { site } from "../company/site.ts";

export { BLOG_PATH, BLOG_RSS_PATH } from "./archive.ts";
export { blogText } from "./text.ts";
import { listingMessages } from "./text.ts";
export { blogCategories, type BlogCategory, type BlogCategoryId } from "./taxonomy.ts";

/**
 * The blog's posts, from the Markdown files in content/blog/en (compiled and validated at build time
 * by scripts/vite/vite-plugin-markdown.ts). Only the frontmatter and word count are imported
 * here; the HTML bodies live in post-bodies.ts so the list page does not carry them.
 */
export type BlogPost = PostFrontmatter &
  PageSeo & {
    /** The meta description: the excerpt. */
    description: string;
    /** The language the post is shown in: the page's, or English when it is not translated yet. */
    lang: Locale;
    categoryLabel: string;
    /** The post's tags as visitors read them in the page's language, in the order of `tags` (which stay English: they make the tag pages' addresses). */
    tagLabels: string[];
    wordCount: number;
    readingMinutes: number;
  };

// "?meta": the build plugin leaves the HTML body out of these modules. Every language's posts:
// a post not yet translated into the language being built is shown in English.
const frontmatters = import.meta.glob<PostFrontmatter>("../../../content/blog/*/*.md", {
  eager: true,
  import: "frontmatter",
  query: "?meta",
});
const wordCounts = import.meta.glob<number>("../../../content/blog/*/*.md", { eager: true, import: "wordCount", query: "?meta" });

/** The file of a post (by its English file) in one language; it may not exist. */
const postFile = (englishFile: string, locale: Locale) => englishFile.replace(`/blog/${SOURCE_LOCALE}/`, `/blog/${locale}/`);
const englishFiles = Object.keys(frontmatters).filter((file) => file.includes(`/blog/${SOURCE_LOCALE}/`));
/** The languages a post is written in. */
const postLocales = (englishFile: string): Locale[] => localeCodes.filter((code) => postFile(englishFile, code) in frontmatters);

const categoryLabel = (id: BlogCategoryId, locale: Locale) => blogCategories(locale).find((category) => category.id === id)?.label ?? id;

/**
 * A tag's name in the page's language, by its slug (content/pages/<locale>/blog-tags.yaml). The
 * loader has checked that every post's tag has one, so a miss is a bug: it fails the build rather
 * than show English on a translated page.
 */
export function tagLabel(slug: string, locale: Locale): string {
  const label = blogTagLabels[locale][slug];
  if (label === undefined) throw new Error(`the blog tag "${slug}" has no name in content/pages/${locale}/blog-tags.yaml`);
  return label;
}

/**
 * Every post as a language would show it, newest first: in the language when translated, else in
 * English (`lang` says which). The mechanism for a post written in English first; what a language
 * lists and builds is `blogPosts`, which leaves an untranslated post out.
 */
export const blogPostsWithFallback = perLocale(
  (locale): readonly BlogPost[] =>
    sortNewestFirst(
      englishFiles.map((englishFile): BlogPost => {
        const translated = postFile(englishFile, locale) in frontmatters;
        const file = translated ? postFile(englishFile, locale) : englishFile;
        const frontmatter = frontmatters[file] as PostFrontmatter;
        const wordCount = wordCounts[file] ?? 0;
        return {
          ...frontmatter,
          lang: translated ? locale : SOURCE_LOCALE,
          locales: postLocales(englishFile),
          path: `${BLOG_PATH}/${frontmatter.slug}`,
          description: frontmatter.excerpt,
          categoryLabel: categoryLabel(frontmatter.category, locale),
          tagLabels: frontmatter.tags.map((tag) => tagLabel(tagSlug(tag), locale)),
          wordCount,
          readingMinutes: readingMinutes(wordCount),
        };
      }),
    ) as readonly BlogPost[],
);

/**
 * The posts of a language, newest first: only those written in it. A post not yet translated stays
 * out of the language's listings, tag pages, RSS feed and sitemap, and has no page in it (the
 * list of pages, app/site/site-pages.ts, builds the same list from the files), until its translation lands.
 */
export const blogPosts = perLocale((locale): readonly BlogPost[] => postsInLanguage(blogPostsWithFallback(locale), locale));

export type BlogCategoryLink = BlogCategory & { path: string; count: number };

/** The categories with how many posts each holds, counted from the posts. */
export const blogCategoryLinks = perLocale((locale): readonly BlogCategoryLink[] =>
  blogCategories(locale).map((category) => ({
    ...category,
    path: categoryPath(category.id),
    count: blogPosts(locale).filter((post) => post.category === category.id).length,
  })),
);

export type BlogTagLink = { slug: string; label: string; count: number; path: string };

/** The most used tags, computed from the posts, named in the page's language; each has a page. */
export const popularTags = perLocale((locale): readonly BlogTagLink[] =>
  popularTagCounts(blogPosts(locale)).map((tag) => ({ ...tag, label: tagLabel(tag.slug, locale), path: tagPath(tag.slug) })),
);

/** A listing page with its title (also its h1, so page 2 says it is page 2), description and lead. */
export type BlogListing = ArchiveListing<BlogPost> & PageSeo & { intro: string };

function listingText(listing: ArchiveListing<BlogPost>, locale: Locale): Pick<BlogListing, "title" | "description" | "intro"> {
  const { filter } = listing;
  const listingMessage = listingMessages(locale);
  const onLaterPage = ({ title, intro }: { title: string; intro: string }) => ({
    title: listing.page > 1 ? listingMessage("laterPageTitle", { title, page: listing.page }) : title,
    intro,
    description:
      listing.page > 1
        ? listingMessage("laterPageDescription", { description: intro, page: listing.page, pageCount: listing.pageCount })
        : intro,
  });
  if (filter.kind === "category") {
    const category = blogCategories(locale).find((candidate) => candidate.id === filter.id);
    const label = category?.label ?? filter.id;
    return onLaterPage({
      title: listingMessage("categoryTitle", { category: label }),
      intro: listingMessage("categoryIntro", {
        description: category?.description ?? "",
        count: listing.total,
        siteName: site.name,
      }).trim(),
    });
  }
  if (filter.kind === "tag") {
    return onLaterPage({
      title: listingMessage("tagTitle", { tag: filter.label }),
      intro: listingMessage("tagIntro", { count: listing.total, tag: filter.label, siteName: site.name }),
    });
  }
  const { title, description } = pageSeo[locale].blog;
  return onLaterPage({ title, intro: description });
}

/** Every listing page (the blog, its categories and popular tags, paginated), each a route; a tag's filter named in the page's language. */
export const blogListings = perLocale((locale): readonly BlogListing[] =>
  archiveListings(
    blogPosts(locale),
    blogCategories(locale).map((category) => category.id),
  ).map((listing) => {
    const { filter } = listing;
    const named = filter.kind === "tag" ? { ...listing, filter: { ...filter, label: tagLabel(filter.slug, locale) } } : listing;
    return { ...named, ...listingText(named, locale) };
  }),
);
