/**
 * The blog's categories, from content/pages/<locale>/blog.yaml (loaded by
 * words.ts). How many posts each holds is counted from the posts (posts.ts), never typed.
 * The Markdown build plugin imports this to validate each post's `category`.
 */
import type { Locale } from "#app/lib/locales.ts";
import { blogWords } from "./words.ts";

export type BlogCategory = { id: string; label: string; description: string };

export const blogCategories = (locale: Locale): readonly BlogCategory[] => blogWords[locale].categories;

export type BlogCategoryId = string;

/** The same in every language (the translations' ids are checked against English's). */
export const blogCategoryIds = blogCategories("en").map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];
