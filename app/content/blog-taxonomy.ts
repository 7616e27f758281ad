/**
 * The blog's categories with the size of each in the company's full article archive
 * (the spec's counts). Kept apart from blog.ts because the Markdown build plugin imports
 * it to validate each post's `category`, so it uses no path aliases and no Vite features.
 */
export type BlogCategory = {
  id: string;
  label: string;
  /** Articles in the full archive, not only those published on this site. */
  archiveCount: number;
};

export const blogCategories = [
  { id: "cloud-infrastructure", label: "Cloud Infrastructure", archiveCount: 12 },
  { id: "security-compliance", label: "Security & Compliance", archiveCount: 8 },
  { id: "developer-guides", label: "Developer Guides", archiveCount: 15 },
  { id: "networking-performance", label: "Networking & Performance", archiveCount: 10 },
  { id: "business-billing", label: "Business & Billing", archiveCount: 7 },
] as const satisfies readonly BlogCategory[];

export type BlogCategoryId = (typeof blogCategories)[number]["id"];

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];

/** Articles in the full archive: the sum of the category counts. */
export const archiveArticleCount = blogCategories.reduce((sum, category) => sum + category.archiveCount, 0);
