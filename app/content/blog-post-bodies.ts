/**
 * The HTML body of each post by slug, rendered from Markdown at build time (see
 * scripts/vite-plugin-markdown.ts). Separate from blog.ts so only the post page loads it.
 */
const bodies = import.meta.glob<string>("../../content/blog/en/*.md", { eager: true, import: "html" });

const bySlug = new Map(Object.entries(bodies).map(([file, html]) => [file.replace(/^.*\//, "").replace(/\.md$/, ""), html]));

export function postBodyHtml(slug: string): string {
  const html = bySlug.get(slug);
  if (html === undefined) throw new Error(`No blog post body for ${slug}`);
  return html;
}
