import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { localeCodes, PSEUDO_LOCALE } from "#app/lib/locales.ts";
import { formatClientClaim } from "#app/lib/format.ts";
import { africanEdgeCountries, dataCenters } from "../places/data-centers.ts";
import { messageValues } from "../facts.ts";
import { africaMapCountries } from "../generated/africa-map.ts";
import { loadHomePage } from "./loader.ts";
import { regionDataCenters, regions } from "../places/regions.ts";

/**
 * Invariants of the home page's words, true of any valid content: an editor may rewrite the
 * headline, the cards or the testimonials and these still hold. Agreement with the spec's wording
 * is `npm run spec-audit`'s report, not a test.
 */
const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);
const paths = new Set(sitePaths);
/** Every string of a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe.each(languages)("the home page in %s", (locale) => {
  const home = loadHomePage(messageValues(locale), locale);

  it("has every figure formatted: no placeholder left in braces, no empty text", () => {
    // The map's region link is a message the page fills per link ({region}), checked where it is filled;
    // so is its countries line, with the list of countries ({countries}).
    const { regionLink, countries, ...mapText } = home.map.text;
    expect(countries).toContain("{countries}");
    for (const text of strings({ ...home, map: { ...home.map, text: mapText } })) expect(text, text).not.toMatch(/\{\s*[a-zA-Z]+\s*[,}]/);
    expect(regionLink).toContain("{region}");
    expect(home.hero.title.trim()).not.toBe("");
    expect(home.hero.badge.trim()).not.toBe("");
    for (const highlight of home.hero.highlights) expect(`${highlight.value} ${highlight.label}`.trim()).not.toBe("");
    for (const card of home.heroCards) expect(card.text.trim(), card.title).not.toBe("");
  });

  it("links only to pages that exist", () => {
    expect(
      collectHrefs(home)
        .map((href) => linkProblem(href, paths))
        .filter(Boolean),
    ).toEqual([]);
  });

  it("quotes each testimonial with an author, a title and a company, no author twice", () => {
    expect(home.testimonials.items.length).toBeGreaterThan(0);
    for (const testimonial of home.testimonials.items) {
      for (const field of [testimonial.quote, testimonial.author, testimonial.title, testimonial.company])
        expect(field.trim(), testimonial.author).not.toBe("");
    }
    const authors = home.testimonials.items.map((testimonial) => testimonial.author);
    expect(new Set(authors).size).toBe(authors.length);
  });

  it("labels each region's share with its own client count", () => {
    for (const region of regions(locale))
      expect(home.regions.shareClients[region.id], region.id).toContain(formatClientClaim(region.clients, locale));
    expect(Object.keys(home.regions.shareClients).sort()).toEqual(
      regions(locale)
        .map((region) => region.id)
        .sort(),
    );
  });

  it("names every marked place on the map for screen readers, and its description counts the shaded countries", () => {
    for (const location of home.map.locations) {
      expect(location.label, location.id).toContain(location.city);
      expect(location.facility.trim(), location.id).not.toBe("");
    }
    expect(home.map.text.imageDescription).toContain(home.map.locations.map((location) => location.city).join(", "));
  });
});

describe("the home page's derived figures", () => {
  it("count each region's data centers from the data-center list, and the regions add up to it", () => {
    const counted = regions("en").map((region) => regionDataCenters(region));
    for (const [index, region] of regions("en").entries())
      expect(counted[index], region.id).toBe(dataCenters("en").filter((dc) => dc.homeRegion === region.id).length);
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(dataCenters("en").length);
  });

  it("can shade every edge-location country, by the map's own country names", () => {
    const names = new Set(africaMapCountries.map((country) => country.name));
    // The outlines carry English names (the map shades them by those in every language).
    for (const country of africanEdgeCountries("en")) expect(names.has(country), country).toBe(true);
  });
});

describe("the home page's markets (issue 49: Portuguese names its markets)", () => {
  // Arabic names Egypt on the map (Cairo's edge location): the /ar home's first flight has no room for more words.
  it("names its readers' own markets in each language's words, with no language-specific code", () => {
    const markets = {
      en: ["Nigeria", "Kenya", "South Africa"],
      fr: ["Sénégal", "Côte d’Ivoire", "Cameroun"],
      pt: ["Angola", "Moçambique"],
    } as const;
    for (const locale of Object.keys(markets) as (keyof typeof markets)[]) {
      const intro = loadHomePage(messageValues(locale), locale).pricing.intro;
      for (const country of markets[locale]) expect(intro, locale).toContain(country);
    }
  });
});
