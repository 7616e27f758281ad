import { describe, expect, it } from "vitest";
import { countWords, fillIn } from "./fill-in.ts";

describe("fillIn", () => {
  it("puts each value where the text names it, as typed", () => {
    expect(fillIn("No questions match “{query}” in {category}", { query: "dns", category: "Billing" })).toBe(
      "No questions match “dns” in Billing",
    );
    // What a visitor types is text, never a replacement pattern.
    expect(fillIn("“{query}”", { query: "$& $1 {query}" })).toBe("“$& $1 {query}”");
    expect(fillIn("“{query}” in {category}", { query: "{category}", category: "Billing" })).toBe("“{category}” in Billing");
    expect(fillIn("No placeholders", { query: "x" })).toBe("No placeholders");
  });
});

describe("countWords", () => {
  it("uses the one form for 1 and the other form otherwise", () => {
    const words = { one: "{count} result", other: "{count} results" };
    expect(countWords(1, words)).toBe("1 result");
    expect(countWords(0, words)).toBe("0 results");
    expect(countWords(5, words)).toBe("5 results");
  });
});
