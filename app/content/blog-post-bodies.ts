import { pageLocale } from "#app/content/locale.data.ts";
import { SOURCE_LOCALE } from "#app/lib/locales.ts";

/**
 * The HTML body of each post by slug, rendered from Markdown at build time (see
 * scripts/vite-plugin-markdown.ts). Separate from blog.ts so only the post page loads it.
 */
const bodies = import.meta.glob<string>("../../content/blog/*/*.md", { eager: true, import: "html" });

/** The post in the language being built, else in English (blog.ts marks which). */
export function postBodyHtml(slug: string): string {
  const html = bodies[`../../content/blog/${pageLocale.code}/${slug}.md`] ?? bodies[`../../content/blog/${SOURCE_LOCALE}/${slug}.md`];
  if (html === undefined) throw new Error(`No blog post body for ${slug}`);
  return html;
}
