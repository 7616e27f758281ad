import { describe, expect, it } from "vitest";
import { africanEdgeCountries } from "#app/content/places/data-centers.ts";
import { africaMapCountryNames } from "#app/content/generated/africa-map.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { homePage } from "./home.ts";

describe("the home page's map", () => {
  const outlines = new Set(africaMapCountryNames.map((country) => country.name));

  // The outlines carry English names: a language whose country names were matched against them
  // shaded nothing (seen in French, Arabic and Portuguese before the map took its own list).
  it.each(localeCodes)("shades every country with an edge location, in %s", (locale) => {
    const { map } = homePage(locale);
    expect(map.shadedCountries).toHaveLength(africanEdgeCountries(locale).length);
    for (const country of map.shadedCountries) expect(outlines, country).toContain(country);
    expect(map.highlightedCountries).toEqual(africanEdgeCountries(locale));
  });
});

describe("the map's region links as screen readers read them (review S14)", () => {
  it.each([
    ["en", "West Africa region"],
    ["fr", "Région Afrique de l’Ouest"],
    ["ar", "منطقة غرب أفريقيا"],
    ["pt", "Região África Ocidental"],
  ] as const)("one message with the region inside, in %s", (locale, spoken) => {
    const lagos = homePage(locale).map.locations.find((location) => location.region?.href === "/international/west-africa");
    expect(lagos?.region?.spoken).toBe(spoken);
  });
});
