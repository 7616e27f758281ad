/**
 * Which blog posts a language shows. A post is written in English first and translated later
 * (content/blog/<locale>/<slug>.md): until its translation exists, a language leaves it out of
 * its listings, tag pages, RSS feed, sitemap and routes, rather than mix English into them.
 */

/** The posts written in `locale` (`lang` is the language a post would be shown in). */
export function postsInLanguage<Post extends { lang: string }>(posts: readonly Post[], locale: string): Post[] {
  return posts.filter((post) => post.lang === locale);
}

/** The slugs a language builds a page for: its own translations of the English posts. */
export function translatedSlugs(englishSlugs: readonly string[], translatedSlugsOfLocale: readonly string[]): string[] {
  const translated = new Set(translatedSlugsOfLocale);
  return englishSlugs.filter((slug) => translated.has(slug));
}
