import { localHref } from "#app/i18n/local-href.ts";
import { SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";

/**
 * The HTML body of each post by slug, rendered from Markdown at build time (see
 * scripts/vite/vite-plugin-markdown.ts). Separate from posts.ts so only the post page loads it.
 */
const bodies = import.meta.glob<string>("../../../content/blog/*/*.md", { eager: true, import: "html" });

/** The post in `locale`, else in English (posts.ts marks which). */
export function postBodyHtml(slug: string, locale: Locale): string {
  const translated = bodies[`../../../content/blog/${locale}/${slug}.md`];
  if (translated !== undefined) return translated;
  const english = bodies[`../../../content/blog/${SOURCE_LOCALE}/${slug}.md`];
  if (english === undefined) throw new Error(`No blog post body for ${slug}`);
  // Shown in English on another language's page: its links to our pages stay in the page's language.
  return english.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localHref(href, locale)}"`);
}
