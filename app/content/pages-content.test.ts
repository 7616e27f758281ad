import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { totalDataCenters, africanEdgeCountries, africanEdgeLocations } from "./places/data-centers.ts";
import { company } from "./company/site.ts";
import { siteFacts } from "./facts.ts";
import { legalSections } from "./legal/loader.ts";
import { ContentError, ROOT } from "./load.ts";
import { loadSlaFacts } from "./sla/loader.ts";

/** The words files of the pages outside the families (issue 17). */
const wordFiles = [
  "content/pages/en/home.yaml",
  "content/pages/en/documentation.yaml",
  "content/pages/en/help-center.yaml",
  "content/pages/en/resources.yaml",
  "content/pages/en/page-titles.yaml",
  "content/pages/en/contact.yaml",
  "content/pages/en/forms.yaml",
  "content/pages/en/interface.yaml",
  "content/pages/en/sitemap.yaml",
  "content/pages/en/company.yaml",
  "content/pages/en/sla.yaml",
  ...["content/documentation/en", "content/help-center/en", "content/legal/en"].flatMap((dir) =>
    readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`),
  ),
];

describe("the words of the pages outside the families", () => {
  it("name the facts in braces instead of typing their figures", () => {
    const typed = [
      new RegExp(`\\b${totalDataCenters} data centers`),
      new RegExp(`\\b${siteFacts.trialDays}-day`),
      new RegExp(`\\b${siteFacts.trialDays} days`),
      // The SLA's commitments ("99.99%"): text names {uptimeSla}; content/facts/sla.yaml holds them.
      ...loadSlaFacts().products.map((product) => new RegExp(`${String(product.percent).replace(".", "\\.")}\\s?%`)),
      new RegExp(`\\b${africanEdgeLocations.length} edge locations`),
      new RegExp(`\\b${africanEdgeCountries.length} African countries`),
      new RegExp(`\\b${siteFacts.networkGbps} Gbps`),
      /@baobabcloud\.example/,
      /\+234/,
    ];
    for (const file of wordFiles) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const pattern of typed) expect(pattern.test(source), `${file} types ${pattern}`).toBe(false);
    }
  });
});

describe("the company's name", () => {
  it("is named {siteName} in page titles, contact and legal words (the home page's quotes are a customer's words)", () => {
    for (const file of wordFiles.filter((name) => !name.endsWith("/home.yaml")))
      expect(readFileSync(join(ROOT, file), "utf8"), file).not.toContain(company.name);
  });
});

describe("a legal page's text", () => {
  it("is cut into sections at `## ` headings and into paragraphs at blank lines", () => {
    expect(legalSections("## One\n\nFirst line\nsame paragraph.\n\nSecond.\n\n## Two\n\nThird.\n", "x.md")).toEqual([
      { heading: "One", paragraphs: ["First line same paragraph.", "Second."] },
      { heading: "Two", paragraphs: ["Third."] },
    ]);
  });

  it("fails, naming the file, on Markdown the page would show as marks", () => {
    expect(() => legalSections("## One\n\n- a list item\n", "content/legal/en/x.md")).toThrow(ContentError);
    expect(() => legalSections("## One\n\nSee [this](/x).\n", "content/legal/en/x.md")).toThrow(/content\/legal\/en\/x\.md/);
    expect(() => legalSections("No heading first.\n", "x.md")).toThrow(/heading/);
    expect(() => legalSections("## Empty\n\n## Two\n\nText.\n", "x.md")).toThrow(/Empty/);
  });
});
