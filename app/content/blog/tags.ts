/**
 * The blog tags' loader: content/pages/<locale>/blog-tags.yaml, the name of each tag in one
 * language, checked against the tags the posts actually use (every language's posts, which keep
 * the English tags), so a tag without a name, or a name for no tag, fails the build with the
 * file and the tag named. Entries are keyed by the tag's slug (its address), the key every listing
 * already uses; returns the names by slug.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { eachLocale } from "#app/lib/per-locale.ts";
import { blogTagLabelsSchemaFor, type TagUses } from "#app/content/blog/schema.ts";
import { tagSlug } from "./archive.ts";
import { readYaml, ROOT } from "../load.ts";

export const blogTagsFile = (locale: string) => `content/pages/${locale}/blog-tags.yaml`;

const BLOG_FOLDER = "content/blog";
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/**
 * The tags of every post file under content/blog/<locale>/, by slug. Only the `tags` line is read
 * here: a post's other mistakes are the Markdown plugin's to report (scripts/vite/vite-plugin-markdown.ts).
 */
export function postTagUses(root = ROOT): TagUses {
  const uses = new Map<string, { tag: string; files: string[] }>();
  const folder = join(root, BLOG_FOLDER);
  if (!existsSync(folder)) return uses;
  const locales = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const locale of locales.map((entry) => entry.name).sort()) {
    const dir = join(folder, locale);
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith(".md"))
      .sort()) {
      const file = `${BLOG_FOLDER}/${locale}/${name}`;
      let tags: unknown;
      try {
        const yaml = FRONTMATTER.exec(readFileSync(join(root, file), "utf8"))?.[1];
        tags = yaml === undefined ? undefined : (parseYaml(yaml) as { tags?: unknown } | null)?.tags;
      } catch {
        continue;
      }
      if (!Array.isArray(tags)) continue;
      for (const tag of tags) {
        if (typeof tag !== "string" || tagSlug(tag) === "") continue;
        const slug = tagSlug(tag);
        const use = uses.get(slug);
        if (use) {
          if (!use.files.includes(file)) use.files.push(file);
        } else uses.set(slug, { tag: tag.trim(), files: [file] });
      }
    }
  }
  return uses;
}

/** Each tag's name in `locale`, by the tag's slug ("data-residency" → "Localisation des données"). */
export function loadBlogTagLabels(locale: string = DEFAULT_LOCALE, root = ROOT): Record<string, string> {
  const { tags } = readYaml(blogTagsFile(locale), blogTagLabelsSchemaFor(postTagUses(root)), root);
  return Object.fromEntries(tags.map(({ slug, label }) => [slug, label]));
}

/**
 * Each tag's name in each language, by tag slug (content/pages/<locale>/blog-tags.yaml). Apart from
 * words.ts, which astro.config.ts reaches through the post schema's category ids each time it loads:
 * naming the tags reads every post of every language.
 */
export const blogTagLabels = eachLocale((locale) => loadBlogTagLabels(locale));
