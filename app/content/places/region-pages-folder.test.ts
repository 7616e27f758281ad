import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localeCodes, PSEUDO_LOCALE } from "#app/lib/locales.ts";
import { messageValues } from "../facts.ts";
import { ROOT } from "../load.ts";
import { loadPlaceFacts, loadPlaces, loadRegionPages, PLACE_FACTS_FILE, REGIONS_FOLDER } from "./loader.ts";

// Issue 29: a new region page is one new content file per language (the route table, the menu and
// the sitemap follow regionPages), and a place can name it once the file exists. A page with no data
// center of its own names its nearest ones in the facts, as north-africa does.
const root = mkdtempSync(join(tmpdir(), "region-pages-"));
cpSync(join(ROOT, "content"), join(root, "content"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);

describe("region pages", () => {
  it("are the files of content/regions/: a new file is a new page, in every language", () => {
    for (const locale of languages) {
      const source = readFileSync(join(root, REGIONS_FOLDER, locale, "north-africa.yaml"), "utf8");
      writeFileSync(join(root, REGIONS_FOLDER, locale, "central-africa.yaml"), source);
    }
    const factsFile = join(root, PLACE_FACTS_FILE);
    writeFileSync(
      factsFile,
      readFileSync(factsFile, "utf8").replace(
        "  - slug: north-africa\n",
        "  - slug: central-africa\n    nearestDataCenters: [lagos, johannesburg]\n  - slug: north-africa\n",
      ),
    );
    const facts = loadPlaceFacts(root);
    for (const locale of languages) {
      const slugs = loadRegionPages(messageValues(locale), loadPlaces(locale, facts, root), locale, facts, root).map((page) => page.slug);
      expect(slugs, locale).toContain("central-africa");
      expect(slugs, locale).toContain("west-africa");
    }
  });

  it("refuse a place that names a page with no file, naming the file and the field", () => {
    const file = join(root, PLACE_FACTS_FILE);
    const facts = readFileSync(file, "utf8");
    writeFileSync(file, facts.replace(/regionPage: west-africa/, "regionPage: atlantis"));
    try {
      expect(() => loadPlaceFacts(root)).toThrow(
        /content\/facts\/places\.yaml: dataCenters\[\d+\]\.regionPage: "atlantis" is no region page/,
      );
    } finally {
      writeFileSync(file, facts);
    }
  });
});
