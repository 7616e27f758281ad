import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * Every file below dir, as paths relative to it with "/" separators, sorted: the one walker of
 * the build steps (scripts/build/postbuild.ts and the scripts that read its output).
 */
export async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * Orders [key, value] entries by key, in code-unit order (as `.sort()` orders strings): what the
 * build writes from entries its threads finished in any order comes out the same each time.
 */
export function byKey([a]: readonly [string, unknown], [b]: readonly [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The URL path a built HTML file answers ("index.html" → "/", "about-us/index.html" → "/about-us", "404.html" → "/404"). */
export function pagePathOf(file: string): string {
  const path = file
    .split(sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");
  return `/${path}`.replace(/\/$/, "") || "/";
}

/** The built HTML file of a page's URL path, the inverse of pagePathOf for pages ("/" → "index.html", "/about-us" → "about-us/index.html"). */
export function pageFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}/index.html`;
}
