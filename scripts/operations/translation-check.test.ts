import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Collection } from "../../app/content/collections.ts";
import type { Locale } from "../../app/lib/locales.ts";
import {
  checkTranslation,
  readContentFile,
  readSameAsEnglish,
  sourceHash,
  stampTranslation,
  translationStatus,
  type SameAsEnglish,
  type TranslationPair,
} from "./translation-check.ts";

// A small collection like the real ones: an id copied verbatim, words, a list, an ICU plural.
const schema = z.object({
  id: z.string().meta({ i18n: "duplicate" }),
  title: z.string(),
  product: z.string(),
  items: z.array(z.object({ label: z.string() })),
  count: z.string(),
});
const collection: Collection = {
  name: "words",
  label: "Words",
  description: "Fixture.",
  schema,
  kind: "file",
  path: "content/words/{locale}/words.yaml",
  localized: true,
};
const english = [
  "# The fixture's words.",
  "id: pricing-table",
  "title: Our prices",
  "product: Kubernetes",
  "items:",
  "  - label: Compute",
  "  - label: Storage space",
  'count: "{count, plural, one {# server} other {# servers}}"',
  "",
].join("\n");
const french = [
  "id: pricing-table",
  "title: Nos prix",
  "product: Kubernetes",
  "items:",
  "  - label: Calcul",
  "  - label: Espace de stockage",
  'count: "{count, plural, one {# serveur} many {# de serveurs} other {# serveurs}}"',
  "",
].join("\n");
const arabic = [
  "id: pricing-table",
  "title: أسعارنا",
  "product: Kubernetes",
  "items:",
  "  - label: الحوسبة",
  "  - label: مساحة التخزين",
  'count: "{count, plural, zero {لا خوادم} one {خادم واحد} two {خادمان} few {# خوادم} many {# خادمًا} other {# خادم}}"',
  "",
].join("\n");

const sameAsEnglish: SameAsEnglish = { texts: { all: ["Kubernetes"] }, fields: {} };
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "translation-check-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The problems of `text` as the translation into `locale` of the English fixture (or of `source`). */
function problemsOf(text: string, locale: Locale = "fr", source = english): string[] {
  const dir = mkdtempSync(join(root, "case-"));
  const pair: TranslationPair = {
    source: "content/words/en/words.yaml",
    target: `content/words/${locale}/words.yaml`,
    collection,
    optional: false,
  };
  for (const [file, content] of [
    [pair.source, source],
    [pair.target, text],
  ] as const) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return checkTranslation(pair, locale, dir, sameAsEnglish).map((problem) => `${problem.field}: ${problem.problem}`);
}

describe("checkTranslation", () => {
  it("finds nothing wrong in a complete translation", () => {
    expect(problemsOf(french)).toEqual([]);
    expect(problemsOf(arabic, "ar")).toEqual([]);
  });

  it("reports a missing key", () => {
    expect(problemsOf(french.replace("title: Nos prix\n", ""))).toContainEqual(expect.stringMatching(/^title: is missing/));
  });

  it("reports an extra key, but not the recorded English hash", () => {
    expect(problemsOf(`${french}subtitle: En plus\n`)).toContainEqual(expect.stringMatching(/^subtitle: is not in English/));
    expect(problemsOf(`translatedFrom: "0123456789ab"\n${french}`)).toEqual([]);
  });

  it("reports a list of another length", () => {
    expect(problemsOf(french.replace("  - label: Espace de stockage\n", ""))).toContainEqual("items: has 1 items; English has 2");
  });

  it("reports a text left as in English, unless the allow-list names it", () => {
    expect(problemsOf(french.replace("title: Nos prix", "title: Our prices"))).toEqual([
      expect.stringMatching(/^title: is the same as in English/),
    ]);
    // "Kubernetes" is allow-listed; an untranslated text without words (a figure) is not words to translate.
    expect(problemsOf(french)).toEqual([]);
    expect(problemsOf(french.replace("title: Nos prix", "title: 24/7"), "fr", english.replace("title: Our prices", "title: 24/7"))).toEqual(
      [],
    );
  });

  it("reports a field marked i18n duplicate that changed", () => {
    expect(problemsOf(french.replace("id: pricing-table", "id: tableau-des-prix"))).toEqual([
      'id: must be copied from English as is: "pricing-table"',
    ]);
  });

  it("reports placeholders that differ from English", () => {
    expect(problemsOf(french.replace("{# serveurs}}", "{{n} serveurs}}"))).toContainEqual(
      "count: placeholders {count, n} differ from English {count}",
    );
  });

  it("reports plural categories the language does not have, or lacks", () => {
    // French has one, many, other: "two" is not French, and "many" is missing.
    expect(problemsOf(french.replace("many {# de serveurs}", "two {# serveurs}"))).toEqual([
      "count: plural {count} must have exactly the categories one, many, other; missing many; not in this language: two",
    ]);
    // English's one/other is not enough for Arabic's six categories.
    expect(problemsOf(arabic.replace(/count: .*/, 'count: "{count, plural, one {خادم واحد} other {# خادم}}"'), "ar")).toEqual([
      "count: plural {count} must have exactly the categories zero, one, two, few, many, other; missing zero, two, few, many",
    ]);
  });

  it("reports a Markdown body left in English or with other link targets", () => {
    const post = { ...collection, schema: z.object({ title: z.string() }) };
    const dir = mkdtempSync(join(root, "post-"));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    const pair: TranslationPair = { source: "en/post.md", target: "fr/post.md", collection: post, optional: true };
    write(pair.source, "---\ntitle: Hello\n---\n## Why\n\nRead [the guide](/docs).\n");
    write(pair.target, "---\ntitle: Bonjour\n---\n## Why\n\nRead [the guide](/docs).\n");
    expect(checkTranslation(pair, "fr", dir, sameAsEnglish).map((problem) => problem.problem)).toEqual(["is the same as in English"]);
    write(pair.target, "---\ntitle: Bonjour\n---\n## Pourquoi\n\nLisez [le guide](/fr/docs).\n");
    expect(checkTranslation(pair, "fr", dir, sameAsEnglish).map((problem) => problem.problem)).toEqual([
      "link targets differ from English: [/fr/docs] instead of [/docs]",
    ]);
  });
});

