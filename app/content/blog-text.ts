/**
 * The words of the blog's listing pages (the posts' own words are in their Markdown), from
 * content/pages/<locale>/blog.yaml. Apart from blog.ts so the listing page's bundle does not pull
 * in every post's data. The two messages with figures are filled in as the pages are
 * prerendered; the loader has checked their placeholders.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { blogWords } from "./blog.data.ts";
import { pageLocale } from "./locale.data.ts";
import { site } from "./site.ts";

const { listing } = blogWords;
const message = (text: string) => new IntlMessageFormat(text, pageLocale.intl);
const pageLink = message(listing.pageLinkLabel);
const shown = message(listing.shown);
const readingTime = message(blogWords.post.readingTime);
const listingMessages = {
  categoryTitle: message(listing.categoryTitle),
  categoryIntro: message(listing.categoryIntro),
  tagTitle: message(listing.tagTitle),
  tagIntro: message(listing.tagIntro),
  laterPageTitle: message(listing.laterPageTitle),
  laterPageDescription: message(listing.laterPageDescription),
};

/** A listing page's message filled in ("Cloud Infrastructure Articles"); the loader checked its placeholders. */
export function listingMessage(name: keyof typeof listingMessages, values: Record<string, string | number>): string {
  return String(listingMessages[name].format(values));
}

export const blogText = {
  ...listing,
  pageLinkLabel: (page: number) => String(pageLink.format({ page })),
  shown: (first: number, last: number, total: number) => String(shown.format({ first, last, total })),
  newsletter: blogWords.newsletter,
  /** Around a single post. */
  post: { ...blogWords.post, readingTime: (minutes: number) => String(readingTime.format({ minutes })) },
};

/** The feed's name, also what the pages' <link rel="alternate"> call it: "Baobab Cloud blog" in English. */
export const feedTitle = pageLocale.code === "en" ? `${site.name} blog` : `${site.name} · ${listing.filteredEyebrow}`;
