import { describe, expect, expectTypeOf, it } from "vitest";
import { collectHrefs, linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { localeCodes, type Locale } from "#app/lib/locales.ts";
import {
  dataCenters,
  dataCentersOnRegionPage,
  edgeLocationsOnRegionPage,
  totalDataCenters,
  type RegionPageSlug,
} from "#app/content/places/data-centers.ts";
import {
  allDataCenterRows,
  asiaPacificDataCenters,
  dataCenterCard,
  internationalOverview,
  regionFacilitiesSummary,
  regionKeyFigures,
  regionPages,
} from "./region-pages.ts";

const paths = new Set(sitePaths);
const page = (slug: string, locale: Locale = "en") => {
  const found = regionPages(locale).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No region page ${slug} in ${locale}`);
  return found;
};

describe("regional pages", () => {
  it.each(localeCodes)("link only to pages that exist (and contact queries the form understands) (%s)", (locale) => {
    const problems = regionPages(locale)
      .flatMap((region) => collectHrefs(region).map((href) => linkProblem(href, paths)))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("rate Johannesburg, Dubai, London and Frankfurt Tier IV and every other data center Tier III", () => {
    const tierOf = Object.fromEntries(dataCenters("en").map((dc) => [dc.city, dataCenterCard(dc).tier]));
    expect(
      Object.keys(tierOf)
        .filter((city) => tierOf[city] === "Tier IV")
        .sort(),
    ).toEqual(["Dubai", "Frankfurt", "Johannesburg", "London"]);
    expect(Object.values(tierOf).filter((tier) => tier === "Tier III")).toHaveLength(totalDataCenters - 4);
    for (const locale of localeCodes)
      expect(
        dataCenters(locale).map((dc) => [dc.id, dataCenterCard(dc).tier]),
        locale,
      ).toEqual(dataCenters("en").map((dc) => [dc.id, dc.tier]));
  });

  it.each(localeCodes)("together with Asia Pacific, show all 13 data centers once (%s)", (locale) => {
    const shown = [
      ...regionPages(locale).flatMap((region) => dataCentersOnRegionPage(region.slug, locale)),
      ...asiaPacificDataCenters(locale),
    ].map((dc) => dc.id);
    expect(shown).toHaveLength(13);
    expect(new Set(shown).size).toBe(13);
    expect(allDataCenterRows(locale)).toHaveLength(13);
  });

  it("show West Africa's figures: 3 data centers, 12 points of presence, 1.2M+ clients", () => {
    expect(regionKeyFigures(page("west-africa"))).toEqual([
      { value: "3", label: "data centers" },
      { value: "12", label: "points of presence" },
      { value: "1.2M+", label: "clients" },
    ]);
    for (const locale of localeCodes) expect(regionKeyFigures(page("west-africa", locale)), locale).toHaveLength(3);
  });

  it("show West Africa's facility sizes, formatted from the data", () => {
    const sizes = dataCentersOnRegionPage("west-africa", "en").map((dc) => [dc.city, dataCenterCard(dc).facilitySize]);
    expect(sizes).toEqual([
      ["Lagos", "8,000 sqm"],
      ["Abuja", "5,000 sqm"],
      ["Accra", "4,500 sqm"],
    ]);
  });

  it("show West Africa's latencies from Lagos", () => {
    const west = page("west-africa");
    const latencies = west.latencies ?? [];
    expect(latencies.map((pair) => [pair.from, pair.to, pair.latencyMs])).toEqual([
      ["Lagos", "Accra", 8],
      ["Lagos", "Dakar", 25],
      ["Lagos", "Abidjan", 15],
      ["Lagos", "London", 75],
      ["Lagos", "Frankfurt", 85],
    ]);
    for (const locale of localeCodes)
      expect(
        (page("west-africa", locale).latencies ?? []).map((pair) => pair.latencyMs),
        locale,
      ).toEqual([8, 25, 15, 75, 85]);
  });

  it("say plainly that North Africa has edge locations and no data center, and name the nearest ones", () => {
    const north = page("north-africa");
    expect(dataCentersOnRegionPage("north-africa", "en")).toEqual([]);
    expect(edgeLocationsOnRegionPage("north-africa", "en").map((edge) => edge.city)).toEqual(["Cairo", "Khartoum", "Casablanca"]);
    expect(north.withoutDataCenter?.note ?? "").toMatch(/do not operate a data center/);
    expect(regionKeyFigures(north).map((figure) => figure.label)).not.toContain("data centers");
    for (const locale of localeCodes) {
      expect(dataCentersOnRegionPage("north-africa", locale), locale).toEqual([]);
      expect(edgeLocationsOnRegionPage("north-africa", locale), locale).toHaveLength(3);
      expect(page("north-africa", locale).withoutDataCenter?.note ?? "", locale).not.toBe("");
    }
  });

  it.each(localeCodes)("give every page without a data center a note, and every page with one none (%s)", (locale) => {
    for (const region of regionPages(locale)) {
      expect("withoutDataCenter" in region, region.slug).toBe(dataCentersOnRegionPage(region.slug, locale).length === 0);
    }
  });

  it("state client counts only where the spec gives them, from the region data", () => {
    const clientsOf = (slug: string) => regionKeyFigures(page(slug)).find((figure) => figure.label === "clients")?.value;
    expect(clientsOf("european-presence")).toBe("1.5M+");
    expect(clientsOf("turkey-middle-east")).toBe("700K+");
    expect(clientsOf("east-africa")).toBeUndefined();
  });

  it("appear on the /international overview with their facilities", () => {
    for (const locale of localeCodes)
      expect(
        internationalOverview(locale).items.map((item) => item.href),
        locale,
      ).toEqual(regionPages(locale).map((region) => region.path));
    expect(regionFacilitiesSummary(page("west-africa"))).toBe("3 data centers · 4 edge locations");
    expect(regionFacilitiesSummary(page("north-africa"))).toBe("3 edge locations");
    expect(asiaPacificDataCenters("en").map((dc) => dc.city)).toEqual(["Singapore", "Mumbai", "Sydney"]);
  });
});

describe("region page slugs", () => {
  it("are exactly the ones data-centers.ts lets facilities name (RegionPageSlug), checked by the typecheck", () => {
    // A slug added to RegionPageSlug without an entry, or an entry without its slug there, fails `tsc`.
    expectTypeOf<ReturnType<typeof regionPages>[number]["slug"]>().toEqualTypeOf<RegionPageSlug>();
  });
});
