/**
 * The blog's categories, from content/pages/<locale>/blog.yaml (through the build-time module
 * blog.data.ts). How many posts each holds is counted from the posts (blog.ts), never typed.
 * The Markdown build plugin imports this to validate each post's `category`.
 */
import type { Locale } from "#app/lib/locales.ts";
import { blogWords } from "./blog.data.ts";

export type BlogCategory = { id: string; label: string; description: string };

export const blogCategories = (locale: Locale): readonly BlogCategory[] => blogWords[locale].categories;

export type BlogCategoryId = string;

/** The same in every language (the translations' ids are checked against English's). */
export const blogCategoryIds = blogCategories("en").map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];
