import { z } from "zod";
import { blogCategoryIds } from "./blog-taxonomy.ts";

/**
 * What every blog post's YAML frontmatter must hold. The Markdown build plugin checks each
 * post against it, so a mistake fails the build with the file and field named. Limits on
 * title and excerpt are the SEO limits (lib/seo.ts): they become the page's title and
 * meta description. Relative imports only: this file is loaded by vite.config.ts.
 */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(5).max(60),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
  date: z.iso.date(),
  author: z.string().trim().min(3),
  /** The author's role, shown beside the name. */
  authorRole: z.string().trim().min(3),
  category: z.enum(blogCategoryIds),
  tags: z.array(z.string().trim().min(2)).min(1).max(6),
  excerpt: z.string().trim().min(50).max(160),
  /** Service pages the post leads to, e.g. "/services/kubernetes-service". */
  relatedServices: z
    .array(z.string().regex(/^\/services\/[a-z-]+$/, "a /services/... path"))
    .min(1)
    .max(3),
});

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
