import { describe, expect, it } from "vitest";
import { formatMinutes } from "./duration.ts";

describe("formatMinutes", () => {
  it("states minutes and whole hours as people say them", () => {
    expect(formatMinutes(30)).toBe("30 minutes");
    expect(formatMinutes(60)).toBe("1 hour");
    expect(formatMinutes(120)).toBe("2 hours");
    expect(formatMinutes(90)).toBe("1 hour, 30 minutes");
    expect(formatMinutes(1)).toBe("1 minute");
  });
  it("speaks the page's language", () => {
    expect(formatMinutes(120, "fr-u-nu-latn")).toBe("2\u00a0heures");
    expect(formatMinutes(30, "pt-AO-u-nu-latn")).toBe("30 minutos");
  });
  it("rejects what is not a duration", () => {
    expect(() => formatMinutes(0)).toThrow();
    expect(() => formatMinutes(2.5)).toThrow();
  });
  it("names the units in the page's language", () => {
    // French puts a no-break space between the figure and the unit.
    expect(formatMinutes(240, "fr")).toBe("4\u00a0heures");
    expect(formatMinutes(240, "ar")).toBe("4 ساعات");
  });
  // The second translation review: "2 heures 53 minutes", "2 horas 53 minutos", "ساعتان 53 دقيقة" had no conjunction.
  it.each([
    ["en", "2 hours, 53 minutes"],
    ["fr", "2\u00a0heures et 53\u00a0minutes"],
    ["pt", "2 horas e 53 minutos"],
    ["ar", "ساعتان و53 دقيقة"],
  ])("joins hours and minutes as the language does (%s)", (locale, text) => {
    expect(formatMinutes(173, locale)).toBe(text);
  });
  it("says one and two of a unit in Arabic's own words, and keeps Latin digits", () => {
    expect(formatMinutes(61, "ar")).toBe("ساعة ودقيقة");
    expect(formatMinutes(90, "ar")).toBe("ساعة و30 دقيقة");
    expect(formatMinutes(90, "pt")).toBe("1 hora e 30 minutos");
  });
});
