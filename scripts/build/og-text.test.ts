import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { directionRuns, loadShapingFont, rtlTextSvg, shapeRun } from "./og-text.ts";

const woff = (name: string) => fileURLToPath(import.meta.resolve(`@fontsource/${name}`));
const arabic = await loadShapingFont(woff("noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff"));
const latin = await loadShapingFont(woff("inter/files/inter-latin-700-normal.woff"));
const fonts = [arabic, latin];

describe("shapeRun (HarfBuzz)", () => {
  it("joins Arabic letters: each letter of a word takes its contextual form, not the one it has alone", () => {
    // بيت: beh at the start (initial form), yeh in the middle (medial), teh at the end (final).
    const word = shapeRun(arabic, "بيت", "rtl", "ar");
    const alone = [..."بيت"].map((letter) => shapeRun(arabic, letter, "rtl", "ar"));
    // Noto Sans Arabic draws a yeh's dots as a mark glyph: compare each letter's base glyph (the one that advances).
    const base = (glyphs: ReturnType<typeof shapeRun>, cluster: number) =>
      glyphs.find((glyph) => glyph.cluster === cluster && glyph.xAdvance > 0)?.glyph;
    for (const [i, isolated] of alone.entries()) {
      expect(base(word, i), `letter ${i + 1}`).toBeDefined();
      expect(base(word, i), `letter ${i + 1}`).not.toBe(base(isolated, 0));
    }
  });

  it("returns a right-to-left word's glyphs in visual order: its first letter last (rightmost)", () => {
    const clusters = shapeRun(arabic, "سحابة", "rtl", "ar").map((glyph) => glyph.cluster);
    expect(clusters.at(-1)).toBe(0);
    expect(clusters).toEqual([...clusters].sort((a, b) => b - a));
  });
});

describe("directionRuns", () => {
  it("keeps a Latin name, a figure with its percent sign and a bracketed code whole inside Arabic", () => {
    expect(directionRuns("الانتقال إلى Kubernetes دون توقف")).toEqual([
      { text: "الانتقال إلى ", direction: "rtl" },
      { text: "Kubernetes", direction: "ltr" },
      { text: " دون توقف", direction: "rtl" },
    ]);
    expect(directionRuns("توفر 99.95% من الوقت").find((run) => run.direction === "ltr")?.text).toBe("99.95%");
    expect(directionRuns("من الفئة Tier IV في").find((run) => run.direction === "ltr")?.text).toBe("Tier IV");
    // Brackets around a Latin code in Arabic stay the Arabic text's (HarfBuzz mirrors them).
    expect(directionRuns("بعملة اليورو (EUR)")).toEqual([
      { text: "بعملة اليورو (", direction: "rtl" },
      { text: "EUR", direction: "ltr" },
      { text: ")", direction: "rtl" },
    ]);
  });
});

describe("rtlTextSvg", () => {
  const options = { fonts, size: 60, maxWidth: 1040, lineHeight: 1.3, color: "#fff", language: "ar" };

  it("breaks a long title into lines no wider than the box, in reading order", () => {
    const title = "خدمات الأمان: الحماية من هجمات DDoS وجدار حماية التطبيقات والمراقبة";
    const text = rtlTextSvg(title, { ...options, maxWidth: 700 });
    expect(text.lines.length).toBeGreaterThan(1);
    expect(text.lines.join(" ")).toBe(title);
    expect(text.width).toBeLessThanOrEqual(700);
    expect(text.svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  });

  it("lays the first word at the right end of the line and a Latin word after it to its left", () => {
    const text = rtlTextSvg("سحابة Cloud", options);
    // Each glyph is a path placed by translate(x y) and scaled by its font's units: 60/1000 for
    // Noto Sans Arabic, 60/2048 for Inter.
    const glyphs = [...text.svg.matchAll(/translate\(([\d.-]+) [\d.-]+\) scale\(([\d.]+) /g)].map((match) => ({
      x: Number(match[1]),
      font: Number(match[2]) === 0.06 ? "arabic" : "latin",
    }));
    const xs = (font: string) => glyphs.filter((glyph) => glyph.font === font).map((glyph) => glyph.x);
    expect(xs("arabic").length).toBeGreaterThan(0);
    expect(xs("latin")).toHaveLength(5);
    expect(Math.max(...xs("latin"))).toBeLessThan(Math.min(...xs("arabic")));
  });

  it("refuses a character none of its fonts has", () => {
    expect(() => rtlTextSvg("سحابة 云", options)).toThrow(/no card font has "云" \(U\+4E91\)/);
  });
});
