import { escapeXml } from "./rss.ts";

/** One Atom entry: a change, with its own id, date and text. */
export type AtomEntry = { id: string; title: string; updated: string; summary: string; link: string };

/**
 * An Atom 1.0 feed (RFC 4287), newest entry first. Its `updated` is the newest entry's date, so a
 * build writes the same bytes until the content changes. Dates are ISO calendar days (midnight UTC).
 */
export function buildAtomFeed(feed: {
  id: string;
  title: string;
  link: string;
  selfLink: string;
  language: string;
  entries: readonly AtomEntry[];
}): string {
  const entries = [...feed.entries].sort((a, b) => b.updated.localeCompare(a.updated));
  const stamp = (day: string) => `${day}T00:00:00Z`;
  const updated = entries[0]?.updated ?? "1970-01-01";
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfLink)}"/>`,
    ...entries.flatMap((entry) => [
      "  <entry>",
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <updated>${stamp(entry.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      "  </entry>",
    ]),
    "</feed>",
    "",
  ].join("\n");
}
