/**
 * The blog posts' frontmatter read straight from the Markdown files, for the route table,
 * which runs before Vite compiles anything and cannot use import.meta.glob. Validated by
 * the same compiler as the build, so a broken post fails here with the same message.
 */
import { readdirSync, readFileSync } from "node:fs";
import { postFrontmatterSchema, type PostFrontmatter } from "../../app/content/blog/post-schema.ts";
import { compileMarkdown } from "../vite/vite-plugin-markdown.ts";

export function readBlogPostFiles(dir: URL): PostFrontmatter[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => compileMarkdown(readFileSync(new URL(name, dir), "utf8"), name, postFrontmatterSchema).frontmatter as PostFrontmatter);
}
