/**
 * The pipeline's search step (scripts/build/postbuild.ts, issue 47, docs/decisions/022-site-search.md):
 * Pagefind indexes the built pages of every language into build/client/pagefind/, one index per
 * page language (each language searches only its own pages), which the search page's script loads.
 *
 * Pagefind reads the page as this step hands it over, not as it is published, so no page carries a
 * byte for the indexer:
 * - only the page's `<main>`, without its forms, menus and drawings (the header and footer are
 *   outside it), with its kind as a filter (app/site/site-search.ts names which pages, and their kind);
 * - after it, hidden, the page's words whose letters fold (app/lib/search-text.ts) in their folded
 *   form, so a query typed without accents, hamza, madda or harakat finds them. Pagefind folds
 *   accents and its Arabic stemmer most letter forms, but after stemming the written word: a word
 *   typed folded can stem otherwise ("actualite" is no French "-ité" word). Measured with
 *   scripts/measure/search-folding.ts on 1,000 such words a language: without the copies 970 Arabic
 *   and 983 French words were found by their folded form, with them all 1,000 of each. Their
 *   number is the page's `folded` meta, so the search page can tell them from the text when it
 *   builds an excerpt (app/components/search/search-excerpt.ts).
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";
import { splitLocalePath } from "../../app/lib/locales.ts";
import { foldSearchText } from "../../app/lib/search-text.ts";
import { searchKindOf, type SearchKind } from "../../app/site/site-search.ts";
import { byKey, pagePathOf } from "./built-files.ts";

/** Where the index is published, under build/client: the search page loads /pagefind/pagefind.js. */
export const SEARCH_INDEX_DIR = "pagefind";

/**
 * What the search page loads of Pagefind's output: its script, the entry file, each language's
 * metadata, index, fragment and filter chunks, and the WebAssembly the entry names (wasmFiles).
 * Not its ready-made interfaces (the search page has its own), its web worker (the page runs it on
 * the main thread: a worker would need a policy of its own for WebAssembly) nor its playground.
 */
const PUBLISHED_FILE = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|(index|fragment|filter)\/[^/]+)$/;

/** The WebAssembly of the site's languages, as the entry names it ("wasm.fr.pagefind"; "wasm.unknown.pagefind" for a language without a stemmer). */
function wasmFiles(files: readonly pagefind.IndexFile[]): Set<string> {
  const entry = files.find((file) => file.path === "pagefind-entry.json");
  if (!entry) throw new Error("Pagefind wrote no pagefind-entry.json");
  const { languages } = JSON.parse(new TextDecoder().decode(entry.content)) as { languages: Record<string, { wasm?: string }> };
  return new Set(Object.values(languages).map((language) => `wasm.${language.wasm ?? "unknown"}.pagefind`));
}

/** What Pagefind leaves out of the page's main content: forms (the searches and filters of a listing), menus and drawings. */
const EXCLUDED = ["form", "nav", "svg", "[role=search]", "[aria-hidden=true]"];

const MAIN = /<main\b[^>]*>([\s\S]*)<\/main>/;
const LANG = /<html\b[^>]*\blang="([^"]+)"/;

/** The page's words whose letters fold, folded, each once, in the order they first appear. */
export function foldedWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
    const folded = foldSearchText(word);
    if (folded !== word && folded.length > 0) words.add(folded);
  }
  return [...words];
}

/** The text of some HTML: its tags gone (the folded words are letters only, so entities need no decoding). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, " ");

/**
 * The page as Pagefind indexes it: its language, its main content marked as the body with its kind
 * as the filter, a space between its elements, and its folded words after it, hidden. Undefined for a page without `<main>`.
 */
export function indexedPage(html: string, kind: SearchKind): string | undefined {
  const main = MAIN.exec(html)?.[1];
  const lang = LANG.exec(html)?.[1];
  if (main === undefined || lang === undefined) return undefined;
  const folded = foldedWords(textOf(main));
  return [
    `<!DOCTYPE html><html lang="${lang}"><body>`,
    `<main data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="folded:${folded.length}">`,
    // The build writes no white space between tags; Pagefind would run the text of two elements
    // together ("sécuritéEssayer", "7 j/724 h/24" for two figures) in its words and excerpts.
    main.replace(/></g, "> <"),
    folded.length > 0 ? `<p hidden>${folded.join(" ")}</p>` : "",
    "</main></body></html>",
  ].join("");
}

export type SearchIndexReport = { pages: number; files: number; bytes: number; ms: number };

/**
 * Indexes the pages (file under build/client → its HTML as published) the search finds, and writes
 * the index to clientDir/pagefind/. A page Pagefind rejects, or a language with no page, fails the build.
 */
export async function writeSearchIndex(clientDir: string, pages: Iterable<readonly [string, string]>): Promise<SearchIndexReport> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    let count = 0;
    // In the files' order, not the order the page threads finished them: Pagefind names its chunks
    // after their contents, which follow the order pages are added, so the same pages in another
    // order gave another index and every deploy new file names.
    const added = [...pages].sort(byKey).flatMap(([file, html]) => {
      const url = pagePathOf(file);
      const kind = searchKindOf(splitLocalePath(url).path);
      const content = kind && indexedPage(html, kind);
      if (!content) return [];
      count++;
      return [
        // The page's own address ("/fr/pricing"), not the folder Pagefind would make of its file ("/fr/pricing/").
        index.addHTMLFile({ url, content }).then((response) => {
          if (response.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${response.errors.join("; ")}`);
        }),
      ];
    });
    await Promise.all(added);
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind could not write its index: ${fileErrors.join("; ")}`);
    const wasm = wasmFiles(files);
    const published = files.filter((file) => PUBLISHED_FILE.test(file.path) || wasm.has(file.path));
    const outDir = join(clientDir, SEARCH_INDEX_DIR);
    await rm(outDir, { recursive: true, force: true });
    await Promise.all(
      published.map(async (file) => {
        const target = join(outDir, file.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, file.content);
      }),
    );
    return {
      pages: count,
      files: published.length,
      bytes: published.reduce((sum, file) => sum + file.content.byteLength, 0),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await pagefind.close();
  }
}
