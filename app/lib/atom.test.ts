import { parseAtomFeed } from "feedsmith";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { atomDate, buildAtomFeed } from "./atom.ts";

/** Well-formed XML, by a strict validator: a stray "&" or an unclosed tag is an error. */
const isWellFormedXml = (xml: string) => XMLValidator.validate(xml) === true;

const xml = buildAtomFeed({
  id: "https://x.example/status/feed.atom",
  title: "Status & events",
  link: "https://x.example/status",
  selfLink: "https://x.example/status/feed.atom",
  language: "ar",
  author: { name: "X", uri: "https://x.example/" },
  entries: [
    {
      id: "https://x.example/status/incidents/a#update-1",
      title: "Old <one>",
      updated: "2026-02-01T08:00:00+02:00",
      published: "2026-02-01T06:00:00Z",
      content: "Line one\nLine two & three",
      link: "https://x.example/status/incidents/a",
      categories: [{ term: "region:lagos", label: "لاغوس", scheme: "https://x.example/status" }, { term: "impact:major" }],
    },
    { id: "b", title: "Newer day", updated: "2026-02-01T07:00:00Z", summary: "s", link: "https://x.example/b" },
  ],
});

describe("buildAtomFeed", () => {
  it("writes instants in UTC to the second, and days as their midnight", () => {
    expect(atomDate("2026-02-01")).toBe("2026-02-01T00:00:00Z");
    expect(atomDate("2026-02-01T08:00:00.250+02:00")).toBe("2026-02-01T06:00:00Z");
    expect(() => atomDate("yesterday")).toThrow();
  });

  it("is well-formed, and a feed parser reads back its entries, categories, content and dates", () => {
    expect(isWellFormedXml(xml)).toBe(true);
    expect(isWellFormedXml(xml.replace("&amp;", "&"))).toBe(false);
    const feed = parseAtomFeed(xml);
    expect(feed.title).toEqual({ value: "Status & events" });
    expect(feed.authors?.[0]?.name).toBe("X");
    // Newest first, by instant: 07:00Z is after 08:00+02:00 (06:00Z).
    expect(feed.entries?.map((entry) => entry.id)).toEqual(["b", "https://x.example/status/incidents/a#update-1"]);
    expect(feed.updated).toBe("2026-02-01T07:00:00Z");
    const incident = feed.entries?.[1];
    expect(incident?.updated).toBe("2026-02-01T06:00:00Z");
    expect(incident?.published).toBe("2026-02-01T06:00:00Z");
    expect(incident?.content).toEqual({ value: "Line one\nLine two & three", type: "text" });
    expect(incident?.title).toEqual({ value: "Old <one>" });
    expect(incident?.categories).toEqual([
      { term: "region:lagos", label: "لاغوس", scheme: "https://x.example/status" },
      { term: "impact:major" },
    ]);
    expect(incident?.links).toEqual([{ href: "https://x.example/status/incidents/a", rel: "alternate", type: "text/html" }]);
    expect(feed.entries?.[0]?.summary).toEqual({ value: "s" });
  });
});
