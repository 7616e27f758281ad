/**
 * The blog's words, loaded and checked: a build-time module (see en.data.ts). Apart from
 * en.data.ts because the Markdown build plugin reads the category ids from it to check each
 * post, and that should not load every other collection. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadBlogTagLabels } from "./blog-tags.ts";
import { loadBlogWords } from "./blog-words.ts";

export const blogWords = eachLocale(loadBlogWords);

/** Each tag's name in each language, by tag slug (content/pages/<locale>/blog-tags.yaml). */
export const blogTagLabels = eachLocale(loadBlogTagLabels);
