import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, icalUtc, type CalendarEvent } from "./icalendar.ts";

const window: CalendarEvent = {
  uid: "2026-11-20-lagos-network@status.example",
  start: "2026-11-20T22:00:00Z",
  end: "2026-11-21T02:00:00+01:00",
  updated: "2026-11-18T09:30:00Z",
  summary: "Network upgrade; Lagos, Abuja",
  description: "Line one\nLine two, with a backslash \\ and a semicolon;",
  url: "https://status.example/status/incidents/2026-11-20-lagos-network",
  categories: ["region:lagos", "product:network", "impact:minor"],
  sequence: 2,
  cancelled: false,
};

const arabic: CalendarEvent = {
  ...window,
  uid: "2026-10-01-accra-storage@status.example",
  start: "2026-10-01T01:00:00Z",
  end: "2026-10-01T03:00:00Z",
  summary: "صيانة مجدولة للتخزين الكتلي في أكرا، مع ترقية البرمجيات الثابتة لوحدات التحكم في التخزين",
  description: "سنقوم بترقية البرمجيات الثابتة. ".repeat(6),
  sequence: 0,
  cancelled: true,
};

const text = buildCalendar({
  productId: "-//Baobab Cloud//Status//EN",
  name: "Maintenance, all regions",
  url: "https://status.example/status",
  events: [window, arabic],
});

describe("iCalendar (RFC 5545)", () => {
  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(
      lines.some((line) => line.startsWith(" ")),
      "some lines are folded",
    ).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("is read back by ical.js, every property intact", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // ical.js leaves the values of NAME (RFC 7986) and X-WR-CALNAME as written; calendar
    // applications read them as TEXT, escapes undone.
    for (const name of ["name", "x-wr-calname"]) expect(calendar.getFirstPropertyValue(name)).toBe("Maintenance\\, all regions");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("uid"))).toEqual([arabic.uid, window.uid]);
    const [cancelled, upgrade] = events.map((event) => new ICAL.Event(event));
    expect(upgrade?.summary).toBe(window.summary);
    expect(upgrade?.description).toBe(window.description);
    expect(upgrade?.sequence).toBe(2);
    expect(upgrade?.startDate.toJSDate().toISOString()).toBe("2026-11-20T22:00:00.000Z");
    // The end was given at +01:00: written, and read, as 01:00 UTC.
    expect(upgrade?.endDate.toJSDate().toISOString()).toBe("2026-11-21T01:00:00.000Z");
    expect(upgrade?.startDate.zone.tzid).toBe("UTC");
    const first = events[1];
    expect(first?.getFirstPropertyValue("url")).toBe(window.url);
    expect(first?.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(first?.getFirstProperty("categories")?.getValues()).toEqual(window.categories);
    expect(String(first?.getFirstPropertyValue("dtstamp"))).toBe("2026-11-18T09:30:00Z");
    // Folding inside two-octet characters leaves the Arabic whole.
    expect(cancelled?.summary).toBe(arabic.summary);
    expect(cancelled?.description).toBe(arabic.description);
    expect(events[0]?.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("escapes text and writes UTC instants", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(icalUtc("2026-03-05T07:08:09.123+02:00")).toBe("20260305T050809Z");
    expect(() => icalUtc("soon")).toThrow();
  });

  it("folds at 75 octets, continuation lines counting their leading space", () => {
    const folded = foldLine("x".repeat(200)).split("\r\n");
    expect(folded.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(foldLine("short")).toBe("short");
  });
});
