import { describe, expect, it } from "vitest";
import {
  addressLine,
  continuingLine,
  formatClientClaim,
  formatDate,
  formatDateTime,
  formatList,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRate,
  formatUptime,
  formatUsd,
  languageComma,
  quoted,
  startingLine,
} from "./format.ts";

describe("format helpers", () => {
  it("formats whole numbers with thousands separators", () => {
    expect(formatNumber(5_000_000)).toBe("5,000,000");
    expect(formatNumber(0)).toBe("0");
  });
  it("states client counts as compact claims", () => {
    expect(formatClientClaim(2_800_000)).toBe("2.8M+");
    expect(formatClientClaim(1_500_000)).toBe("1.5M+");
    expect(formatClientClaim(700_000)).toBe("700K+");
  });
  it("rounds shares to whole percents", () => {
    expect(formatPercent(0.3)).toBe("30%");
    expect(formatPercent(0.555)).toBe("56%");
    expect(formatPercent(0.14)).toBe("14%");
  });
  it("formats US dollar prices", () => {
    expect(formatUsd(49)).toBe("$49");
    expect(formatUsd(1299)).toBe("$1,299");
  });
  it("formats calendar dates without a time-zone shift", () => {
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(() => formatDate("yesterday")).toThrow();
  });
});

describe("formatting in the site's other languages (build time, Latin digits named)", () => {
  it("writes French with narrow no-break spaces and its own currency order", () => {
    expect(formatNumber(5000000, "fr")).toBe("5\u202f000\u202f000");
    // CLDR puts a no-break space (U+00A0) before % in French, a narrow one (U+202F) in groups.
    expect(formatPercent(0.56, "fr")).toBe("56\u00a0%");
    expect(formatUsd(49, "fr")).toBe("49\u00a0$US");
  });
  it("writes Arabic with Latin digits, not Arabic-Indic ones (decision 016)", () => {
    expect(formatNumber(5000000, "ar")).toBe("5,000,000");
    expect(formatNumber(5000000, "ar")).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDate("2026-11-02", "ar")).toMatch(/^2 .+ 2026$/);
  });
  it("writes Portuguese as read in Angola (pt-AO)", () => {
    expect(formatNumber(5000, "pt")).toBe("5\u00a0000");
    expect(formatUsd(49, "pt")).toBe("49\u00a0US$");
  });
  it("keeps English as it was", () => {
    expect(formatUsd(49, "en")).toBe("$49");
    expect(formatPercent(0.56)).toBe("56%");
  });
});

describe("formatting helpers in each language (issue 33)", () => {
  const N = "\u202f";
  it.each([
    ["en", "December 1, 2026", "November 23, 2026"],
    ["fr", "1er décembre 2026", "23 novembre 2026"],
    ["ar", "1 ديسمبر 2026", "23 نوفمبر 2026"],
    ["pt", "1 de dezembro de 2026", "23 de novembro de 2026"],
  ])("dates in %s: the first of a month as the language writes it", (locale, first, other) => {
    expect(formatDate("2026-12-01", locale)).toBe(first);
    expect(formatDate("2026-11-23", locale)).toBe(other);
  });

  it("dates given the Intl tag a page passes (fr-u-nu-latn) get the ordinal too", () => {
    expect(formatDate("2026-12-01", "fr-u-nu-latn")).toBe("1er décembre 2026");
    expect(formatDate("2026-12-11", "fr")).toBe("11 décembre 2026");
  });

  it.each([
    ["en", "Visa, bank transfer, and M-Pesa"],
    ["fr", "Visa, bank transfer et M-Pesa"],
    ["ar", "Visa وbank transfer وM-Pesa"],
    ["pt", "Visa, bank transfer e M-Pesa"],
  ])("lists in %s with Intl.ListFormat, never 'a et b et c'", (locale, expected) => {
    expect(formatList(["Visa", "bank transfer", "M-Pesa"], locale)).toBe(expected);
  });

  it.each([
    ["en", "“Fast.”"],
    ["fr", `«${N}Fast.${N}»`],
    ["ar", "«Fast.»"],
    ["pt", "«Fast.»"],
  ])("quotes in %s with the language's marks", (locale, expected) => {
    expect(quoted("Fast.", locale)).toBe(expected);
  });

  it.each([
    ["en", "$49"],
    ["fr", "49\u00a0$US"],
    ["ar", "\u200f49\u00a0US$"],
    ["pt", "49\u00a0US$"],
  ])("one US dollar form in %s (GLOSSARY), never a bare $ outside English", (locale, expected) => {
    expect(formatUsd(49, locale)).toBe(expected);
  });
});

describe("continuingLine: a stand-alone line inside a list, in the four languages", () => {
  it.each([
    ["en", "Basic support", "basic support"],
    ["fr", "Assistance de base", "assistance de base"],
    ["pt", "Suporte básico", "suporte básico"],
    ["ar", "دعم أساسي", "دعم أساسي"],
  ])("%s", (locale, line, continued) => {
    expect(continuingLine(line, locale)).toBe(continued);
  });

  it("keeps acronyms and figures as written", () => {
    expect(continuingLine("DDoS protection")).toBe("DDoS protection");
    expect(continuingLine("SSD")).toBe("SSD");
    expect(continuingLine("2 vCPUs")).toBe("2 vCPUs");
    expect(continuingLine("⟦Ḃáśíç śúṗṗóŕť⟧")).toBe("⟦ḃáśíç śúṗṗóŕť⟧");
  });

  it.each([
    ["fr", ["4 Go de RAM", "80 Go de SSD", "2 To de bande passante", "2 × 1,92 To NVMe", "1 Mo/s"]],
    ["en", ["4 GB RAM", "2 TB bandwidth", "2 × 1.92 TB NVMe"]],
    ["pt", ["4 GB de RAM", "2 TB de largura de banda", "2 × 1,92 TB NVMe"]],
    ["ar", ["ذاكرة RAM بسعة 4 GB", "4 GB", "نطاق ترددي 2 TB"]],
  ])("keeps the case of a unit after a figure (%s)", (locale, lines) => {
    for (const line of lines) expect(continuingLine(line, locale)).toBe(line);
  });
});

