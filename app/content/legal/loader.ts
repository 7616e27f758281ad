/**
 * The legal pages' loader: content/legal/<locale>/<slug>.md (frontmatter checked against
 * legalPageSchema, the Markdown text cut into sections and paragraphs) and
 * content/pages/<locale>/legal.yaml, formatted at build time (pages.ts runs it). The pages
 * show plain paragraphs, so Markdown beyond `## ` headings and blank lines fails the build
 * rather than showing its marks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { DEFAULT_LOCALE, formatDate } from "#app/lib/format.ts";
import { ContentError, fieldPath, formatMessage, formatMessages, readYaml, ROOT, type MessageValues } from "../load.ts";
import { legalPageSchema, legalWordsSchema, type LegalWords } from "#app/content/legal/schema.ts";

export const LEGAL_FOLDER = "content/legal";
export const legalWordsFile = (locale: string) => `content/pages/${locale}/legal.yaml`;

export type LegalSection = { heading: string; paragraphs: string[] };

export type LegalPageContent = {
  slug: string;
  path: string;
  title: string;
  description: string;
  /** ISO date of the last change to the text. */
  updated: string;
  /** The line that states it, one message with the date inside: "Dernière mise à jour : 23 novembre 2026". */
  updatedText: string;
  sections: LegalSection[];
};

/** "## Heading" lines start sections; blank lines separate paragraphs; lines of a paragraph are joined. */
export function legalSections(markdown: string, file: string): LegalSection[] {
  const sections: LegalSection[] = [];
  const blocks = markdown
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  for (const block of blocks) {
    const heading = /^##\s+(.+)$/.exec(block);
    if (heading) {
      sections.push({ heading: (heading[1] as string).trim(), paragraphs: [] });
      continue;
    }
    if (/^(#|[-*+>]\s|\d+\.\s|\|)/.test(block) || /\]\(|\*\*|`/.test(block))
      throw new ContentError(`${file}: text: only "## " headings and plain paragraphs are shown; found "${block.slice(0, 40)}"`);
    const section = sections.at(-1);
    if (!section) throw new ContentError(`${file}: text: start with a "## " heading`);
    section.paragraphs.push(block.split(/\s*\r?\n\s*/).join(" "));
  }
  const empty = sections.find((section) => section.paragraphs.length === 0);
  if (empty) throw new ContentError(`${file}: text: the section "${empty.heading}" has no paragraph`);
  return sections;
}

function readLegalPage(file: string, slug: string, values: MessageValues, locale: string): LegalPageContent & { order: number } {
  const source = readFileSync(join(ROOT, file), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: no frontmatter: the file must start with a block between two \`---\` lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1] as string);
  } catch (error) {
    throw new ContentError(`${file}: the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = legalPageSchema.safeParse(data);
  if (!parsed.success)
    throw new ContentError(
      parsed.error.issues.map((issue) => `${file}: ${fieldPath(issue.path) || "(frontmatter)"}: ${issue.message}`).join("\n"),
    );
  const page = { ...parsed.data, sections: legalSections(match[2] as string, file) };
  const { order, title, description, updated, sections } = formatMessages(page, values, file, locale);
  return {
    order,
    slug,
    path: `/legal/${slug}`,
    title,
    description,
    updated,
    updatedText: legalUpdatedText(updated, values, locale),
    sections,
  };
}

/** "Last updated: 23 November 2026" in `locale`: the legal words' `updated` message with the page's date. */
export function legalUpdatedText(updated: string, values: MessageValues, locale: string = DEFAULT_LOCALE): string {
  const wordsFile = legalWordsFile(locale);
  return formatMessage(
    readYaml(wordsFile, legalWordsSchema).updated,
    { ...values, date: formatDate(updated, locale) },
    `${wordsFile}: updated`,
    locale,
  );
}

/** Every legal page of `locale`, in `order`. */
export function loadLegalPages(values: MessageValues, locale: string = DEFAULT_LOCALE): LegalPageContent[] {
  const dir = `${LEGAL_FOLDER}/${locale}`;
  return readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readLegalPage(`${dir}/${name}`, name.slice(0, -".md".length), values, locale))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...page }) => page);
}

/** The shared words; `updated` names each page's {date}, so it is formatted per page (updatedText). */
export function loadLegalWords(values: MessageValues, locale: string = DEFAULT_LOCALE): Omit<LegalWords, "updated"> {
  const file = legalWordsFile(locale);
  const words: Partial<LegalWords> = { ...readYaml(file, legalWordsSchema) };
  delete words.updated;
  return formatMessages(words as Omit<LegalWords, "updated">, values, file, locale);
}
