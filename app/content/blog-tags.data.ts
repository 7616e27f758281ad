/**
 * The blog tags' names in each language, loaded and checked: a build-time module (see en.data.ts).
 * Apart from blog.data.ts, which vite.config.ts reaches through the post schema's category ids
 * each time Vite loads its config (four times a build): naming the tags reads every post of
 * every language, about 0.3 s each time. Export plain data only.
 */
import { eachLocale } from "#app/lib/per-locale.ts";
import { loadBlogTagLabels } from "./blog-tags.ts";

/** Each tag's name in each language, by tag slug (content/pages/<locale>/blog-tags.yaml). */
export const blogTagLabels = eachLocale(loadBlogTagLabels);
