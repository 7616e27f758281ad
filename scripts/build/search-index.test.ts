import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { foldedWords, indexedPage, SEARCH_INDEX_DIR, writeSearchIndex } from "./search-index.ts";

const page = (lang: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head><title>t</title></head><body><header><nav>Menu</nav><form role="search"><input name="q"></form></header><main id="main" class="x">${main}</main><footer>Footer</footer></body></html>`;

describe("foldedWords", () => {
  it("lists each word whose letters fold, folded, once, in order", () => {
    expect(foldedWords("نحافظ على أمان بياناتك. أمان المؤسسة وبيئة آمنة")).toEqual(["علي", "امان", "الموسسه", "وبييه", "امنه"]);
    expect(foldedWords("L’actualité de la sécurité, à Moçambique: actualité")).toEqual(["actualite", "securite", "a", "Mocambique"]);
  });
  it("leaves out the words that fold to themselves", () => {
    expect(foldedWords("سحابه امان Kubernetes 99.99 securite")).toEqual([]);
  });
});

describe("indexedPage", () => {
  it("hands Pagefind the page's main content only, in its language, with its kind", () => {
    const html = indexedPage(page("fr", "<h1>Sécurité</h1><p>Texte.</p>"), "service") ?? "";
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<main data-pagefind-body data-pagefind-filter="kind:service"');
    // A space between elements, so their texts stay apart words.
    expect(html).toContain("<h1>Sécurité</h1> <p>Texte.</p>");
    expect(html).not.toMatch(/Menu|Footer|<form/);
    expect(html).toContain('data-pagefind-meta="folded:1"');
    expect(html).toContain("<p hidden>Securite</p></main>");
  });

  it("adds the folded copies of the words after the text, hidden, and counts them", () => {
    const html = indexedPage(page("ar", "<h1>خدمات الأمان</h1><p>نحافظ على أمانك</p>"), "service") ?? "";
    expect(html).toContain('data-pagefind-meta="folded:3"');
    expect(html).toContain("<p hidden>الامان علي امانك</p></main>");
    expect(html).toContain("<h1>خدمات الأمان</h1> <p>نحافظ على أمانك</p>");
  });

  it("indexes nothing of a page without <main> or language", () => {
    expect(indexedPage("<html lang='en'><body><p>x</p></body></html>", "legal")).toBeUndefined();
    expect(indexedPage("<html><body><main>x</main></body></html>", "legal")).toBeUndefined();
  });
});

describe("writeSearchIndex", () => {
  // The page threads finish the pages in any order; the same pages must give the same files, or
  // every deploy publishes a new index under new names.
  it("writes the same index whatever order the pages come in", async () => {
    const pages = ["services/cloud-computing", "services/storage", "fr/services/storage", "security", "legal/privacy"].map(
      (path, index) =>
        [
          `${path}/index.html`,
          page(path.startsWith("fr/") ? "fr" : "en", `<h1>Page ${index}</h1><p>Texte de la page ${path}.</p>`),
        ] as const,
    );
    const indexOf = async (order: (typeof pages)[number][]) => {
      const dir = mkdtempSync(join(tmpdir(), "search-index-"));
      try {
        const report = await writeSearchIndex(dir, order);
        const root = join(dir, SEARCH_INDEX_DIR);
        const files = (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
          .filter((file) => statSync(join(root, file)).isFile())
          .sort();
        return { report: report.pages, files, contents: files.map((file) => readFileSync(join(root, file)).toString("base64")) };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const forward = await indexOf(pages);
    expect(forward.report).toBe(5);
    expect(await indexOf([...pages].reverse())).toEqual(forward);
  });
});
