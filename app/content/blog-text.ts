/**
 * The words of the blog's listing pages (the posts' own words are in their Markdown). Apart
 * from blog.ts so the listing page's browser bundle does not pull in every post's data.
 */
export const blogText = {
  eyebrow: "Resources",
  filteredEyebrow: "Blog",
  rssLink: "Subscribe with RSS",
  filtersLabel: "Filter articles",
  categoriesHeading: "Categories",
  allArticles: "All articles",
  countLabel: "articles",
  tagsHeading: "Popular tags",
  listHeading: "Articles",
  paginationLabel: "Pages of articles",
  newer: "Newer articles",
  loadMore: "Load More Articles",
  pageLinkLabel: (page: number) => `Page ${page}`,
  shown: (first: number, last: number, total: number) => `Articles ${first}–${last} of ${total}, newest first`,
  end: "You have reached the end of this list.",
  empty: "No articles here yet. New ones appear here as soon as they are published.",
  newsletter: {
    title: "Get new articles by email",
    intro: "One email a month with our latest articles and product news. Unsubscribe at any time.",
    feedPrompt: "Prefer a feed reader?",
  },
  /** Around a single post. */
  post: {
    back: "Back to the blog",
    asideLabel: "Related",
    relatedServices: "Related services",
    moreArticles: "More articles",
  },
} as const;
