/**
 * The blog's categories. How many posts each holds is counted from the posts (blog.ts),
 * never typed here. Kept apart from blog.ts because the Markdown build plugin imports it to
 * validate each post's `category`, so it uses no path aliases and no Vite features.
 */
export type BlogCategory = {
  id: string;
  label: string;
  /** What the category covers: the lead of its page and part of its meta description. */
  description: string;
};

export const blogCategories = [
  {
    id: "cloud-infrastructure",
    label: "Cloud Infrastructure",
    description: "Servers, storage, regions and architecture for running production workloads in Africa.",
  },
  {
    id: "security-compliance",
    label: "Security & Compliance",
    description: "Protecting systems and data, and meeting African data protection laws and industry frameworks.",
  },
  {
    id: "developer-guides",
    label: "Developer Guides",
    description: "Hands-on guides to Kubernetes, databases, deployments and migrations, step by step.",
  },
  {
    id: "networking-performance",
    label: "Networking & Performance",
    description: "Latency, peering, CDNs and DNS: making applications fast for users across the continent.",
  },
  {
    id: "business-billing",
    label: "Business & Billing",
    description: "Cloud costs, local-currency billing, budgeting and buying decisions for African businesses.",
  },
] as const satisfies readonly BlogCategory[];

export type BlogCategoryId = (typeof blogCategories)[number]["id"];

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];
