import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pseudoData, pseudoMarkdown, pseudoMessage } from "./pseudo-locale.ts";
import { compareData, readContentFile, translationPairs } from "./translation-check.ts";

describe("pseudoMessage", () => {
  it("accents literal text only: never placeholders, plural keywords, # or quoted parts", () => {
    expect(pseudoMessage("Pricing")).toBe("Ṗŕíçíñĝ");
    expect(pseudoMessage("{count, plural, =0 {No results} one {# result} other {# results for {query}}}")).toBe(
      "{count, plural, =0 {Ñó ŕéśúĺťś} one {# ŕéśúĺť} other {# ŕéśúĺťś ḟóŕ {query}}}",
    );
    expect(pseudoMessage("It''s '{braces}' {n, number, ::currency/USD} {g, select, a {Yes} other {No}}")).toBe(
      "Íť''ś '{braces}' {n, number, ::currency/USD} {g, select, a {Ýéś} other {Ñó}}",
    );
  });
});

describe("pseudoMarkdown", () => {
  it("accents prose, never code, link targets, URLs or placeholders", () => {
    expect(pseudoMarkdown("## Why\n\nRead [the guide](/docs/x), `npm run`, https://a.example/b and {siteName}.\n```\ncode\n```")).toBe(
      "## ⟦Ẃĥý⟧\n\n⟦Ŕéáḋ [ťĥé ĝúíḋé](/docs/x), `npm run`, https://a.example/b áñḋ {siteName}.⟧\n```\ncode\n```",
    );
  });

  it("brackets each line of prose after its syntax, as a message, but not a table row or HTML", () => {
    expect(pseudoMarkdown("## 1. First\n- item\n| a | b |\n<div>x</div>")).toBe("## ⟦1. Ḟíŕśť⟧\n- ⟦íťéṁ⟧\n| á | ḃ |\n<div>ẋ</div>");
  });

  it("keeps a message's tags, which the page renders", () => {
    expect(pseudoMessage("{label}<hidden> about {title}</hidden>")).toBe("{label}<hidden> áḃóúť {title}</hidden>");
    expect(pseudoMessage("<link>Go back</link> and fix it")).toBe("<link>Ĝó ḃáçķ</link> áñḋ ḟíẋ íť");
  });
});

describe("pseudoData", () => {
  const schema = z.object({
    id: z.string().meta({ i18n: "duplicate" }),
    kind: z.enum(["a", "b"]),
    path: z.string().regex(/^\//),
    title: z.string().max(7),
    text: z.string(),
  });

  it("changes translatable text along the schema, brackets it when it fits, keeps the allow-listed", () => {
    const data = { id: "intro", kind: "a", path: "/x", title: "Pricing", text: "Baobab Cloud" };
    expect(pseudoData(data, schema, new Set())).toEqual({ ...data, title: "Ṗŕíçíñĝ", text: "⟦Ḃáóḃáḃ Çĺóúḋ⟧" });
    expect(pseudoData(data, schema, new Set(["Baobab Cloud"]))).toMatchObject({ text: "Baobab Cloud" });
  });

  it("keeps every placeholder and plural of the real content", () => {
    const root = join(import.meta.dirname, "..", "..");
    const problems: string[] = [];
    for (const pair of translationPairs("fr", root).filter((pair) => pair.collection.kind === "file")) {
      const { data } = readContentFile(readFileSync(join(root, pair.source), "utf8"), pair.source);
      // Compared as English ("en" has English's plural categories, as the pseudo-locale's messages).
      compareData(data, pseudoData(data, pair.collection.schema, new Set()), pair.collection.schema, "en", (path, problem) => {
        if (!problem.startsWith("is the same as in English")) problems.push(`${pair.source}: ${path.join(".")}: ${problem}`);
      });
    }
    expect(problems).toEqual([]);
  });
});
