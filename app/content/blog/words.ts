/**
 * The blog words' loader: content/pages/<locale>/blog.yaml, checked against its schema. Its two
 * messages with figures ("Page {page}", "Articles {first}–{last} of {total}") are checked here by
 * formatting them once, so a wrong placeholder fails the build; the listing pages fill them in
 * as they are prerendered (text.ts).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { formatMessage, readYaml } from "../load.ts";
import { blogMessagePlaceholders, blogWordsSchema, type BlogWords } from "#app/content/blog/schema.ts";

export const blogWordsFile = (locale: string) => `content/pages/${locale}/blog.yaml`;

export function loadBlogWords(locale: string = DEFAULT_LOCALE): BlogWords {
  const file = blogWordsFile(locale);
  const words = readYaml(file, blogWordsSchema);
  for (const [field, names] of Object.entries(blogMessagePlaceholders)) {
    const sample = Object.fromEntries(names.map((name, index) => [name, index + 1]));
    formatMessage(words.listing[field as keyof typeof blogMessagePlaceholders], sample, `${file}: listing.${field}`, locale);
  }
  formatMessage(words.post.readingTime, { minutes: 1 }, `${file}: post.readingTime`, locale);
  return words;
}

/** The blog's words in every language. */
export const blogWords = eachLocale((locale) => loadBlogWords(locale));
