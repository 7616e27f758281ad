import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pageFileOf } from "../../scripts/built-files.ts";
import { SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/**
 * One page of each template (and both kinds of blog post: translated and shown in English), which
 * the tests that visit every page visit in each other language: the languages share templates, so
 * every English page plus this sample in French, Arabic and Portuguese covers what a language can
 * break without multiplying the suite by four (README "Tests"). E2E_ALL_LOCALES=1 visits every page.
 */
export const LOCALE_SAMPLE = [
  "/",
  "/about-us",
  "/contact",
  "/resources/contact-support",
  "/pricing",
  "/pricing/xof",
  "/services",
  "/services/cloud-computing",
  "/solutions",
  "/solutions/healthcare",
  "/international",
  "/international/west-africa",
  "/resources",
  "/resources/blog",
  "/resources/blog/category/cloud-infrastructure",
  "/resources/blog/paying-for-cloud-in-local-currency",
  "/resources/blog/anycast-dns-ttls-and-failover",
  "/resources/documentation",
  "/resources/help-center",
  "/legal/privacy",
  "/sitemap",
  "/forms/thanks/contact",
  "/newsletter/confirmed",
];

/** Every prerendered page of the build, as URL paths ("/", "/about-us", "/fr/pricing" ...). */
export function allBuiltPagePaths(): string[] {
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

/** Every English page, and the other languages' pages of LOCALE_SAMPLE (all of them with E2E_ALL_LOCALES=1). */
export function builtPagePaths(): string[] {
  const all = allBuiltPagePaths();
  if (process.env.E2E_ALL_LOCALES === "1") return all;
  return all.filter((path) => {
    const { locale, path: page } = splitLocalePath(path);
    return locale === SOURCE_LOCALE || LOCALE_SAMPLE.includes(page);
  });
}

/** The HTML the server sends for a prerendered path, read from the build. */
export function builtHtml(path: string): string {
  return readFileSync(join(clientDir, pageFileOf(path)), "utf8");
}
