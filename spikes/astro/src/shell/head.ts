/**
 * What app/root.tsx puts in every page's <head> besides the route's meta: the icon, and the
 * route's meta descriptors (React Router's `meta` export, reused as is) sorted into tags the
 * layout writes.
 */
import faviconSvg from "../../../../public/favicon.svg?raw";

export const favicon = `data:image/svg+xml,${faviconSvg.trim().replace(/[<>"#%\n]/g, encodeURIComponent)}`;

type Descriptor = Record<string, unknown>;

export type HeadTags = {
  title?: string;
  metas: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: string[];
};

/** React Router's <Meta/> rules, for the descriptors the site's meta functions write. */
export function headTags(descriptors: readonly Descriptor[]): HeadTags {
  const tags: HeadTags = { metas: [], links: [], jsonLd: [] };
  for (const descriptor of descriptors) {
    // A link may carry a title too (the status feeds' links): tagName first.
    if (descriptor.tagName === "link") {
      const { tagName: _tag, hrefLang, ...rest } = descriptor;
      tags.links.push({ ...(rest as Record<string, string>), ...(hrefLang ? { hreflang: String(hrefLang) } : {}) });
    } else if ("title" in descriptor) tags.title = String(descriptor.title);
    else if ("script:ld+json" in descriptor)
      // As React Router escapes it: no "</script>" can end the element early.
      tags.jsonLd.push(JSON.stringify(descriptor["script:ld+json"]).replace(/</g, "\\u003c"));
    else tags.metas.push(descriptor as Record<string, string>);
  }
  return tags;
}
