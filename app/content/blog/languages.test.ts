import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { blogPosts, blogPostsWithFallback } from "./posts.ts";
import { postsInLanguage, translatedSlugs } from "./languages.ts";

describe("a language's blog posts", () => {
  const posts = [
    { slug: "a", lang: "fr" },
    { slug: "b", lang: "en" },
    { slug: "c", lang: "fr" },
  ];

  it("leaves a post that is not translated yet out of the language (listings, tags, RSS, sitemap)", () => {
    expect(postsInLanguage(posts, "fr").map((post) => post.slug)).toEqual(["a", "c"]);
    expect(postsInLanguage(posts, "pt")).toEqual([]);
    expect(postsInLanguage(posts, "en").map((post) => post.slug)).toEqual(["b"]);
  });

  it("builds a page only for the translated slugs, in the English order", () => {
    expect(translatedSlugs(["a", "b", "c"], ["c", "a", "z"])).toEqual(["a", "c"]);
    expect(translatedSlugs(["a"], [])).toEqual([]);
  });

  it.each(localeCodes)("shows only posts written in %s, and today every post is", (locale) => {
    expect(blogPosts(locale).every((post) => post.lang === locale)).toBe(true);
    // The English fallback is kept for a post written in English first; none is left today.
    expect(blogPosts(locale)).toHaveLength(blogPostsWithFallback(locale).length);
  });
});

describe("the site's blog pages", () => {
  it("match the posts each language shows", async () => {
    const { sitePaths: paths } = await import("#app/site/site-pages.ts");
    for (const locale of localeCodes) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      const postPaths = paths.filter(
        (path) => path.startsWith(`${prefix}/resources/blog/`) && blogPosts(locale).some((post) => `${prefix}${post.path}` === path),
      );
      expect(postPaths, locale).toHaveLength(blogPosts(locale).length);
    }
  });
});
