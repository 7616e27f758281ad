/**
 * Finds English content copied into test files. A test that pins an editor's words (a headline, a
 * form's message) turns red on the next edit of that file, although nothing broke; tests read
 * their expectation from the content or check a property instead (STYLE.md, "Tests mirror the
 * architecture"). Checked by copied-content.test.ts over every test file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";
import { parse as parseYaml } from "yaml";

/** Strings shorter than this can be a label any site shares ("Skip to main content" is 20). */
export const MIN_LENGTH = 25;

const SKIPPED_FOLDERS = new Set(["node_modules", "build", "test-results", "playwright-report"]);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function stringsIn(value: unknown, into: string[]): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** A Markdown file's words: its frontmatter's strings and its prose lines (code blocks are not copy). */
function markdownStrings(source: string): string[] {
  const [, frontmatter, body = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const strings = frontmatter ? stringsIn(parseYaml(frontmatter), []) : [];
  let inCode = false;
  for (const line of body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    else if (!inCode && !/^ {4}/.test(line)) strings.push(line);
  }
  return strings;
}

/** Three words or more: prose, not a path, a URL or a class name. */
const isProse = (text: string) => /[A-Za-z]+[^\sA-Za-z]* +[A-Za-z]+[^\sA-Za-z]* +[A-Za-z]/.test(text);

export interface EnglishContent {
  /** Every English string of the content files, as written (with its ICU placeholders). */
  strings: string[];
  /** Their stretches of prose between placeholders and code spans, MIN_LENGTH or longer. */
  phrases: string[];
}

/** The words of every English file under `content/` (the `en` folders; facts are not words). */
export function englishContent(root: string): EnglishContent {
  const strings: string[] = [];
  for (const file of filesUnder(join(root, "content"))) {
    if (!file.split(sep).includes("en")) continue;
    const source = readFileSync(file, "utf8");
    if (/\.ya?ml$/.test(file)) stringsIn(parseYaml(source), strings);
    else if (file.endsWith(".md")) strings.push(...markdownStrings(source));
  }
  const phrases = new Set<string>();
  for (const text of strings) {
    for (const piece of text.split(/[{}`]/)) {
      const phrase = piece.trim();
      if (phrase.length >= MIN_LENGTH && isProse(phrase)) phrases.add(phrase);
    }
  }
  return { strings, phrases: [...phrases] };
}

export interface CopiedString {
  file: string;
  line: number;
  text: string;
}

/** A test's title may name what it checks; only what it compares against pins copy. */
function isTestTitle(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  return (
    parent !== undefined &&
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    /^(it|test|describe)\b/.test(parent.expression.getText(source))
  );
}

/** The literal's text: a string, a template's fixed parts, or a regular expression's pattern unescaped. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) return node.text;
  if (ts.isRegularExpressionLiteral(node)) return node.text.slice(1, node.text.lastIndexOf("/")).replace(/\\(.)/g, "$1");
  return undefined;
}

/** The string, template and regular expression literals of `file` that hold English content. */
export function copiedContent(file: string, source: string, content: EnglishContent, root: string): CopiedString[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: CopiedString[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node)?.trim();
    if (text && text.length >= MIN_LENGTH && !text.includes("\n") && isProse(text) && !isTestTitle(node, tree)) {
      if (content.strings.some((string) => string.includes(text)) || content.phrases.some((phrase) => text.includes(phrase))) {
        found.push({ file: relative(root, file), line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/**
 * The editorial test writes its words into content (a new headline, a new question) and looks for
 * them on the built pages: they are the edit's source, and in the edited copy's content, not a
 * copy of today's.
 */
const CONTENT_AUTHORS = "tests/editorial/";

/** Unit tests beside the code (`*.test.ts(x)`, `*.spec.ts`) and everything under `tests/`, but the editorial change. */
export function testFiles(root: string): string[] {
  return ["app", "scripts", "server", "shared", "tests"].flatMap((folder) =>
    filesUnder(join(root, folder)).filter(
      (file) =>
        (/\.(test|spec)\.tsx?$/.test(file) || (folder === "tests" && /\.tsx?$/.test(file))) &&
        !relative(root, file).split(sep).join("/").startsWith(CONTENT_AUTHORS),
    ),
  );
}
