import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export type PageSeo = {
  /** The page's own title, without the site name (5–60 characters). */
  title: string;
  /** The meta description (50–160 characters). */
  description: string;
  /** The canonical path of the page, e.g. "/services/cloud-computing". */
  path: string;
};

export const SEO_LIMITS = {
  title: { min: 5, max: 60 },
  description: { min: 50, max: 160 },
} as const;

/** The full meta set every page carries: title, description, canonical, Open Graph, Twitter. */
export function seo({ title, description, path }: PageSeo): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const url = new URL(path, site.url).href;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
  ];
}

/** Problems with a page's SEO entry, empty when it is fine; used by content tests. */
export function seoProblems({ title, description, path }: PageSeo): string[] {
  const problems: string[] = [];
  const { title: t, description: d } = SEO_LIMITS;
  if (title.length < t.min || title.length > t.max) problems.push(`${path}: title is ${title.length} characters (want ${t.min}–${t.max})`);
  if (description.length < d.min || description.length > d.max)
    problems.push(`${path}: description is ${description.length} characters (want ${d.min}–${d.max})`);
  if (!path.startsWith("/")) problems.push(`${path}: path must start with /`);
  return problems;
}
