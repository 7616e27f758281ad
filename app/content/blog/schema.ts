import { z } from "zod";
import { neutral, slug, text } from "../blocks-schema.ts";

/** A message with a figure the page fills in, e.g. "Page {page}": the loader checks it names only `names`. */
const message = (title: string, description: string) => text(title, description);

/** content/pages/<locale>/blog.yaml: the blog's categories and the words of its listing pages and posts. */
export const blogWordsSchema = z
  .object({
    categories: z
      .array(
        z
          .object({
            id: slug.meta({
              title: "Category id",
              description: "The category's address (/resources/blog/category/<id>) and the name posts use in `category`.",
              ...neutral,
            }),
            label: text("Name", 'The category as visitors read it, e.g. "Developer Guides".'),
            description: text("Description", "What the category covers: the lead of its page and part of its search description."),
          })
          .meta({ title: "Category", description: "One category of posts. How many posts it holds is counted, never typed." }),
      )
      .min(1)
      .meta({ title: "Categories", description: "The blog's categories, in the order the filters list them." }),
    listing: z
      .object({
        eyebrow: text("Eyebrow", "The small word above the blog's headline."),
        filteredEyebrow: text("Eyebrow on a category or tag", "The small word above the headline of a category's or tag's page."),
        rssLink: text("RSS link", "The link to the blog's RSS feed."),
        filtersLabel: text("Filters label", "What screen readers announce for the category and tag filters."),
        categoriesHeading: text("Categories heading", "Heading above the category filters."),
        allArticles: text("All articles", "The filter that shows every post."),
        countLabel: message(
          "Count label",
          "A category's or tag's number of posts as screen readers read it, an ICU plural: \"{count, plural, one {# article} other {# articles}}\".",
        ),
        tagsHeading: text("Tags heading", "Heading above the popular tags."),
        listHeading: text("List heading", "Heading of the list of posts (read by screen readers)."),
        paginationLabel: text("Pagination label", "What screen readers announce for the page links."),
        newer: text("Newer link", "The link back to newer posts."),
        loadMore: text("Load more", "The link to the next page of posts."),
        pageLinkLabel: message("Page link", "A page link as screen readers read it; {page} is the page's number."),
        shown: message("Shown", "Which posts the page shows; {first}, {last} and {total} are filled in."),
        end: text("End of the list", "Shown under the last post of the last page."),
        empty: text("Empty list", "Shown when a category or tag has no posts yet."),
        categoryTitle: message("Category page title", "The title and headline of a category's page; {category} is its name."),
        categoryIntro: message(
          "Category page lead",
          "Under a category page's headline; {description} is the category's description, {count} its number of articles, {siteName} the brand.",
        ),
        tagTitle: message("Tag page title", "The title and headline of a tag's page; {tag} is the tag."),
        tagIntro: message(
          "Tag page lead",
          "Under a tag page's headline; {count} is its number of articles, {tag} the tag, {siteName} the brand.",
        ),
        laterPageTitle: message(
          "Title of page 2 and later",
          "A listing's title from its second page on; {title} is the listing's title, {page} the page's number.",
        ),
        laterPageDescription: message(
          "Description of page 2 and later",
          "A listing's search description from its second page on; {description} is the listing's, {page} and {pageCount} the page and how many there are.",
        ),
      })
      .meta({ title: "Listing pages", description: "Words of /resources/blog and of each category's and tag's page." }),
    newsletter: z
      .object({
        title: text("Heading", "Heading of the newsletter box beside the posts."),
        intro: text("Text", "One sentence under it."),
        feedPrompt: text("Feed prompt", "The question before the RSS link."),
      })
      .meta({ title: "Newsletter box", description: "The box that invites visitors to subscribe." }),
    post: z
      .object({
        back: text("Back link", "The link from a post back to the blog."),
        asideLabel: text("Side column label", "What screen readers announce for the column beside a post."),
        relatedServices: text("Related services heading", "Heading of the services a post leads to."),
        moreArticles: text("More articles heading", "Heading of the other posts listed beside a post."),
        tags: text("Tags list name", 'The name of a post\'s list of tags, for screen readers, e.g. "Tags".'),
        readingTime: text(
          "Reading time",
          'After a post\'s date and author; {minutes} is the number of minutes, e.g. "{minutes} min read".',
        ),
        untranslatedNotice: text(
          "Not translated notice",
          "Above a post that is not translated into this language yet, which is shown in English (never shown on the English site).",
        ),
      })
      .meta({ title: "Around a post", description: "Words around every post's own text." }),
  })
  .meta({ title: "Blog words", description: "The blog's categories and the words of its listing pages." });

