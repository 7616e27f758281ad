import { describe, expect, it } from "vitest";
import { formatMinutes } from "./duration.ts";

describe("formatMinutes", () => {
  it("states minutes and whole hours as people say them", () => {
    expect(formatMinutes(30)).toBe("30 minutes");
    expect(formatMinutes(60)).toBe("1 hour");
    expect(formatMinutes(120)).toBe("2 hours");
    expect(formatMinutes(90)).toBe("1 hour 30 minutes");
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
    expect(formatMinutes(90, "pt")).toBe("1 hora 30 minutos");
    expect(formatMinutes(240, "ar")).toBe("4 ساعات");
  });
});
