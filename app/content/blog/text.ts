/**
 * The words of the blog's listing pages (the posts' own words are in their Markdown), from
 * content/pages/<locale>/blog.yaml. Apart from posts.ts so the listing page's bundle does not pull
 * in every post's data. The two messages with figures are filled in as the pages are
 * prerendered; the loader has checked their placeholders.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { localeInfo, type Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { blogWords } from "./words.ts";
import { site } from "../company/site.ts";

const formatters = perLocale((locale) => {
  const words = blogWords[locale];
  const message = (text: string) => new IntlMessageFormat(text, localeInfo(locale).intl);
  return {
    pageLink: message(words.listing.pageLinkLabel),
    count: message(words.listing.countLabel),
    shown: message(words.listing.shown),
    readingTime: message(words.post.readingTime),
    listing: {
      categoryTitle: message(words.listing.categoryTitle),
      categoryIntro: message(words.listing.categoryIntro),
      tagTitle: message(words.listing.tagTitle),
      tagIntro: message(words.listing.tagIntro),
      laterPageTitle: message(words.listing.laterPageTitle),
      laterPageDescription: message(words.listing.laterPageDescription),
    },
  };
});

/** A listing page's messages in `locale`, filled in ("Cloud Infrastructure Articles"); the loader checked their placeholders. */
export function listingMessages(locale: Locale) {
  const { listing } = formatters(locale);
  return (name: keyof typeof listing, values: Record<string, string | number>): string => String(listing[name].format(values));
}

export const blogText = perLocale((locale) => {
  const words = blogWords[locale];
  const { pageLink, shown, readingTime, count } = formatters(locale);
  return {
    ...words.listing,
    /** "8 articles", "8 مقالات": a category's or tag's number of posts, as one plural message. */
    countLabel: (posts: number) => String(count.format({ count: posts })),
    pageLinkLabel: (page: number) => String(pageLink.format({ page })),
    shown: (first: number, last: number, total: number) => String(shown.format({ first, last, total })),
    newsletter: words.newsletter,
    /** Around a single post. */
    post: { ...words.post, readingTime: (minutes: number) => String(readingTime.format({ minutes })) },
  };
});

/** The feed's name, also what the pages' <link rel="alternate"> call it: "Baobab Cloud blog" in English. */
export const feedTitle = (locale: Locale) =>
  locale === "en" ? `${site.name} blog` : `${site.name} · ${blogWords[locale].listing.filteredEyebrow}`;
