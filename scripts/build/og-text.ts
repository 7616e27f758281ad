/**
 * Text the card layout engine (satori) cannot draw: it neither shapes Arabic nor lays it out right
 * to left (vercel/satori#74), so an Arabic title would come out as isolated letters in reverse
 * order. Here HarfBuzz (harfbuzzjs, WebAssembly) shapes the text into glyph outlines, lines are
 * broken and laid out right to left, and the result is an SVG of paths that the card places as
 * an image. It also tells which characters no card font has, so a title never draws as tofu.
 *
 * Bidi is the subset of Unicode's algorithm that a one-paragraph title needs: the paragraph is
 * right to left; a run of Latin letters and figures (with the spaces and number punctuation
 * between them, so "Tier IV" and "99.95%" stay whole) reads left to right inside it.
 */
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import * as hb from "harfbuzzjs";

/** A font file's bytes as SFNT (TTF/OTF). HarfBuzz reads no WOFF: WOFF 1.0 is SFNT with each table zlib-compressed. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not "wOFF": already SFNT
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF outlines
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** One font for shaping: HarfBuzz's font, and which characters it has. */
export type ShapingFont = { name: string; font: hb.Font; upem: number; ascender: number; descender: number; covers: Set<number> };

export async function loadShapingFont(path: string, name = path): Promise<ShapingFont> {
  const face = new hb.Face(new hb.Blob(sfntFromWoff(await readFile(path))));
  const font = new hb.Font(face);
  const { ascender, descender } = font.hExtents();
  return { name, font, upem: face.upem, ascender, descender, covers: new Set(face.collectUnicodes()) };
}

/** The characters of `text` that none of `fonts` has (spaces aside), to fail a build before it draws tofu. */
export function missingCharacters(text: string, fonts: readonly ShapingFont[]): string[] {
  return [...new Set([...text])].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return !/\s/u.test(char) && !fonts.some((font) => font.covers.has(code));
  });
}