export type BlogWords = z.infer<typeof blogWordsSchema>;

/** The placeholders each listing message may name. */
export const blogMessagePlaceholders = {
  pageLinkLabel: ["page"],
  countLabel: ["count"],
  shown: ["first", "last", "total"],
  categoryTitle: ["category"],
  categoryIntro: ["description", "count", "siteName"],
  tagTitle: ["tag"],
  tagIntro: ["count", "tag", "siteName"],
  laterPageTitle: ["title", "page"],
  laterPageDescription: ["description", "page", "pageCount"],
} as const;

/**
 * content/pages/<locale>/blog-tags.yaml: what each tag of the posts is called in one language.
 * Posts write their tags in English in every language (`tags: [DNS, Data residency]`), because a
 * tag's page address comes from its English name (/resources/blog/tag/data-residency); this file
 * gives, by that address, the name visitors read on chips, filters, tag pages, the feed and
 * structured data. English has the file too (its names are the English spellings), so every
 * language works the same way: the translation status, the editor's side-by-side languages and
 * the pseudo-locale all pair each language's file with the English one. Keyed by the address
 * rather than the English name so that the key, copied into every language, is not English prose
 * (the pseudo-locale's test would then have to accept those English words on every page).
 */
export const blogTagLabelsSchema = z
  .strictObject({
    tags: z
      .array(
        z
          .strictObject({
            slug: slug.meta({
              title: "Tag address",
              description:
                'The tag as in its page\'s address (/resources/blog/tag/<address>): the English tag the posts write, in lower case, words joined by hyphens ("Data residency" → data-residency). Not translated.',
              ...neutral,
            }),
            label: text(
              "Name",
              'The tag as visitors read it in this language, on posts, cards, filters and the tag\'s page, e.g. "Latence".',
            ),
          })
          .meta({ title: "Tag", description: "One tag of the posts and its name in this language." }),
      )
      .min(1)
      .meta({
        title: "Tags",
        description:
          "Every tag the posts use, each with its name in this language. A tag no post uses is refused, as is a post's tag missing here.",
      }),
  })
  .meta({ title: "Blog tags", description: "The name of each blog tag in this language." });

export type BlogTagLabels = z.infer<typeof blogTagLabelsSchema>;

/** Where each tag (by its slug) is used: the tag as first written and the post files that carry it. */
export type TagUses = ReadonlyMap<string, { tag: string; files: readonly string[] }>;

const listFiles = (files: readonly string[]) =>
  files.length > 2 ? `${files.slice(0, 2).join(", ")} and ${files.length - 2} more` : files.join(" and ");

/**
 * The tag names' schema for the posts as they are: every tag a post uses has exactly one entry
 * (tags that differ only in case or punctuation are one tag with one address, as on the site:
 * `tagSlug`), no entry names a tag no post uses, and no two tags share a name (their filters
 * would read the same).
 */
export function blogTagLabelsSchemaFor(uses: TagUses) {
  return blogTagLabelsSchema.superRefine(({ tags }, context) => {
    const seen = new Map<string, number>();
    const names = new Map<string, string>();
    tags.forEach(({ slug: address, label }, index) => {
      const earlier = seen.get(address);
      if (earlier !== undefined)
        context.addIssue({ code: "custom", path: ["tags", index, "slug"], message: `"${address}" is already tags[${earlier}]; keep one` });
      else if (!uses.has(address))
        context.addIssue({
          code: "custom",
          path: ["tags", index, "slug"],
          message: `"${address}" is not the address of any post's tag (content/blog/): remove it, or correct it`,
        });
      seen.set(address, earlier ?? index);
      const name = label.toLocaleLowerCase();
      const other = names.get(name);
      if (other !== undefined && other !== address)
        context.addIssue({
          code: "custom",
          path: ["tags", index, "label"],
          message: `"${label}" already names the tag "${other}"; give each tag its own name`,
        });
      else names.set(name, address);
    });
    for (const [address, { tag, files }] of uses) {
      if (!seen.has(address))
        context.addIssue({
          code: "custom",
          path: ["tags"],
          message: `the tag "${tag}" has no name here (used by ${listFiles(files)}): add "- slug: ${address}" with its "label"`,
        });
    }
  });
}