describe("addressLine: an office's address in the four languages", () => {
  it.each([
    ["en", ["Smart Village, Cairo–Alexandria Desert Road", "Giza"], "Smart Village, Cairo–Alexandria Desert Road, Giza, Egypt"],
    [
      "fr",
      ["Smart Village, route désertique Le Caire–Alexandrie", "Gizeh"],
      "Smart Village, route désertique Le Caire–Alexandrie, Gizeh, Égypte",
    ],
    ["ar", ["القرية الذكية، طريق القاهرة–الإسكندرية الصحراوي", "الجيزة"], "القرية الذكية، طريق القاهرة–الإسكندرية الصحراوي، الجيزة، مصر"],
    [
      "pt",
      ["Smart Village, Estrada do Deserto Cairo–Alexandria", "Gizé"],
      "Smart Village, Estrada do Deserto Cairo–Alexandria, Gizé, Egito",
    ],
  ] as const)("%s", (locale, parts, line) => {
    expect(addressLine(parts, "EG", locale)).toBe(line);
  });
});

describe("addressLine in Arabic: a street in Latin letters is isolated", () => {
  it("keeps the house number before the street inside the right-to-left line", () => {
    expect(addressLine(["144 Katherine Street, Sandton", "جوهانسبرغ"], "ZA", "ar")).toBe(
      "\u2068144 Katherine Street, Sandton\u2069، جوهانسبرغ، جنوب أفريقيا",
    );
    expect(addressLine(["144 Katherine Street, Sandton", "Johannesburg"], "ZA", "en")).toBe(
      "144 Katherine Street, Sandton, Johannesburg, South Africa",
    );
  });
});

describe("languageComma: between two parts of one name", () => {
  it.each([
    ["en", "Lagos, Nigeria"],
    ["fr", "Lagos, Nigeria"],
    ["ar", "لاغوس، نيجيريا"],
    ["pt", "Lagos, Nigéria"],
  ] as const)("%s", (locale, joined) => {
    const [city, country] = { en: ["Lagos", "Nigeria"], fr: ["Lagos", "Nigeria"], ar: ["لاغوس", "نيجيريا"], pt: ["Lagos", "Nigéria"] }[
      locale
    ];
    expect([city, country].join(languageComma(locale))).toBe(joined);
  });
});

describe("status times and figures", () => {
  it("writes an instant in UTC on a 24-hour clock, in each language", () => {
    expect(formatDateTime("2026-10-14T21:05:00Z", "en")).toBe("October 14, 2026, 21:05 UTC");
    expect(formatDateTime("2026-10-01T09:12:00Z", "fr")).toBe("1er octobre 2026, 09:12 UTC");
    expect(formatDateTime("2026-10-14T21:05:00Z", "ar")).toBe("14 أكتوبر 2026، 21:05 UTC");
    expect(() => formatDateTime("yesterday", "en")).toThrow("Not an ISO 8601 time");
  });

  it("names a month", () => {
    expect(formatMonth("2026-11", "en")).toBe("November 2026");
    expect(formatMonth("2026-11", "pt")).toBe("novembro de 2026");
  });

  it("cuts an uptime to three decimals, never rounding up to 100%", () => {
    expect(formatUptime(99.9996, "en")).toBe("99.999%");
    expect(formatUptime(100, "en")).toBe("100.00%");
    expect(formatUptime(99.9034, "fr")).toBe("99,903\u00a0%");
  });
});

describe("formatRate: a rate as legislated, in the four languages", () => {
  it.each([
    ["en", "19.25%"],
    ["fr", "19,25\u00a0%"],
    ["pt", "19,25%"],
    ["ar", "19.25%"],
  ])("Cameroon's VAT is not rounded (%s)", (locale, text) => {
    expect(formatRate(0.1925, locale).replace(/[\u200e\u200f\u061c]/g, "")).toBe(text);
  });
  it("writes whole and half rates without trailing zeros", () => {
    expect(formatRate(0.18)).toBe("18%");
    expect(formatRate(0.075)).toBe("7.5%");
    expect(formatRate(0.175, "fr")).toBe("17,5\u00a0%");
  });
});

describe("startingLine: a phrase that continues a sentence, as it starts a cell, in the four languages", () => {
  it.each([
    ["en", "US Dollar", "US Dollar"],
    ["fr", "dollar US", "Dollar US"],
    ["pt", "dólar americano", "Dólar americano"],
    ["ar", "دولار أمريكي", "دولار أمريكي"],
    ["fr", "« franc CFA »", "« Franc CFA »"],
  ])("%s: %s", (locale, line, starting) => {
    expect(startingLine(line, locale)).toBe(starting);
  });
});
