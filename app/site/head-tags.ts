/**
 * A page's <head> tags from its template's `meta` descriptors (app/lib/seo.ts writes them), in
 * the order the document shell writes them: the title, then each meta and link in the
 * descriptors' order, and the structured data last.
 */
import faviconSvg from "../../public/favicon.svg?raw";
import type { MetaDescriptor } from "#app/lib/page-module.ts";

// The icon travels in the page (a few dozen bytes of brotli: the header draws the same mark), so
// the browser makes no request for it while the page loads (docs/decisions/012). Spaces stay as
// they are, so the path data compresses against the header's; only what a URL cannot hold is escaped.
export const favicon = `data:image/svg+xml,${faviconSvg.trim().replace(/[<>"#%\n]/g, encodeURIComponent)}`;

export type HeadTags = {
  title?: string;
  tags: { tag: "meta" | "link"; attributes: Record<string, string> }[];
  jsonLd: string[];
};

/** React's prop names that differ from the attributes' names in HTML. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  hrefLang: "hreflang",
  httpEquiv: "http-equiv",
  charSet: "charset",
  crossOrigin: "crossorigin",
};

/** A descriptor's attributes as HTML names them, in their order, without tagName. */
function attributesOf(descriptor: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(descriptor).flatMap(([name, value]) => (name === "tagName" ? [] : [[ATTRIBUTE_NAMES[name] ?? name, String(value)]])),
  );
}

/** JSON that no "</script>" or HTML entity inside a string can end or change: &, <, > and the line separators as escapes. */
const scriptSafe = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);

export function headTags(descriptors: readonly MetaDescriptor[]): HeadTags {
  const head: HeadTags = { tags: [], jsonLd: [] };
  for (const descriptor of descriptors) {
    // A link may carry a title too (the status calendars' links): tagName first.
    if ("tagName" in descriptor)
      head.tags.push({ tag: descriptor.tagName === "link" ? "link" : "meta", attributes: attributesOf(descriptor) });
    else if ("title" in descriptor) head.title = descriptor.title;
    else if ("script:ld+json" in descriptor) head.jsonLd.push(scriptSafe(JSON.stringify(descriptor["script:ld+json"])));
    else head.tags.push({ tag: "meta", attributes: attributesOf(descriptor) });
  }
  return head;
}
