import { describe, expect, it } from "vitest";
import { searchExcerpt, type ExcerptPart } from "./search-excerpt.ts";

/** The excerpt as text, each marked word in [brackets]. */
const shown = (parts: readonly ExcerptPart[]) => parts.map((part) => (part.mark ? `[${part.text}]` : part.text)).join("");

describe("searchExcerpt", () => {
  const text = "one two three four five six seven eight nine ten eleven twelve";

  it("marks the matched words in a window around them, with an ellipsis where the text goes on", () => {
    expect(shown(searchExcerpt(text, [6], 0, 4))).toBe("… six [seven] eight nine …");
    expect(shown(searchExcerpt(text, [0], 0, 4))).toBe("[one] two three four …");
    expect(shown(searchExcerpt(text, [11], 0, 4))).toBe("… nine ten eleven [twelve]");
  });

  it("shows the window with the most matches", () => {
    expect(shown(searchExcerpt(text, [1, 8, 9, 10], 0, 4))).toBe("… eight [nine] [ten] [eleven] …");
  });

  it("shows the opening words when nothing in the text matched (a match in the title)", () => {
    expect(shown(searchExcerpt(text, [], 0, 3))).toBe("one two three …");
    expect(shown(searchExcerpt("short text", [], 0, 30))).toBe("short text");
  });

  it("marks the page's own word for a match in its folded copies, and never shows them", () => {
    // The page's text, then the build's folded copies of its words (here 2).
    const page = "نحافظ على أمان بياناتك. مؤسسة آمنة امان موسسه";
    expect(shown(searchExcerpt(page, [6], 2, 30))).toBe("نحافظ على [أمان] بياناتك. مؤسسة آمنة");
    expect(shown(searchExcerpt(page, [7], 2, 30))).toBe("نحافظ على أمان بياناتك. [مؤسسة] آمنة");
    // A match of the page's own word and of its copy is marked once.
    expect(shown(searchExcerpt(page, [2, 6], 2, 30))).toBe("نحافظ على [أمان] بياناتك. مؤسسة آمنة");
  });

  it("finds the page's word through punctuation, elision and case", () => {
    expect(shown(searchExcerpt("La Sécurité, d’abord. securite", [3], 1, 30))).toBe("La [Sécurité,] d’abord.");
    expect(shown(searchExcerpt("Toute l’actualité du cloud actualite", [4], 1, 30))).toBe("Toute [l’actualité] du cloud");
  });
});
