import { describe, expect, it } from "vitest";
import { messageValues } from "../facts.ts";
import { loadOffices, loadPlaceFacts, loadPlaces, loadRegionPages, placeCounts } from "./loader.ts";
import { contentCopy } from "../../../tests/fixtures/content-copy.ts";

// Broken copies of the real content files, in a scratch folder: the repository's files stay untouched.
const content = contentCopy("places-");
const { edit } = content;

const hq = { street: "1 Test Street", phone: "+234 1 000 0000" };

describe("the places' facts and names", () => {
  it("count what the site claims from the facts alone: 13 data centers, 14 African countries, 5,000,000 clients", () => {
    expect(placeCounts(loadPlaceFacts(content.root))).toEqual({
      dataCenters: 13,
      dataCenterRegions: 4,
      africanEdgeLocations: 15,
      africanEdgeCountries: 14,
      totalClients: 5_000_000,
    });
  });

  it("join names to facts by id, with each region's countries computed from its data centers", () => {
    const places = loadPlaces("en", loadPlaceFacts(content.root), content.root);
    expect(places.dataCenters[0]).toMatchObject({ id: "lagos", city: "Lagos", country: "Nigeria", coordinates: [3.3792, 6.5244] });
    expect(places.regions.find((region) => region.id === "africa")?.countries).toEqual(["Nigeria", "Ghana", "Kenya", "South Africa"]);
  });

  it("fail naming the file and the id when a data center has no name, or a name no data center", () => {
    edit("content/pages/en/places.yaml", (source) => source.replace("  - id: abuja\n", "  - id: abuya\n"));
    expect(() => loadPlaces("en", loadPlaceFacts(content.root), content.root)).toThrow(
      'content/pages/en/places.yaml: dataCenters: no entry with id "abuja"',
    );
  });

  it("fail naming the country code that has no name", () => {
    edit("content/pages/en/places.yaml", (source) => source.replace("  - { code: SN, name: Senegal }\n", ""));
    expect(() => loadPlaces("en", loadPlaceFacts(content.root), content.root)).toThrow(
      "content/pages/en/places.yaml: countries: no name for SN",
    );
  });

  it("fail naming the field of a latency to a place that does not exist", () => {
    edit("content/facts/places.yaml", (source) => source.replace("to: edge-dakar", "to: edge-dakkar"));
    expect(() => loadPlaceFacts(content.root)).toThrow('content/facts/places.yaml: regionPages[0].latencies[1].to: "edge-dakkar"');
  });

  it("fail on a tier written another way, naming the field", () => {
    edit("content/facts/places.yaml", (source) => source.replace("tier: Tier IV", "tier: Tier 4"));
    expect(() => loadPlaceFacts(content.root)).toThrow("content/facts/places.yaml: dataCenters[4].tier:");
  });
});

describe("the region pages", () => {
  it("fail when a region with data centers carries the no-data-center note", () => {
    edit("content/regions/en/east-africa.yaml", (source) => `${source}withoutDataCenter:\n  note: We have none here.\n`);
    const facts = loadPlaceFacts(content.root);
    expect(() => loadRegionPages(messageValues("en"), loadPlaces("en", facts, content.root), "en", facts, content.root)).toThrow(
      "content/regions/en/east-africa.yaml: withoutDataCenter:",
    );
  });

  it("fill a latency named in the text from the facts", () => {
    edit("content/facts/places.yaml", (source) => source.replace("to: london, latencyMs: 75", "to: london, latencyMs: 70"));
    const facts = loadPlaceFacts(content.root);
    const europe = loadRegionPages(messageValues("en"), loadPlaces("en", facts, content.root), "en", facts, content.root).find(
      (page) => page.slug === "european-presence",
    );
    expect(europe?.features.items[1]?.description).toBe("Round trips from Lagos take 70 ms to London and 85 ms to Frankfurt.");
  });
});

describe("the offices", () => {
  it("make the phone link from the number, and give the headquarters the company's street in its city and country", () => {
    const offices = loadOffices(hq, "en", content.root);
    expect(offices[0]).toMatchObject({ city: "Lagos", address: "1 Test Street, Lagos, Nigeria", headquarters: true });
    expect(offices[1]?.phone).toEqual({ display: "+254 20 700 2262", href: "tel:+254207002262" });
  });

  it("fail naming the field when an office other than the headquarters has no street", () => {
    edit("content/facts/offices.yaml", (source) => source.replace("    street: Westlands Business Park, Waiyaki Way\n", ""));
    expect(() => loadOffices(hq, "en", content.root)).toThrow("content/facts/offices.yaml: offices[1].street:");
  });
});
