/**
 * A page's <head> tags from its template's `meta` descriptors (app/lib/seo.ts writes them), in
 * the order the document shell writes them: the title, then each meta and link in the
 * descriptors' order, and the structured data last.
 */
import faviconSvg from "../../public/favicon.svg?raw";

// The icon travels in the page (a few dozen bytes of brotli: the header draws the same mark), so
// the browser makes no request for it while the page loads (docs/decisions/012). Spaces stay as
// they are, so the path data compresses against the header's; only what a URL cannot hold is escaped.
export const favicon = `data:image/svg+xml,${faviconSvg.trim().replace(/[<>"#%\n]/g, encodeURIComponent)}`;

export type MetaDescriptor = Record<string, unknown>;

export type HeadTags = {
  title?: string;
  tags: { tag: "meta" | "link"; attributes: Record<string, string> }[];
  jsonLd: string[];
};

export function headTags(descriptors: readonly MetaDescriptor[]): HeadTags {
  const head: HeadTags = { tags: [], jsonLd: [] };
  for (const descriptor of descriptors) {
    if (descriptor.tagName === "link") {
      // Every attribute but tagName, React's prop names as HTML's, in place.
      const attributes = Object.entries(descriptor).flatMap(([name, value]) =>
        name === "tagName" ? [] : [[name === "hrefLang" ? "hreflang" : name, String(value)] as const],
      );
      head.tags.push({ tag: "link", attributes: Object.fromEntries(attributes) });
    } else if ("title" in descriptor) head.title = String(descriptor.title);
    else if ("script:ld+json" in descriptor)
      // No "</script>" may end the element early.
      head.jsonLd.push(JSON.stringify(descriptor["script:ld+json"]).replace(/</g, "\\u003c"));
    else head.tags.push({ tag: "meta", attributes: descriptor as Record<string, string> });
  }
  return head;
}