describe("stampTranslation", () => {
  it("records the hash as the first key after the leading comments, replacing an older one", () => {
    const once = stampTranslation("# A comment.\n# Another.\ntitle: Nos prix\n", "fr.yaml", "1512e0848407");
    expect(once).toBe('# A comment.\n# Another.\ntranslatedFrom: "1512e0848407"\ntitle: Nos prix\n');
    expect(readContentFile(once, "fr.yaml").data.translatedFrom).toBe("1512e0848407");
    expect(stampTranslation(once, "fr.yaml", "abc")).toBe('# A comment.\n# Another.\ntranslatedFrom: "abc"\ntitle: Nos prix\n');
  });

  it("records it inside a Markdown file's frontmatter", () => {
    const stamped = stampTranslation("---\ntitle: Bonjour\n---\n## Texte\n", "post.md", "abc");
    expect(stamped).toBe('---\ntranslatedFrom: "abc"\ntitle: Bonjour\n---\n## Texte\n');
    expect(readContentFile(stamped, "post.md")).toEqual({ data: { translatedFrom: "abc", title: "Bonjour" }, body: "## Texte\n" });
  });
});

describe("translationStatus", () => {
  it("turns a translation outdated when its English file changes", () => {
    // A copy of the real content, so the registry's collections find their files.
    const copy = mkdtempSync(join(root, "repo-"));
    cpSync(join(import.meta.dirname, "..", "..", "content"), join(copy, "content"), { recursive: true });
    const english = "content/pages/en/claims.yaml";
    const french = "content/pages/fr/claims.yaml";
    const stateOf = () => translationStatus("fr", copy).find((status) => status.pair.target === french)?.state;
    writeFileSync(
      join(copy, french),
      stampTranslation(readFileSync(join(copy, french), "utf8"), french, sourceHash(readFileSync(join(copy, english), "utf8"))),
    );
    expect(stateOf()).toBe("current");
    writeFileSync(join(copy, english), `${readFileSync(join(copy, english), "utf8")}\n# An edit.\n`);
    expect(stateOf()).toBe("outdated");
    writeFileSync(join(copy, french), readFileSync(join(copy, french), "utf8").replace(/^translatedFrom:.*\n/m, ""));
    expect(stateOf()).toBe("unstamped");
  });
});

describe("the allow-list of texts kept as in English", () => {
  it("reads lists for every language, for named languages, and fields", () => {
    const list = readSameAsEnglish(join(import.meta.dirname, "..", ".."));
    expect(list.texts.all).toContain("Kubernetes");
    expect(Object.keys(list.texts).flatMap((key) => (key === "all" ? [] : key.split(" ")))).not.toContain("en");
    expect(list.fields.blog).toEqual(["tags"]);
  });
});
