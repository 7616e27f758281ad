import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { localeCodes, PSEUDO_LOCALE, SOURCE_LOCALE } from "#app/lib/locales.ts";
import { tagSlug } from "./archive.ts";
import { loadBlogTagLabels, postTagUses } from "./tags.ts";
import { blogListings, blogPosts, popularTags, tagLabel } from "./posts.ts";
import { ContentError } from "../load.ts";

/** A repository root with just these files (path → text), for the loader to read. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "blog-tags-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const post = (tags: string) => `---\ntitle: A post\ntags: ${tags}\n---\n\nText.\n`;
const labels = (entries: [string, string][]) =>
  `tags:\n${entries.map(([slug, label]) => `  - slug: ${slug}\n    label: ${label}\n`).join("")}`;

describe("blog tag names, every language's file", () => {
  // Read once, while the tests are collected: each load reads every post's tags.
  const used = postTagUses();
  const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);
  const names = Object.fromEntries(languages.map((locale) => [locale, loadBlogTagLabels(locale)]));

  it("name every tag the posts use, in every language", () => {
    expect(used.size).toBeGreaterThan(50);
    for (const locale of languages) {
      expect(Object.keys(names[locale] ?? {}).sort(), locale).toEqual([...used.keys()].sort());
      for (const name of Object.values(names[locale] ?? {})) expect(name.trim(), locale).not.toBe("");
    }
  });

  it("are the tags themselves in English, and translated in French, Arabic and Portuguese", () => {
    for (const [slug, { tag }] of used) expect(names.en?.[slug]).toBe(tag);
    expect(names.fr?.["data-residency"]).toBe("Localisation des données");
    expect(names.ar?.latency).toBe("زمن الوصول");
    expect(names.pt?.["cost-control"]).toBe("Controlo de custos");
  });
});

describe("the blog tags' schema", () => {
  const posts = {
    "content/blog/en/one.md": post("[Latency, DNS]"),
    "content/blog/en/two.md": post("[DNS]"),
    "content/blog/fr/one.md": post("[Latency, DNS]"),
  };
  const file = "content/pages/fr/blog-tags.yaml";

  it("accepts a name for each tag, by its address", () => {
    const root = fixture({
      ...posts,
      [file]: labels([
        ["latency", "Latence"],
        ["dns", "DNS"],
      ]),
    });
    expect(loadBlogTagLabels("fr", root)).toEqual({ latency: "Latence", dns: "DNS" });
  });

  it("fails on a post's tag without a name, naming the file, the tag, the posts using it and the entry to add", () => {
    const root = fixture({ ...posts, [file]: labels([["latency", "Latence"]]) });
    expect(() => loadBlogTagLabels("fr", root)).toThrow(ContentError);
    expect(() => loadBlogTagLabels("fr", root)).toThrow(
      'content/pages/fr/blog-tags.yaml: tags: the tag "DNS" has no name here (used by content/blog/en/one.md, content/blog/en/two.md and 1 more): add "- slug: dns" with its "label"',
    );
  });

  it("fails on a name for a tag no post uses, naming the file and the entry", () => {
    const root = fixture({
      ...posts,
      [file]: labels([
        ["latency", "Latence"],
        ["dns", "DNS"],
        ["quantum", "Quantique"],
      ]),
    });
    expect(() => loadBlogTagLabels("fr", root)).toThrow(
      /content\/pages\/fr\/blog-tags\.yaml: tags\[2\]\.slug: "quantum" is not the address of any post's tag/,
    );
  });

  it("fails on an English name instead of an address, an unknown field in an entry, and a name left empty", () => {
    const english = fixture({
      ...posts,
      [file]: labels([
        ["Latency", "Latence"],
        ["dns", "DNS"],
      ]),
    });
    expect(() => loadBlogTagLabels("fr", english)).toThrow(/blog-tags\.yaml: tags\[0\]\.slug: lower-case words joined by hyphens/);
    const misspelt = fixture({
      ...posts,
      [file]: labels([
        ["latency", "Latence"],
        ["dns", "DNS"],
      ]).replace("label: Latence", "lable: Latence"),
    });
    expect(() => loadBlogTagLabels("fr", misspelt)).toThrow(/blog-tags\.yaml: tags\[0\]/);
    const empty = fixture({
      ...posts,
      [file]: labels([
        ["latency", '""'],
        ["dns", "DNS"],
      ]),
    });
    expect(() => loadBlogTagLabels("fr", empty)).toThrow(/blog-tags\.yaml: tags\[0\]\.label/);
  });

  it("fails on the same tag twice and on two tags with one name", () => {
    const twice = fixture({
      ...posts,
      [file]: labels([
        ["latency", "Latence"],
        ["dns", "DNS"],
        ["latency", "Délai"],
      ]),
    });
    expect(() => loadBlogTagLabels("fr", twice)).toThrow(/tags\[2\]\.slug: "latency" is already tags\[0\]/);
    const shared = fixture({
      ...posts,
      [file]: labels([
        ["latency", "Réseau"],
        ["dns", "réseau"],
      ]),
    });
    expect(() => loadBlogTagLabels("fr", shared)).toThrow(/tags\[1\]\.label: "réseau" already names the tag "latency"/);
  });

  it("treats tags spelt differently but with one address as one tag (case, the pseudo-locale's accents)", () => {
    const root = fixture({
      "content/blog/en/one.md": post("[Data residency]"),
      "content/blog/en/two.md": post("[Data Residency]"),
      "content/blog/qps/one.md": post('["⟦Ḋáťá ŕéśíḋéñçý⟧"]'),
      [file]: labels([["data-residency", "Localisation des données"]]),
    });
    expect(tagSlug("⟦Ḋáťá ŕéśíḋéñçý⟧")).toBe("data-residency");
    expect(loadBlogTagLabels("fr", root)).toEqual({ "data-residency": "Localisation des données" });
  });
});

describe("the French blog", () => {
  it("names a post's tags in French, in the order of its English tags", () => {
    const translated = blogPosts("fr").find((candidate) => candidate.slug === "paying-for-cloud-in-local-currency");
    expect(translated?.lang).toBe("fr");
    expect(translated?.tags).toContain("Local currency");
    expect(translated?.tagLabels[translated.tags.indexOf("Local currency")]).toBe("Devise locale");
    const another = blogPosts("fr").find((candidate) => candidate.slug === "anycast-dns-ttls-and-failover");
    expect(another?.tagLabels).toContain("Latence");
  });

  it("names the popular tags' filters and each tag page's title and lead in French, at the English address", () => {
    const latency = popularTags("fr").find((tag) => tag.slug === "latency");
    expect(latency).toMatchObject({ label: "Latence", path: "/resources/blog/tag/latency" });
    const page = blogListings("fr").find((listing) => listing.path === "/resources/blog/tag/latency");
    expect(page?.filter).toMatchObject({ kind: "tag", slug: "latency", label: "Latence" });
    expect(page?.title).toContain("Latence");
    expect(page?.intro).toContain("Latence");
    expect(`${page?.title} ${page?.intro}`).not.toMatch(/Latency/);
  });
});

describe.each(localeCodes)("the blog in %s", (locale) => {
  // A post not translated yet is shown in English, and still names its tags in the page's language.
  it("names every post's tags in its language, one name per tag, in the order of the English tags, translated or not", () => {
    for (const post of blogPosts(locale)) {
      expect(post.lang, post.slug).toBe(post.locales?.includes(locale) ? locale : SOURCE_LOCALE);
      expect(post.tagLabels, post.slug).toEqual(post.tags.map((tag) => tagLabel(tagSlug(tag), locale)));
    }
    for (const tag of popularTags(locale)) expect(tag.label, tag.slug).toBe(tagLabel(tag.slug, locale));
  });
});
