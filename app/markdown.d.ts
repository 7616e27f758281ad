/**
 * Markdown modules compiled at build time by scripts/vite/vite-plugin-markdown.ts. The
 * frontmatter's shape is the schema the plugin validates against (blog-post-schema.ts
 * for the blog); import.meta.glob's type argument names it where the files are loaded.
 */
declare module "*.md" {
  export const frontmatter: Record<string, unknown>;
  export const wordCount: number;
  /** The body rendered to HTML from our own Markdown, never from user input. */
  export const html: string;
}

/** The same without `html`, for lists that need no body. */
declare module "*.md?meta" {
  export const frontmatter: Record<string, unknown>;
  export const wordCount: number;
}
