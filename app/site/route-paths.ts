/**
 * A check that a link leads to a page of the site (app/site/site-pages.ts lists them): content
 * tests use it, so a link to a page that does not exist fails a unit test, not a visitor.
 */
import { findContactTopic } from "#app/content/contact/topics.ts";
import { findPlan } from "#app/content/pricing/plans.ts";

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
