import { findContactTopic } from "#app/content/contact-topics.ts";
import { findPlan } from "#app/content/plans.ts";
import { familyPaths } from "./route-families.ts";

/** An entry of a route table, as far as its paths go (React Router's route config entries have this shape). */
export type RouteEntry = { id?: string; path?: string; index?: boolean; children?: readonly RouteEntry[] };

/**
 * The URL paths of a route table ("/" for the index route, "/fr/" for a language's, nested
 * paths joined, the catch-alls left out), and a check that a link leads to one of them. Content
 * tests use both, so a link to a page that does not exist fails a unit test, not a visitor.
 */
export function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === "*" || entry.path?.endsWith("/*")) return [];
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    // A language's index route has its prefix as path ("fr"); the site links to it as "/fr/" (localePath).
    // A family route ("services/:slug") stands for its pages (route-families.ts).
    const family = entry.id === undefined ? undefined : familyPaths.get(entry.id);
    const own = family ?? (entry.index ? [`${path}/`.replace(/\/+$/, "/")] : entry.path !== undefined ? [path || "/"] : []);
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const ORIGIN = "https://site.invalid";

/** Why an internal link would not work, or undefined when it leads to a page (and, for the contact form, to a query it understands). */
export function linkProblem(href: string, paths: ReadonlySet<string>): string | undefined {
  if (href.trim() === "" || href === "#") return `${JSON.stringify(href)} goes nowhere`;
  if (href.startsWith("#")) return undefined;
  const url = new URL(href, ORIGIN);
  if (url.origin !== ORIGIN) return undefined;
  if (!paths.has(url.pathname)) return `${href}: no route for ${url.pathname}`;
  if (url.pathname === "/contact") {
    for (const [key, value] of url.searchParams) {
      const known =
        (key === "topic" && findContactTopic(value)) ||
        (key === "plan" && findPlan(value, "en")) ||
        (key === "intent" && value === "trial") ||
        key === "message";
      if (!known) return `${href}: the contact page does not understand ${key}=${value}`;
    }
  }
  return undefined;
}

/** Every `href` in a piece of content, however deeply nested: what content tests check with `linkProblem`. */
export function collectHrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectHrefs);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "href" && typeof inner === "string" ? [inner] : collectHrefs(inner)));
}
