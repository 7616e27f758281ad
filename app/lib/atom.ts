import { escapeXml } from "./rss.ts";

/**
 * A category a feed reader or a script can filter on (RFC 4287 4.2.2): `term` is the machine's
 * value ("region:lagos"), `label` the reader's words, `scheme` the vocabulary's address.
 */
export type AtomCategory = { term: string; label?: string; scheme?: string };

/** One Atom entry: a change, with its own id, date and text. */
export type AtomEntry = {
  id: string;
  title: string;
  /** An ISO calendar day (midnight UTC) or an RFC 3339 instant. */
  updated: string;
  /** When the entry first appeared, if not when it last changed. */
  published?: string;
  /** A short text; an entry without `content` needs one (RFC 4287 4.1.2). */
  summary?: string;
  /** The entry's whole text, plain. */
  content?: string;
  link: string;
  categories?: readonly AtomCategory[];
};

/** An Atom date: a day is its midnight UTC; an instant is written in UTC, to the second (RFC 3339). */
export function atomDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00Z`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${value}`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * An Atom 1.0 feed (RFC 4287), newest entry first. Its `updated` is the newest entry's date, so a
 * build writes the same bytes until the content changes.
 */
export function buildAtomFeed(feed: {
  id: string;
  title: string;
  link: string;
  selfLink: string;
  language: string;
  /** The feed's author; RFC 4287 wants one on the feed or on every entry. */
  author?: { name: string; uri: string };
  /** The date of a feed with no entries yet (the newest entry's date otherwise). */
  emptyUpdated?: string;
  entries: readonly AtomEntry[];
}): string {
  // Sorted by instant, not by text ("2026-02-01" and "2026-02-01T09:00:00Z" compare as dates);
  // entries of the same instant keep their order.
  const entries = [...feed.entries].sort((a, b) => atomDate(b.updated).localeCompare(atomDate(a.updated)));
  const updated = entries[0]?.updated ?? feed.emptyUpdated ?? "1970-01-01";
  const category = ({ term, label, scheme }: AtomCategory) =>
    `    <category term="${escapeXml(term)}"${scheme ? ` scheme="${escapeXml(scheme)}"` : ""}${label ? ` label="${escapeXml(label)}"` : ""}/>`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${atomDate(updated)}</updated>`,
    ...(feed.author ? [`  <author><name>${escapeXml(feed.author.name)}</name><uri>${escapeXml(feed.author.uri)}</uri></author>`] : []),
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfLink)}"/>`,
    ...entries.flatMap((entry) => [
      "  <entry>",
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <updated>${atomDate(entry.updated)}</updated>`,
      ...(entry.published ? [`    <published>${atomDate(entry.published)}</published>`] : []),
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      ...(entry.categories ?? []).map(category),
      ...(entry.summary === undefined ? [] : [`    <summary>${escapeXml(entry.summary)}</summary>`]),
      ...(entry.content === undefined ? [] : [`    <content type="text">${escapeXml(entry.content)}</content>`]),
      "  </entry>",
    ]),
    "</feed>",
    "",
  ].join("\n");
}
