/**
 * The words of the blog's listing pages (the posts' own words are in their Markdown), from
 * content/pages/<locale>/blog.yaml. Apart from blog.ts so the listing page's bundle does not pull
 * in every post's data. The two messages with figures are filled in as the pages are
 * prerendered; the loader has checked their placeholders.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { blogWords } from "./blog.data.ts";

const { listing } = blogWords;
const pageLink = new IntlMessageFormat(listing.pageLinkLabel, "en");
const shown = new IntlMessageFormat(listing.shown, "en");
const readingTime = new IntlMessageFormat(blogWords.post.readingTime, "en");

export const blogText = {
  ...listing,
  pageLinkLabel: (page: number) => String(pageLink.format({ page })),
  shown: (first: number, last: number, total: number) => String(shown.format({ first, last, total })),
  newsletter: blogWords.newsletter,
  /** Around a single post. */
  post: { ...blogWords.post, readingTime: (minutes: number) => String(readingTime.format({ minutes })) },
};
