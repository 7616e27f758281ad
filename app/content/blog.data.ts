/**
 * The blog's words, loaded and checked: a build-time module (see en.data.ts). Apart from
 * en.data.ts because the Markdown build plugin reads the category ids from it to check each
 * post, and that should not load every other collection, nor the tags' names
 * (blog-tags.data.ts). Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadBlogWords } from "./blog-words.ts";

export const blogWords = eachLocale(loadBlogWords);
