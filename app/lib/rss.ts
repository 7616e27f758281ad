/** RSS 2.0 (https://www.rssboard.org/rss-specification), built as text: no dependency needed. */
export type RssItem = {
  title: string;
  /** Absolute URL of the item's page, also its guid. */
  link: string;
  description: string;
  /** ISO calendar date of publication. */
  date: string;
  author: string;
  categories: readonly string[];
};

export type RssChannel = {
  title: string;
  description: string;
  /** Absolute URL of the page the feed belongs to. */
  link: string;
  /** Absolute URL of the feed itself. */
  selfLink: string;
  items: readonly RssItem[];
  /** The feed's language (RSS `language`, a BCP 47 tag); English by default. */
  language?: string;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** "2026-11-12" → "Thu, 12 Nov 2026 00:00:00 GMT", the RFC 822 date RSS requires. */
export function rfc822Date(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return new Date(Date.UTC(year, month - 1, day)).toUTCString();
}

/** The feed, newest item first; its build date is the newest item's, so builds are reproducible. */
export function buildRssFeed(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => b.date.localeCompare(a.date));
  const tag = (name: string, value: string, indent: string) => `${indent}<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    tag("title", channel.title, "    "),
    tag("link", channel.link, "    "),
    tag("description", channel.description, "    "),
    tag("language", channel.language ?? "en", "    "),
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [tag("lastBuildDate", rfc822Date(items[0].date), "    ")] : []),
    ...items.flatMap((item) => [
      "    <item>",
      tag("title", item.title, "      "),
      tag("link", item.link, "      "),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      tag("pubDate", rfc822Date(item.date), "      "),
      tag("dc:creator", item.author, "      "),
      ...item.categories.map((category) => tag("category", category, "      ")),
      tag("description", item.description, "      "),
      "    </item>",
    ]),
    "  </channel>",
    "</rss>",
    "",
  ];
  return lines.join("\n");
}
