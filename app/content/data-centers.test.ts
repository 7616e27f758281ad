import { describe, expect, it } from "vitest";
import { africanEdgeCountries, africanEdgeLocations, dataCenters, dataCentersOnRegionPage, totalDataCenters } from "./data-centers.ts";

describe("data centers", () => {
  it("number 13, each with a unique id", () => {
    expect(totalDataCenters).toBe(13);
    expect(new Set(dataCenters.map((dc) => dc.id)).size).toBe(13);
  });

  it("are Tier IV in exactly Johannesburg, Dubai, London and Frankfurt, Tier III elsewhere", () => {
    const tierIV: string[] = dataCenters.filter((dc) => dc.tier === "Tier IV").map((dc) => dc.city);
    expect(tierIV.sort()).toEqual(["Dubai", "Frankfurt", "Johannesburg", "London"]);
    for (const dc of dataCenters) if (!tierIV.includes(dc.city)) expect(dc.tier, dc.city).toBe("Tier III");
  });

  it("in West Africa are three, of 8,000, 5,000 and 4,500 sqm", () => {
    const westAfrica = dataCentersOnRegionPage("west-africa");
    expect(westAfrica.map((dc) => dc.facilitySqm)).toEqual([8000, 5000, 4500]);
  });

  it("have plausible WGS 84 coordinates", () => {
    for (const place of [...dataCenters, ...africanEdgeLocations]) {
      const [longitude, latitude] = place.coordinates;
      expect(Math.abs(longitude), place.id).toBeLessThanOrEqual(180);
      expect(Math.abs(latitude), place.id).toBeLessThanOrEqual(90);
    }
  });
});

describe("African edge locations", () => {
  it("cover 14 distinct African countries", () => {
    expect(africanEdgeCountries).toHaveLength(14);
    expect(new Set(africanEdgeCountries).size).toBe(14);
  });

  it("have unique ids and include the map's cities", () => {
    expect(new Set(africanEdgeLocations.map((edge) => edge.id)).size).toBe(africanEdgeLocations.length);
    const cities = africanEdgeLocations.map((edge) => edge.city);
    for (const city of ["Lagos", "Cairo", "Nairobi", "Cape Town", "Khartoum"]) expect(cities).toContain(city);
  });
});
