/**
 * An iCalendar file (RFC 5545) of events with a fixed start and end, built as text: the handful of
 * properties a published calendar needs is smaller than a library (tests read the result with
 * ical.js, the parser of Thunderbird). No METHOD: the file is a calendar to subscribe to, not a
 * scheduling message, so each event's DTSTAMP is the time its information last changed (RFC 5545
 * 3.8.7.2), and a build writes the same bytes until an event changes.
 */
export type CalendarEvent = {
  /** Globally unique and stable across builds: a calendar replaces the event with the same UID. */
  uid: string;
  /** ISO 8601 instants (any offset); written in UTC. */
  start: string;
  end: string;
  /** When the event's information last changed (DTSTAMP and LAST-MODIFIED). */
  updated: string;
  summary: string;
  description: string;
  url: string;
  categories: readonly string[];
  /** How many times the event was revised after it was first published (RFC 5545 3.8.7.4). */
  sequence: number;
  /** A cancelled event stays in the file, so calendars remove it (RFC 5545 3.8.1.11). */
  cancelled: boolean;
};

export type Calendar = {
  /** Who made the file (PRODID): "-//Company//Product//EN". */
  productId: string;
  /** The calendar's name, as calendar applications show it (X-WR-CALNAME, and RFC 7986's NAME). */
  name: string;
  /** The page the calendar belongs to (RFC 7986 URL). */
  url: string;
  events: readonly CalendarEvent[];
};

/** An instant as a UTC DATE-TIME: 20261014T090000Z. */
export function icalUtc(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${instant}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with one space,
 * which counts toward their 75. A fold never splits a UTF-8 character (Arabic is two octets each).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildCalendar(calendar: Calendar): string {
  const events = [...calendar.events].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `URL:${calendar.url}`,
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icalUtc(event.updated)}`,
      `LAST-MODIFIED:${icalUtc(event.updated)}`,
      `DTSTART:${icalUtc(event.start)}`,
      `DTEND:${icalUtc(event.end)}`,
      `SEQUENCE:${event.sequence}`,
      `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      // A maintenance window informs; it does not make anyone busy.
      "TRANSP:TRANSPARENT",
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      ...(event.categories.length > 0 ? [`CATEGORIES:${event.categories.map(escapeText).join(",")}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
