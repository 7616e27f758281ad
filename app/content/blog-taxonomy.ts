/**
 * The blog's categories, from content/pages/<locale>/blog.yaml (through the build-time module
 * blog.data.ts). How many posts each holds is counted from the posts (blog.ts), never typed.
 * The Markdown build plugin imports this to validate each post's `category`.
 */
import { blogWords } from "./blog.data.ts";

export type BlogCategory = { id: string; label: string; description: string };

export const blogCategories: readonly BlogCategory[] = blogWords.categories;

export type BlogCategoryId = string;

export const blogCategoryIds = blogCategories.map((category) => category.id) as [BlogCategoryId, ...BlogCategoryId[]];
