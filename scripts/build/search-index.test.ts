import { describe, expect, it } from "vitest";
import { foldedWords, indexedPage } from "./search-index.ts";

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