/** Shapes one run in one font and direction: glyph ids in visual order (left to right), with their advances in font units. */
export function shapeRun(font: ShapingFont, text: string, direction: "ltr" | "rtl", language?: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(direction === "rtl" ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  if (language) buffer.setLanguage(language);
  hb.shape(font.font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => ({
    glyph: info.codepoint, // HarfBuzz calls the glyph id "codepoint" after shaping
    cluster: info.cluster,
    xAdvance: positions[i]?.xAdvance ?? 0,
    xOffset: positions[i]?.xOffset ?? 0,
    yOffset: positions[i]?.yOffset ?? 0,
  }));
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LTR_STRONG = /[\p{L}\p{N}]/u;

/**
 * The line's characters cut into direction runs, in logical order. Strong characters decide;
 * number punctuation (. , : / %) touching a figure or Latin letter joins it, and a neutral
 * (space, punctuation) takes the direction of its neighbours when both are left to right,
 * else the paragraph's.
 */
export function directionRuns(text: string): { text: string; direction: "ltr" | "rtl" }[] {
  const chars = [...text];
  const strong = chars.map((char): "ltr" | "rtl" | undefined =>
    // Figures read left to right, Arabic-Indic ones too (their run stays whole inside the line).
    /\p{Nd}/u.test(char) ? "ltr" : RTL_LETTER.test(char) ? "rtl" : LTR_STRONG.test(char) ? "ltr" : undefined,
  );
  const resolved = chars.map((char, i) => {
    const own = strong[i];
    if (own) return own;
    const before = strong.slice(0, i).findLast((value) => value !== undefined);
    const after = strong.slice(i + 1).find((value) => value !== undefined);
    // "%" after a figure ends the number ("99.95%"), whatever follows.
    if (/[%+$€]/u.test(char) && /\d/u.test(chars[i - 1] ?? "")) return "ltr";
    return before === "ltr" && after === "ltr" ? "ltr" : "rtl";
  });
  // A closing bracket goes the way its opening one went, so "(Tier IV)" keeps both ends.
  const open: number[] = [];
  chars.forEach((char, i) => {
    if ("([{".includes(char)) open.push(i);
    const opening = ")]}".includes(char) ? open.pop() : undefined;
    if (opening !== undefined) resolved[i] = resolved[opening] ?? "rtl";
  });
  const runs: { text: string; direction: "ltr" | "rtl" }[] = [];
  chars.forEach((char, i) => {
    const direction = resolved[i] ?? "rtl";
    const last = runs.at(-1);
    if (last?.direction === direction) last.text += char;
    else runs.push({ text: char, direction });
  });
  return runs;
}

type Placed = { font: ShapingFont; glyph: number; x: number; dx: number; dy: number };

/** A right-to-left line as glyphs placed from x = 0 (left edge) in font-size units, and its width. */
function layoutRtlLine(line: string, fonts: readonly ShapingFont[], size: number, language: string) {
  const glyphs: Placed[] = [];
  let x = 0;
  // The paragraph is right to left: runs go right to left, so drawn from the left they come last first.
  for (const run of directionRuns(line).reverse()) {
    // Within a run, cut where the font changes (an Arabic space or colon may come from the Latin font).
    const pieces: { font: ShapingFont; text: string }[] = [];
    for (const char of run.text) {
      const font = fonts.find((candidate) => candidate.covers.has(char.codePointAt(0) ?? 0)) ?? fonts[0];
      if (!font) throw new Error("no font to shape with");
      const last = pieces.at(-1);
      if (last?.font === font) last.text += char;
      else pieces.push({ font, text: char });
    }
    if (run.direction === "rtl") pieces.reverse();
    for (const piece of pieces) {
      const scale = size / piece.font.upem;
      for (const glyph of shapeRun(piece.font, piece.text, run.direction, run.direction === "rtl" ? language : "en")) {
        glyphs.push({ font: piece.font, glyph: glyph.glyph, x: x + glyph.xOffset * scale, dx: scale, dy: glyph.yOffset * scale });
        x += glyph.xAdvance * scale;
      }
    }
  }
  return { glyphs, width: x };
}

/** Words into lines no wider than maxWidth (a word longer than that gets a line of its own). */
function breakLines(text: string, measure: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export type RtlText = { svg: string; width: number; height: number; lines: string[] };

/**
 * A right-to-left paragraph as an SVG of glyph paths, each line aligned to the right edge.
 * `fonts` in order of preference: the first that has a character draws it.
 */
export function rtlTextSvg(
  text: string,
  options: { fonts: readonly ShapingFont[]; size: number; maxWidth: number; lineHeight: number; color: string; language: string },
): RtlText {
  const { fonts, size, maxWidth, lineHeight, color, language } = options;
  const missing = missingCharacters(text, fonts);
  if (missing.length > 0)
    throw new Error(
      `"${text}": no card font has ${missing.map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()})`).join(", ")}`,
    );
  const lines = breakLines(text, (line) => layoutRtlLine(line, fonts, size, language).width, maxWidth);
  const laidOut = lines.map((line) => layoutRtlLine(line, fonts, size, language));
  const width = Math.ceil(Math.min(maxWidth, Math.max(...laidOut.map((line) => line.width))));
  const lineBox = size * lineHeight;
  // The baseline sits where the main font's ascender and descender centre the line box.
  const main = fonts[0];
  const ascent = main ? (main.ascender / main.upem) * size : size * 0.8;
  const descent = main ? (-main.descender / main.upem) * size : size * 0.2;
  const placed = laidOut.flatMap((line, row) => {
    const baseline = row * lineBox + (lineBox - ascent - descent) / 2 + ascent;
    const left = width - line.width; // right-aligned
    return line.glyphs.map(({ font, glyph, x, dx, dy }) => {
      // Ink above the first line or below the last (the dots under a final yeh go deeper than
      // the line box) stretches the image rather than being cut off.
      const ink = font.font.glyphExtents(glyph);
      const top = baseline - dy - (ink?.yBearing ?? 0) * dx;
      return { font, glyph, x: left + x, y: baseline - dy, scale: dx, top, bottom: top - (ink?.height ?? 0) * dx };
    });
  });
  const above = Math.max(0, -Math.min(...placed.map(({ top }) => top)));
  const height = Math.ceil(above + Math.max(lineBox * lines.length, ...placed.map(({ bottom }) => bottom)));
  const paths = placed.flatMap(({ font, glyph, x, y, scale }) => {
    const d = font.font.glyphToPath(glyph);
    return d
      ? [`<path transform="translate(${round(x)} ${round(y + above)}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${d}"/>`]
      : [];
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="${color}">${paths.join("")}</g></svg>`;
  return { svg, width, height, lines };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
