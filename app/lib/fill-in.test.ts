import { describe, expect, it } from "vitest";
import { emptyResultTitle, fillIn } from "./fill-in.ts";

describe("fillIn", () => {
  it("puts each value where the text names it, as typed", () => {
    expect(fillIn("Nothing matches “{query}” in {category}", { query: "dns", category: "Billing" })).toBe(
      "Nothing matches “dns” in Billing",
    );
    // What a visitor types is text, never a replacement pattern.
    expect(fillIn("“{query}”", { query: "$& $1 {query}" })).toBe("“$& $1 {query}”");
    expect(fillIn("“{query}” in {category}", { query: "{category}", category: "Billing" })).toBe("“{category}” in Billing");
    expect(fillIn("No placeholders", { query: "x" })).toBe("No placeholders");
  });
});

describe("emptyResultTitle", () => {
  const words = {
    noMatch: "Nothing matches “{query}”",
    noMatchIn: "Nothing matches “{query}” in {category}",
    emptyCategory: "Nothing in {category}",
  };
  it("names what was typed, trimmed, and the category when one is chosen", () => {
    expect(emptyResultTitle(words, "  dns ", undefined)).toBe("Nothing matches “dns”");
    expect(emptyResultTitle(words, "dns", "Billing")).toBe("Nothing matches “dns” in Billing");
  });
  it("says the category is empty when nothing was typed", () => {
    expect(emptyResultTitle(words, "   ", "Billing")).toBe("Nothing in Billing");
  });
});
