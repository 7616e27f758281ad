import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { africanEdgeCountries, africanEdgeLocations, dataCenters, dataCentersOnRegionPage, totalDataCenters } from "./data-centers.ts";

describe("data centers", () => {
  it.each(localeCodes)("number 13, each with a unique id (%s)", (locale) => {
    expect(totalDataCenters).toBe(13);
    expect(dataCenters(locale)).toHaveLength(13);
    expect(new Set(dataCenters(locale).map((dc) => dc.id)).size).toBe(13);
  });

  it("are Tier IV in exactly Johannesburg, Dubai, London and Frankfurt, Tier III elsewhere", () => {
    const tierIV: string[] = dataCenters("en")
      .filter((dc) => dc.tier === "Tier IV")
      .map((dc) => dc.city);
    expect(tierIV.sort()).toEqual(["Dubai", "Frankfurt", "Johannesburg", "London"]);
    for (const dc of dataCenters("en")) if (!tierIV.includes(dc.city)) expect(dc.tier, dc.city).toBe("Tier III");
    for (const locale of localeCodes)
      expect(
        dataCenters(locale).map((dc) => [dc.id, dc.tier]),
        locale,
      ).toEqual(dataCenters("en").map((dc) => [dc.id, dc.tier]));
  });

  it.each(localeCodes)("in West Africa are three, of 8,000, 5,000 and 4,500 sqm (%s)", (locale) => {
    const westAfrica = dataCentersOnRegionPage("west-africa", locale);
    expect(westAfrica.map((dc) => dc.facilitySqm)).toEqual([8000, 5000, 4500]);
  });

  it.each(localeCodes)("have plausible WGS 84 coordinates (%s)", (locale) => {
    for (const place of [...dataCenters(locale), ...africanEdgeLocations(locale)]) {
      const [longitude, latitude] = place.coordinates;
      expect(Math.abs(longitude), place.id).toBeLessThanOrEqual(180);
      expect(Math.abs(latitude), place.id).toBeLessThanOrEqual(90);
    }
  });
});

describe("African edge locations", () => {
  it.each(localeCodes)("cover 14 distinct African countries (%s)", (locale) => {
    expect(africanEdgeCountries(locale)).toHaveLength(14);
    expect(new Set(africanEdgeCountries(locale)).size).toBe(14);
  });

  it("have unique ids and include the map's cities", () => {
    for (const locale of localeCodes) {
      const edges = africanEdgeLocations(locale);
      expect(new Set(edges.map((edge) => edge.id)).size, locale).toBe(edges.length);
      expect(
        edges.map((edge) => edge.id),
        locale,
      ).toEqual(africanEdgeLocations("en").map((edge) => edge.id));
    }
    const cities = africanEdgeLocations("en").map((edge) => edge.city);
    for (const city of ["Lagos", "Cairo", "Nairobi", "Cape Town", "Khartoum"]) expect(cities).toContain(city);
  });
});
