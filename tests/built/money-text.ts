/**
 * Money as a page writes it, checked against the one formatter the site has for it
 * (app/lib/price-points.ts): the US dollar in its one form per language (US$, $US or USD outside
 * English, never a bare "$"), the Egyptian pound as "ج.م." in Arabic (never "E£"), a whole amount
 * written whole ("76,000 ₦", never "76,000.00 ₦"), and thousands grouped ("3 175 MTn", never "3175 MTn").
 */
import { currencyDisplay } from "../../app/lib/price-points.ts";
import { intlLocale } from "../../app/lib/format.ts";
import { localeCodes } from "../../app/lib/locales.ts";

/** Every way a page can write a currency: its code, and its symbols in each language and in its own locale. */
export function currencyMarks(currencies: readonly { code: string; locale: string }[]): string[] {
  const marks = new Set<string>();
  for (const currency of currencies) {
    marks.add(currency.code);
    for (const locale of [...localeCodes.map((code) => intlLocale(code)), currency.locale])
      for (const display of ["symbol", "narrowSymbol", currencyDisplay(currency.code, locale)] as const) {
        const symbol = new Intl.NumberFormat(locale, { style: "currency", currency: currency.code, currencyDisplay: display })
          .formatToParts(1)
          .find((part) => part.type === "currency")?.value;
        if (symbol) marks.add(symbol.trim());
      }
  }
  // Longest first, so "$US" is read whole and not as "$".
  return [...marks].filter(Boolean).sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A figure: digits, maybe grouped by a space (ASCII, no-break, narrow no-break), a comma or a point. */
const FIGURE = String.raw`\d(?:[\d.,\u00a0\u202f ]*\d)?`;
/** What may stand between a figure and its symbol: spaces and the bidi marks Arabic prices carry. */
const GAP = String.raw`[\u00a0\u202f \u200e\u200f]?`;

/** The amounts of money in a text, each as its figure and its mark. */
export function amountsIn(text: string, marks: readonly string[]): { figure: string; mark: string; match: string }[] {
  const mark = marks.map(escape).join("|");
  // A mark is a word of its own: "USD" in "USD 49" but not the "US" of "USB", and not a letter inside a word.
  const pattern = new RegExp(
    String.raw`(?<![\p{L}\d])(?<before>${mark})${GAP}(?<figure1>${FIGURE})|(?<figure2>${FIGURE})${GAP}(?<after>${mark})(?![\p{L}\d])`,
    "gu",
  );
  return [...text.matchAll(pattern)].map((match) => ({
    figure: (match.groups?.figure1 ?? match.groups?.figure2 ?? "").trim(),
    mark: match.groups?.before ?? match.groups?.after ?? "",
    match: match[0],
  }));
}

/** What is wrong with the money in one text of a page in `locale` (empty when nothing is). */
export function moneyProblems(text: string, locale: string, marks: readonly string[]): string[] {
  const problems: string[] = [];
  if (locale !== "en") for (const match of text.matchAll(/(?<!US)\$(?!US)/g)) problems.push(`bare "$": …${context(text, match.index)}…`);
  if (locale === "ar" && text.includes("E£")) problems.push(`"E£" in Arabic: …${context(text, text.indexOf("E£"))}…`);
  for (const amount of amountsIn(text, marks)) {
    const whole = /^(.*?)[.,]00$/.exec(amount.figure);
    // "1,00" alone could be a decimal comma's one; a whole amount with zero decimals is what the formatter never writes.
    if (whole) problems.push(`a whole amount with zero decimals: "${amount.match}"`);
    const integerPart = amount.figure.replace(/[.,]\d+$/, "");
    if (/\d{4,}/.test(integerPart)) problems.push(`an ungrouped amount: "${amount.match}"`);
  }
  return problems;
}

function context(text: string, index: number): string {
  return text.slice(Math.max(0, index - 30), index + 30);
}
