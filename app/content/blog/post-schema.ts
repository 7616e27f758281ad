import { z } from "zod";
import { blogCategoryIds } from "./taxonomy.ts";

const neutral = { i18n: "duplicate" } as const;

/**
 * What every blog post's YAML frontmatter must hold (content/blog/<locale>/<slug>.md; its body
 * is the Markdown after the frontmatter). The Markdown build plugin checks each post against
 * it, so a mistake fails the build with the file and field named. Limits on title and excerpt
 * are the SEO limits (lib/seo.ts): they become the page's title and meta description. Loaded by
 * vite.config.ts, so it imports by relative paths.
 */
export const postFrontmatterSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(5)
      .max(60)
      .meta({ title: "Title", description: "The post's headline, also its title in search results: 5 to 60 characters." }),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
      .optional()
      .meta({
        title: "Address (slug)",
        description:
          "Leave empty: the address is made from the title when the post is created and is its file name. If filled, it must equal the file name.",
        ...neutral,
      }),
    date: z.iso
      .date()
      .meta({ title: "Date", description: "The day the post was published (YYYY-MM-DD). Newest posts come first.", ...neutral }),
    author: z
      .string()
      .trim()
      .min(3)
      .meta({ title: "Author", description: "Who wrote it, as shown under the title.", ...neutral }),
    authorRole: z
      .string()
      .trim()
      .min(3)
      .meta({ title: "Author's role", description: 'Shown beside the name, e.g. "Solutions Architect".' }),
    category: z
      .enum(blogCategoryIds)
      .meta({ title: "Category", description: "One of the blog's categories (Blog words → Categories).", ...neutral }),
    tags: z
      .array(z.string().trim().min(2))
      .min(1)
      .max(6)
      .meta({ title: "Tags", description: "One to six topics. The most used tags get a page of their own." }),
    excerpt: z
      .string()
      .trim()
      .min(50)
      .max(160)
      .meta({ title: "Excerpt", description: "The summary on the post's card and in search results: 50 to 160 characters." }),
    relatedServices: z
      .array(z.string().regex(/^\/services\/[a-z-]+$/, "a /services/... path"))
      .min(1)
      .max(3)
      .meta({
        title: "Related services",
        description: "One to three service pages the post leads to, e.g. /services/kubernetes-service.",
        ...neutral,
      }),
  })
  .meta({ title: "Blog post", description: "One article on the blog: its details above, its text below in Markdown." });

/** A post's details once read: the slug is the file name when the frontmatter leaves it out (scripts/vite/vite-plugin-markdown.ts). */
export type PostFrontmatter = Omit<z.infer<typeof postFrontmatterSchema>, "slug"> & { slug: string };
