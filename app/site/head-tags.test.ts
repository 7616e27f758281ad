import { describe, expect, it } from "vitest";
import { headTags } from "./head-tags.ts";

describe("headTags", () => {
  it("keeps the descriptors' order, takes the title out and writes HTML's attribute names", () => {
    const head = headTags([
      { title: "Pricing | Baobab Cloud" },
      { name: "description", content: "Prices" },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "https://example.test/fr/pricing" },
      { property: "og:title", content: "Pricing" },
    ]);
    expect(head.title).toBe("Pricing | Baobab Cloud");
    expect(head.tags).toEqual([
      { tag: "meta", attributes: { name: "description", content: "Prices" } },
      { tag: "link", attributes: { rel: "alternate", hreflang: "fr", href: "https://example.test/fr/pricing" } },
      { tag: "meta", attributes: { property: "og:title", content: "Pricing" } },
    ]);
  });

  it("keeps a link that has a title a link (the status calendars'), not the page's title", () => {
    const head = headTags([
      { title: "Status" },
      {
        tagName: "link",
        rel: "alternate",
        type: "text/calendar",
        title: "A link with a title of its own",
        href: "/status/maintenance.ics",
      },
    ]);
    expect(head.title).toBe("Status");
    expect(head.tags).toEqual([
      {
        tag: "link",
        attributes: { rel: "alternate", type: "text/calendar", title: "A link with a title of its own", href: "/status/maintenance.ics" },
      },
    ]);
  });

  it("writes structured data as JSON no </script> or entity in it can end early or change", () => {
    expect(headTags([{ "script:ld+json": { name: "</script><script>alert(1) & more" } }]).jsonLd).toEqual([
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1) \\u0026 more"}',
    ]);
  });
});
