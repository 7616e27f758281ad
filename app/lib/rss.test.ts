import { describe, expect, it } from "vitest";
import { buildRssFeed, escapeXml, rfc822Date } from "./rss.ts";

const channel = {
  title: "Baobab Cloud blog",
  description: "Articles & news",
  link: "https://example.com/blog",
  selfLink: "https://example.com/blog/rss.xml",
  items: [
    {
      title: "Older <post>",
      link: "https://example.com/blog/older",
      description: "A",
      date: "2026-09-17",
      author: "Tunde",
      categories: ["Billing"],
    },
    {
      title: "Newer post",
      link: "https://example.com/blog/newer",
      description: "B",
      date: "2026-11-12",
      author: "Adaeze",
      categories: ["NDPA", "Compliance"],
    },
  ],
};

describe("buildRssFeed", () => {
  const xml = buildRssFeed(channel);
  it("is an RSS 2.0 channel that names itself", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<atom:link href="https://example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<description>Articles &amp; news</description>");
  });
  it("lists the items newest first with RFC 822 dates, and escapes text", () => {
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(["Newer post", "Older &lt;post&gt;"]);
    expect(xml).toContain("<pubDate>Thu, 12 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Thu, 12 Nov 2026 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/blog/newer</guid>');
    expect(xml.match(/<category>/g)).toHaveLength(3);
  });
});

describe("xml helpers", () => {
  it("escape the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });
  it("format calendar dates for RSS", () => {
    expect(rfc822Date("2026-09-17")).toBe("Thu, 17 Sep 2026 00:00:00 GMT");
    expect(() => rfc822Date("soon")).toThrow();
  });
});
