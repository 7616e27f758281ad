import { describe, expect, it } from "vitest";
import { formatClientClaim, formatNumber, formatPercent } from "#app/lib/format.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { totalDataCenters } from "./data-centers.ts";
import { clientShares, regionDataCenters, regions, totalClients } from "./regions.ts";

describe("regions", () => {
  it("are the spec's four regions with their client numbers", () => {
    expect(regions("en").map((region) => [region.name, region.clients])).toEqual([
      ["Africa", 2_800_000],
      ["Europe", 1_500_000],
      ["Turkey", 700_000],
      ["Asia Pacific", 0],
    ]);
    for (const locale of localeCodes)
      expect(
        regions(locale).map((region) => [region.id, region.clients]),
        locale,
      ).toEqual(regions("en").map((region) => [region.id, region.clients]));
  });

  it("state client claims as the site does", () => {
    expect(
      regions("en")
        .filter((region) => region.clients > 0)
        .map((region) => formatClientClaim(region.clients)),
    ).toEqual(["2.8M+", "1.5M+", "700K+"]);
  });

  it.each(localeCodes)("count their data centers from the data-center list: 5, 3, 2, 3, 13 in all (%s)", (locale) => {
    expect(Object.fromEntries(regions(locale).map((region) => [region.id, regionDataCenters(region)]))).toEqual({
      africa: 5,
      europe: 3,
      turkey: 2,
      "asia-pacific": 3,
    });
    expect(regions(locale).reduce((sum, region) => sum + regionDataCenters(region), 0)).toBe(13);
    expect(totalDataCenters).toBe(13);
  });

  it("add up to 5,000,000 clients", () => {
    expect(totalClients).toBe(5_000_000);
    expect(formatNumber(totalClients)).toBe("5,000,000");
  });

  it("show client shares of 30%, 56% and 14% (Europe, Africa, Turkey)", () => {
    expect(clientShares("en").map((share) => [share.name, share.label])).toEqual([
      ["Europe", "30%"],
      ["Africa", "56%"],
      ["Turkey", "14%"],
    ]);
    for (const locale of localeCodes) {
      const shares = clientShares(locale);
      expect(
        shares.map((share) => [share.id, share.label]),
        locale,
      ).toEqual([
        ["europe", formatPercent(0.3, locale)],
        ["africa", formatPercent(0.56, locale)],
        ["turkey", formatPercent(0.14, locale)],
      ]);
      expect(shares.reduce((sum, share) => sum + share.share, 0)).toBeCloseTo(1);
    }
  });

  it.each(localeCodes)("each name countries and features (%s)", (locale) => {
    for (const region of regions(locale)) {
      expect(region.countries.length, region.name).toBeGreaterThan(0);
      expect(region.features.length, region.name).toBeGreaterThan(0);
    }
  });
});
