import { describe, expect, it } from "vitest";
import { buildAtomFeed } from "#app/lib/atom.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { loadPlaceFacts } from "../places/loader.ts";
import { CHANGE_NOTICE_DAYS, daysBetween, subprocessorFactsSchema } from "./schema.ts";
import { loadSubprocessorFacts } from "./loader.ts";
import { subprocessorPages } from "./pages.ts";

const facts = loadSubprocessorFacts();

describe("the sub-processor facts (content/facts/subprocessors.yaml)", () => {
  it("announce every change at least 30 days before it takes effect, and refuse one that is not", () => {
    for (const change of facts.changes) expect(daysBetween(change.announced, change.effective)).toBeGreaterThanOrEqual(CHANGE_NOTICE_DAYS);
    const late = { ...facts, changes: [{ subprocessor: "email", kind: "added", announced: "2026-11-01", effective: "2026-11-30" }] };
    expect(subprocessorFactsSchema.safeParse(late).success).toBe(false);
    const onTime = { ...facts, changes: [{ subprocessor: "email", kind: "added", announced: "2026-11-01", effective: "2026-12-01" }] };
    expect(subprocessorFactsSchema.safeParse(onTime).success).toBe(true);
  });

  it("name only real data centers", () => {
    const ids = new Set(loadPlaceFacts().dataCenters.map((dataCenter) => dataCenter.id));
    for (const entry of facts.subprocessors)
      for (const region of entry.regions) expect(ids.has(region), `${entry.id}: ${region}`).toBe(true);
  });
});

describe("the sub-processors page (/legal/subprocessors)", () => {
  it("has every sub-processor's purpose and data in every language, and a view per data center", () => {
    for (const locale of localeCodes) {
      const page = subprocessorPages[locale];
      expect(
        page.rows.map((row) => row.id),
        locale,
      ).toEqual(facts.subprocessors.map((entry) => entry.id));
      for (const row of page.rows) expect(row.purpose && row.data, `${locale} ${row.id}`).toBeTruthy();
      expect(
        page.regions.map((region) => region.path),
        locale,
      ).toEqual(loadPlaceFacts().dataCenters.map((dataCenter) => `/legal/subprocessors/${dataCenter.id}`));
      expect(page.changes, locale).toHaveLength(facts.changes.length);
    }
  });

  it("filters by region: a view lists exactly the sub-processors touching that region's stored data", () => {
    const page = subprocessorPages.en;
    const lagos = page.rows.filter((row) => row.regionIds.includes("lagos")).map((row) => row.id);
    expect(lagos).toEqual(facts.subprocessors.filter((entry) => entry.regions.includes("lagos")).map((entry) => entry.id));
  });
});

describe("buildAtomFeed", () => {
  it("writes an Atom feed, newest entry first, escaped, dated by its newest entry", () => {
    const xml = buildAtomFeed({
      id: "https://x.example/f",
      title: "A & B",
      link: "https://x.example/",
      selfLink: "https://x.example/f",
      language: "fr",
      entries: [
        { id: "a", title: "Old", updated: "2026-01-01", summary: "<old>", link: "https://x.example/" },
        { id: "b", title: "New", updated: "2026-02-01", summary: "new", link: "https://x.example/" },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fr">/);
    expect(xml).toContain("<title>A &amp; B</title>");
    expect(xml).toContain("<summary>&lt;old&gt;</summary>");
    expect(xml.indexOf("<id>b</id>")).toBeLessThan(xml.indexOf("<id>a</id>"));
    expect(xml).toContain("  <updated>2026-02-01T00:00:00Z</updated>");
  });
});

describe("the sub-processor changes' Atom feed (/legal/subprocessors.atom)", () => {
  it("names its author, as RFC 4287 asks of a feed whose entries name none, in the feed's language", async () => {
    const { loader } = await import("#app/routes/legal-subprocessors-atom.ts");
    const response = loader({ request: new Request("https://www.baobabcloud.example/fr/legal/subprocessors.atom") } as never);
    const xml = await response.text();
    expect(xml).toMatch(/<author><name>Baobab Cloud<\/name><uri>https:\/\/[^<]+\/fr\/<\/uri><\/author>/);
    expect(xml).toContain("<entry>");
    expect(xml).not.toMatch(/<entry>[\s\S]*<author>/);
  });
});
