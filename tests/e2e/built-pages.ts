import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pageFileOf } from "../../scripts/built-files.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/** Every prerendered page of the build, as URL paths ("/", "/about-us", ...). */
export function builtPagePaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      // The content editor (build/client/admin/) is not a site page; admin.spec.ts tests it.
      if (entry.isDirectory() && full === join(clientDir, "admin")) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        paths.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** The HTML the server sends for a prerendered path, read from the build. */
export function builtHtml(path: string): string {
  return readFileSync(join(clientDir, pageFileOf(path)), "utf8");
}
