/**
 * How often a word typed without its accents, hamza, madda or harakat finds the page that writes
 * it, on the built site (docs/decisions/022-site-search.md): `node scripts/measure/search-folding.ts
 * [words per language]` after `npm run build`. For each language, a sample of the words of its
 * indexed pages whose letters fold (app/lib/search-text.ts) is searched folded, with Pagefind's
 * browser script run in Node, against two indexes of the same pages: without the folded copies of
 * their words that scripts/build/search-index.ts adds, and with them. A word counts as found
 * when a page that writes it is among the results.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as pagefind from "pagefind";
import { localeCodes, splitLocalePath, type Locale } from "../../app/lib/locales.ts";
import { foldSearchText } from "../../app/lib/search-text.ts";
import { searchKindOf } from "../../app/site/site-search.ts";
import { builtFiles, pagePathOf } from "../build/built-files.ts";
import { indexedPage } from "../build/search-index.ts";

type Result = { data: () => Promise<{ url: string }> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: Result[] }>;
  destroy: () => Promise<void>;
};

const perLanguage = Number(process.argv[2] ?? 300);
const clientDir = join(import.meta.dirname, "..", "..", process.env.BUILD_DIR ?? "build", "client");

// The indexed pages, and each page's words whose letters fold.
const pages: { file: string; url: string; html: string; locale: Locale }[] = [];
for (const file of (await builtFiles(clientDir)).filter((name) => name.endsWith(".html"))) {
  const url = pagePathOf(file);
  const { locale, path } = splitLocalePath(url);
  if (searchKindOf(path)) pages.push({ file, url, html: await readFile(join(clientDir, file), "utf8"), locale });
}
const wordPages = new Map<Locale, Map<string, Set<string>>>(localeCodes.map((locale) => [locale, new Map()]));
for (const page of pages) {
  const text = (/<main\b[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1] ?? "").replace(/<[^>]*>/g, " ");
  for (const word of text.split(/[^\p{L}\p{M}]+/u)) {
    if (word.length < 4 || foldSearchText(word) === word) continue;
    const words = wordPages.get(page.locale);
    words?.set(word, (words.get(word) ?? new Set()).add(page.url));
  }
}
/** Every n-th word in alphabetical order: the same sample on every run of the same build. */
const sampleOf = (words: Map<string, Set<string>>) => {
  const sorted = [...words.keys()].sort();
  const step = Math.max(1, Math.floor(sorted.length / perLanguage));
  return sorted.filter((_, index) => index % step === 0).slice(0, perLanguage);
};

for (const copies of [false, true]) {
  const dir = await mkdtemp(join(tmpdir(), "search-folding-"));
  const { index } = await pagefind.createIndex({ excludeSelectors: ["form", "nav", "svg", "[role=search]", "[aria-hidden=true]"] });
  if (!index) throw new Error("Pagefind could not start");
  for (const page of pages) {
    const kind = searchKindOf(splitLocalePath(page.url).path);
    let content = kind && indexedPage(page.html, kind);
    if (!content) continue;
    if (!copies) content = content.replace(/<p hidden>[^<]*<\/p><\/main>/, "</main>");
    await index.addHTMLFile({ url: page.url, content });
  }
  await index.writeFiles({ outputPath: join(dir, "pagefind") });
  await pagefind.close();

  const server = createServer((request, response) => {
    readFile(join(dir, decodeURIComponent((request.url ?? "/").split("?")[0] ?? "")))
      .then((body) => response.end(body))
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pagefind/`;
  const lines: string[] = [];
  for (const locale of localeCodes) {
    const words = wordPages.get(locale) ?? new Map<string, Set<string>>();
    // A fresh module for each language and index (Pagefind keeps one instance per module), imported
    // before a document exists: its script reads document.currentScript when there is one.
    delete (globalThis as { document?: unknown }).document;
    const module = (await import(`${pathToFileURL(join(dir, "pagefind", "pagefind.js")).href}?${locale}`)) as Pagefind;
    // Pagefind picks the index by <html lang>; Node has no document, so it is given one.
    Object.assign(globalThis, { document: { querySelector: () => ({ getAttribute: () => locale }) } });
    await module.options({ basePath, noWorker: true, ranking: { pageLength: 0.1 } });
    await module.init();
    const sample = sampleOf(words);
    let found = 0;
    for (const word of sample) {
      const { results } = await module.search(foldSearchText(word));
      const urls = new Set((await Promise.all(results.map((result) => result.data()))).map((data) => new URL(data.url, basePath).pathname));
      if ([...(words.get(word) ?? [])].some((url) => urls.has(url))) found++;
    }
    await module.destroy();
    lines.push(`  ${locale}: ${found} of ${sample.length} found (of ${words.size} such words)`);
  }
  delete (globalThis as { document?: unknown }).document;
  server.close();
  await rm(dir, { recursive: true, force: true });
  console.log(`${copies ? "With" : "Without"} the folded copies of the words, words typed folded:\n${lines.join("\n")}`);
}
