import { execFileSync } from "node:child_process";

/**
 * `lastmod` of a page that is not a blog post: the date of the last commit that touched app/ or
 * content/, where every page's text, figures and templates live. That is the honest upper bound
 * of "this page last changed" without mapping each page to its files; a rebuild with no content
 * change does not move it. Without git (a source tarball), the build date.
 */
export function contentLastChanged(): string {
  const today = new Date().toISOString().slice(0, 10);
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", "app", "content"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? date.trim() : today;
  } catch {
    return today;
  }
}
