import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { decodeAttribute } from "../../scripts/build/attribute-text.ts";
import { pageFileOf } from "../../scripts/build/built-files.ts";
import { localePath, locales, SOURCE_LOCALE, splitLocalePath } from "../../app/lib/locales.ts";

const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

/**
 * One page of each template (and both kinds of blog post: translated and shown in English), which
 * the tests that visit every page also visit in one other language, taking French, Arabic and
 * Portuguese in turn: the languages share templates, so every English page plus this sample covers
 * what a language can break (each language gets about eight pages, axe included) without
 * multiplying the suite by four (README "Tests"). E2E_ALL_LOCALES=1 visits every page in every language.
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
        // A language's home page is its folder: /fr/ (localePath), as links and hreflang name it.
        const path = rel ? `/${rel}` : "/";
        paths.push(splitLocalePath(path).path === "/" ? localePath("/", splitLocalePath(path).locale) : path);
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

/** The sample's pages, each in the language it takes its turn in: "/" in fr, "/about-us" in ar ... */
export function localeSamplePaths(): string[] {
  const others = locales.map((locale) => locale.code).filter((code) => code !== SOURCE_LOCALE);
  return LOCALE_SAMPLE.map((path, index) => localePath(path, others[index % others.length] ?? SOURCE_LOCALE));
}

/** Every English page, and the sample in the other languages (every page of every language with E2E_ALL_LOCALES=1). */
export function builtPagePaths(): string[] {
  const all = allBuiltPagePaths();
  if (process.env.E2E_ALL_LOCALES === "1") return all;
  const sample = new Set(localeSamplePaths());
  return all.filter((path) => splitLocalePath(path).locale === SOURCE_LOCALE || sample.has(path));
}

/** The HTML the server sends for a prerendered path, read from the build. */
export function builtHtml(path: string): string {
  return readFileSync(join(clientDir, pageFileOf(path)), "utf8");
}

/**
 * The props of each island on a built page, as JSON text: written in the container, or in the
 * file it names (scripts/build/island-props-files.ts moves long ones out of the page).
 */
export function builtIslandProps(html: string): string[] {
  return [...html.matchAll(/data-island-props(-src)?="([^"]*)"/g)].map(([, fromFile, value = ""]) =>
    fromFile ? readFileSync(join(clientDir, value), "utf8") : decodeAttribute(value),
  );
}
