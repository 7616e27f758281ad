/**
 * Markdown files as JS modules, compiled at BUILD time: `import { frontmatter, html,
 * wordCount } from "../post.md"`; `./post.md?meta` leaves out the HTML, so a list of posts
 * does not carry their bodies (a module cannot be split across chunks). The YAML frontmatter is checked against a zod schema and
 * a mistake fails the build naming the file and the field. The browser gets only the
 * resulting strings: neither `marked` nor `yaml` reaches the client bundle.
 *
 * Imported by vite.config.ts, so only relative imports (no `~` alias) in what it loads.
 */
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { Marked, type Token } from "marked";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { ZodObject, type z } from "zod";
import { countWords } from "../../app/lib/reading-time.ts";
import { localHref } from "../../app/i18n/local-href.ts";
import { isLocale, SOURCE_LOCALE, type Locale } from "../../app/lib/locales.ts";
import { withoutSourceHash } from "../../app/i18n/translation-source.ts";

export type CompiledMarkdown<Frontmatter> = { frontmatter: Frontmatter; html: string; wordCount: number };

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const marked = new Marked({ gfm: true });

/**
 * Validates and renders one Markdown document. Throws an Error whose message says what is
 * wrong and where. Rules beyond the schema: a `slug` must equal the file name, and the body
 * has no `#` heading (the page's title is its h1) and no raw HTML (posts are Markdown only).
 */
export function compileMarkdown<Schema extends z.ZodType>(source: string, file: string, schema: Schema): CompiledMarkdown<z.infer<Schema>> {
  const fail = (problems: string[]): never => {
    throw new Error(`Invalid Markdown in ${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  };

  const match = FRONTMATTER.exec(source);
  if (!match) fail(["no YAML frontmatter: the file must start with a block between two `---` lines"]);
  const [block, yamlText = ""] = match as RegExpExecArray;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    fail([`frontmatter is not valid YAML: ${(error as Error).message}`]);
  }

  const parsed = schema.safeParse(withoutSourceHash(data));
  if (!parsed.success) {
    fail(parsed.error.issues.map((issue) => `frontmatter ${issue.path.join(".") || "(root)"}: ${issue.message}`));
  }
  const frontmatter = parsed.data as z.infer<Schema>;

  const slug = (frontmatter as { slug?: unknown }).slug;
  const fileSlug = basename(file).replace(/\.md$/, "");
  if (slug !== undefined && slug !== fileSlug) fail([`frontmatter slug "${String(slug)}" must equal the file name "${fileSlug}"`]);
  // A schema with a slug field gets the file name when the frontmatter leaves it out: the editor
  // names a new post's file from its title and writes no slug (docs/decisions/014-content-editor.md).
  if (slug === undefined && schema instanceof ZodObject && "slug" in schema.shape) (frontmatter as { slug?: string }).slug = fileSlug;

  const body = source.slice(block.length);
  const tokens = marked.lexer(body);
  const problems: string[] = [];
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === "heading" && token.depth === 1)
      problems.push(`body has a level-1 heading ("${token.text}"): start at ##, the page title is the h1`);
    if (token.type === "html") problems.push(`body has raw HTML (${token.raw.trim().slice(0, 40)}): write Markdown only`);
    // Link text says where it goes ("our pricing page"), never the bare path a reader cannot translate.
    if (token.type === "link" && /^\/[\w\-/]*$/.test(token.text.trim()))
      problems.push(
        `link text is a raw path ("[${token.text}](${token.href})"): write what the page is, e.g. "[our pricing page](/pricing)"`,
      );
    // A link to one of our pages stays in the post's language ("/pricing" → "/fr/pricing" in content/blog/fr/).
    if (token.type === "link") token.href = localHref(token.href, fileLocale(file));
  });
  if (problems.length > 0) fail(problems);
  if (!body.trim()) fail(["the body is empty"]);

  const html = scrollableTables(isolateCode(marked.parser(tokens)));
  return { frontmatter, html, wordCount: countWords(html) };
}

/**
 * Code reads left to right in every language: `dir="ltr"` on each code block and inline code, so
 * on an Arabic page a command's "#" comment or trailing "/" is not reordered by the bidi algorithm
 * and a block does not align right. The body holds no raw HTML (checked above), so every "<pre>"
 * and "<code" here is marked's own; the code inside is escaped.
 */
export function isolateCode(html: string): string {
  return html.replaceAll("<pre>", '<pre dir="ltr">').replace(/<code(?=[ >])/g, '<code dir="ltr"');
}

/**
 * A table wider than a phone (a worksheet of four columns, a setting's name in each row) scrolls
 * sideways inside the article there (components/sections/article-body.tsx), so it must take the
 * keyboard's focus to be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable).
 * Every "<table>" here is marked's own, as above.
 */
export function scrollableTables(html: string): string {
  return html.replaceAll("<table>", '<table tabindex="0">');
}

/** The language of a post's file by its folder (content/blog/<locale>/<slug>.md); English for any other Markdown file. */
function fileLocale(file: string): Locale {
  const folder = basename(dirname(file));
  return isLocale(folder) ? folder : SOURCE_LOCALE;
}

/** A blog post's file, in any language: content/blog/<locale>/<slug>.md. */
export const BLOG_POST_FILE = /\/content\/blog\/[a-z-]+\/[^/]+\.md$/;

export type MarkdownPluginOptions = {
  /** Which .md files this plugin compiles, matched against the absolute file path. */
  include: RegExp;
  /** The schema every file's frontmatter must satisfy. */
  schema: z.ZodType;
};

export function markdown({ include, schema }: MarkdownPluginOptions): Plugin {
  // Each post is transformed four times a build (the browser and the server bundle, each with and
  // without `?meta`): it is compiled once while its text is unchanged (an edit in `npm run dev`
  // compiles it again). A failed compile is not kept, so each import of a broken file reports it.
  const compiledPosts = new Map<string, { source: string; compiled: CompiledMarkdown<unknown> }>();
  // A post is loaded under an id of its own, so no other Markdown plugin (Astro's renders every
  // .md it loads) sees the file: "\0baobab-post:<file>.post", "\0baobab-post-meta:…" for the frontmatter alone.
  const PREFIX = "\0baobab-post:";
  const META_PREFIX = "\0baobab-post-meta:";
  return {
    name: "baobab:markdown",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const [path = source, query] = source.split("?");
      if (!path.endsWith(".md") || source.startsWith("\0")) return null;
      const resolved = await this.resolve(path, importer, { ...options, skipSelf: true });
      if (!resolved || !include.test(resolved.id)) return null;
      return `${query === "meta" ? META_PREFIX : PREFIX}${resolved.id}.post`;
    },
    load(id) {
      const metaOnly = id.startsWith(META_PREFIX);
      if (!metaOnly && !id.startsWith(PREFIX)) return null;
      const file = id.slice((metaOnly ? META_PREFIX : PREFIX).length, -".post".length);
      this.addWatchFile(file);
      const source = readFileSync(file, "utf8");
      let compiled: CompiledMarkdown<unknown>;
      const known = compiledPosts.get(file);
      if (known?.source === source) compiled = known.compiled;
      else
        try {
          compiled = compileMarkdown(source, file, schema);
          compiledPosts.set(file, { source, compiled });
        } catch (error) {
          this.error((error as Error).message);
        }
      return {
        code: [
          `export const frontmatter = ${JSON.stringify(compiled.frontmatter)};`,
          `export const wordCount = ${compiled.wordCount};`,
          ...(metaOnly ? [] : [`export const html = ${JSON.stringify(compiled.html)};`]),
        ].join("\n"),
        map: null,
      };
    },
  };
}
