/**
 * The words a visitor or a search engine reads on a built page, as plain text: the document's
 * visible text (not scripts, styles, templates, nor code an author quotes in <pre> and <code>,
 * where "$ npm run" is a shell's prompt and not money), and the attributes that are read as
 * words (title, alt, aria-label, placeholder, and the meta description and Open Graph text).
 */
import { decodeAttribute } from "../../scripts/build/attribute-text.ts";

/** Entities as React and Beasties write them in text, plus the numeric ones a Markdown body may hold. */
function decodeText(text: string): string {
  return decodeAttribute(text)
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)));
}

const READ_ATTRIBUTES = /\s(?:title|alt|aria-label|placeholder)="([^"]*)"/g;
const META_TEXT = /<meta\s(?:name="description"|property="og:(?:title|description|image:alt)")\s+content="([^"]*)"/g;

/** The page's text, one string per block of text or attribute (so that two blocks never read as one figure). */
export function pageTexts(html: string): string[] {
  const head = /<head\b[\s\S]*?<\/head>/.exec(html)?.[0] ?? "";
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? "";
  const body = (/<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? "")
    .replace(/<(script|style|template|pre|code)\b[\s\S]*?<\/\1>/g, "\n")
    .replace(/<svg\b[\s\S]*?<\/svg>/g, "\n");
  const attributes = [...body.matchAll(READ_ATTRIBUTES), ...head.matchAll(META_TEXT)].map((match) => decodeAttribute(match[1] ?? ""));
  // Inline elements (a price in <strong>, a symbol in <span>) join their neighbours; block ends split.
  const blocks = body
    .replace(
      /<\/?(?:p|div|li|td|th|tr|h[1-6]|dt|dd|section|article|header|footer|nav|main|ul|ol|table|caption|figcaption|label|option|button|br)\b[^>]*>/g,
      "\n",
    )
    .replace(/<[^>]*>/g, "")
    .split(/\n+/)
    .map((block) =>
      decodeText(block)
        .replace(/[ \t\r]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  return [decodeText(title).trim(), ...blocks, ...attributes].filter(Boolean);
}

/** The rendered <title> and meta description of a built page, decoded. */
export function pageSnippet(html: string): { title: string; description: string } {
  const title = decodeText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").trim();
  const description = decodeAttribute(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? "");
  return { title, description };
}
