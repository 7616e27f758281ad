import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { contactHref } from "./contact-topics.ts";
import { africanEdgeCountries } from "./data-centers.ts";
import { africaMapCountries } from "./generated/africa-map.ts";
import { homePage } from "../site/home.ts";
import { headerActions } from "../site/navigation.ts";
import { formatClientClaim } from "#app/lib/format.ts";
import { site } from "./site.ts";
import { baseCurrency, currencies } from "./currencies.ts";

const english = homePage("en");

describe("home hero", () => {
  it("has the spec's badge, claims and actions", () => {
    const { hero } = english;
    expect(hero.badge).toBe("African Cloud Infrastructure");
    const claims = hero.highlights.map((highlight) => `${highlight.value} ${highlight.label}`);
    expect(claims).toEqual(["99.99% uptime SLA", "24/7 expert support", "13 data centers"]);
    for (const locale of localeCodes) {
      expect(homePage(locale).hero.actions.primary, locale).toEqual(headerActions(locale).getStarted);
      expect(homePage(locale).hero.actions.secondary, locale).toEqual(headerActions(locale).contactSales);
      expect(homePage(locale).hero.highlights, locale).toHaveLength(3);
    }
  });

  it("floats the four named cards, each with text", () => {
    const { heroCards } = english;
    expect(heroCards.map((card) => card.title)).toEqual(["Cloud Compute", "Database Services", "Security", "Edge Locations"]);
    expect(heroCards[3]?.text).toBe("Edge locations in 14 African countries");
    for (const locale of localeCodes) {
      const cards = homePage(locale).heroCards;
      expect(
        cards.map((card) => card.icon),
        locale,
      ).toEqual(heroCards.map((card) => card.icon));
      for (const card of cards) expect(card.text.length, `${locale} ${card.title}`).toBeGreaterThan(10);
    }
  });
});

describe("home services", () => {
  it("are the six spec cards, each with a Learn more link to its page", () => {
    const { features, allLink } = english.services;
    expect(features.map((service) => [service.title, service.link.label, service.link.href])).toEqual([
      ["Cloud Computing", "Learn more", "/services/cloud-computing"],
      ["Managed Databases", "Learn more", "/services/managed-databases"],
      ["Dedicated Servers", "Learn more", "/services/dedicated-servers"],
      ["Security Services", "Learn more", "/services/security-services"],
      ["Edge Computing", "Learn more", "/services/global-cdn"],
      ["Networking", "Learn more", "/services/multi-region-deployment"],
    ]);
    expect(allLink).toEqual({ label: "View All Services", href: "/services" });
    for (const locale of localeCodes) {
      const services = homePage(locale).services;
      expect(
        services.features.map((service) => service.link.href),
        locale,
      ).toEqual(features.map((service) => service.link.href));
      for (const service of services.features) expect(service.description.length, `${locale} ${service.title}`).toBeGreaterThan(40);
      expect(services.allLink.href, locale).toBe("/services");
    }
  });
});

describe("home pricing and regions", () => {
  it("names every local billing currency of the one list /pricing sells in, in every language", () => {
    expect(english.pricing.intro).toContain("13 local currencies: Nigerian naira, Kenyan shillings,");
    expect(english.pricing.intro).toContain("Angolan kwanzas, Mozambican meticais");
    for (const locale of localeCodes)
      for (const currency of currencies[locale].filter((entry) => entry.code !== baseCurrency))
        expect(homePage(locale).pricing.intro, locale).toContain(currency.plural);
    // Each language leads with its own markets' currencies.
    expect(homePage("fr").pricing.intro).toContain(
      "devises locales\u202f: francs CFA d’Afrique de l’Ouest, francs CFA d’Afrique centrale,",
    );
    expect(homePage("pt").pricing.intro).toContain("moedas locais: kwanzas angolanos, meticais moçambicanos,");
  });

  it("gives each region card its counted data centers", () => {
    expect(english.regions.cards.map((card) => [card.name, card.dataCenters])).toEqual([
      ["Africa", 5],
      ["Europe", 3],
      ["Turkey", 2],
      ["Asia Pacific", 3],
    ]);
    for (const locale of localeCodes)
      expect(
        homePage(locale).regions.cards.map((card) => card.dataCenters),
        locale,
      ).toEqual([5, 3, 2, 3]);
  });
});

describe.each(localeCodes)("home testimonials in %s", (locale) => {
  it("are six, each with quote, author, title and company", () => {
    const testimonials = homePage(locale).testimonials.items;
    expect(testimonials).toHaveLength(6);
    for (const testimonial of testimonials) {
      expect(testimonial.quote.length, testimonial.author).toBeGreaterThan(60);
      expect(testimonial.author.trim()).not.toBe("");
      expect(testimonial.title.trim()).not.toBe("");
      expect(testimonial.company.trim()).not.toBe("");
    }
    expect(new Set(testimonials.map((testimonial) => testimonial.author)).size).toBe(6);
    expect(new Set(testimonials.map((testimonial) => testimonial.company)).size).toBe(6);
  });
});

describe("home call to action", () => {
  it("offers the trial and migration support through the contact form", () => {
    expect(english.callToAction.points).toEqual(["30-day free trial", "No credit card required", "Free migration support"]);
    for (const locale of localeCodes) {
      const { callToAction } = homePage(locale);
      expect(callToAction.points, locale).toHaveLength(3);
      expect(callToAction.primary.href, locale).toBe(contactHref("trial"));
      expect(callToAction.secondary.href, locale).toBe(contactHref("migration"));
    }
  });
});

describe.each(localeCodes)("home regions in %s", (locale) => {
  it("label each region's share with its own client count, from the content's message", () => {
    const { regions } = homePage(locale);
    for (const share of regions.shares) {
      expect(regions.shareClients[share.id], share.id).toContain(formatClientClaim(share.clients, locale));
      if (locale === "en") expect(regions.shareClients[share.id], share.id).toBe(`(${formatClientClaim(share.clients)} clients)`);
    }
    expect(Object.keys(regions.shareClients).sort()).toEqual(regions.cards.map((region) => region.id).sort());
  });
});

describe("home map", () => {
  it("marks the spec's five cities, named for screen readers", () => {
    const locations = english.map.locations;
    expect(locations.map((location) => location.label)).toEqual([
      "Lagos, Nigeria — data center",
      "Cairo, Egypt — edge location",
      "Nairobi, Kenya — data center",
      "Cape Town, South Africa — edge location",
      "Khartoum, Sudan — edge location",
    ]);
    expect(locations.map((location) => location.facility)).toEqual([
      "Tier III data center",
      "Edge location",
      "Tier III data center",
      "Edge location",
      "Edge location",
    ]);
    for (const locale of localeCodes)
      expect(
        homePage(locale).map.locations.map((location) => location.id),
        locale,
      ).toEqual(locations.map((location) => location.id));
  });

  it.each(localeCodes)("links each location to its regional page (%s)", (locale) => {
    expect(homePage(locale).map.locations.map((location) => location.region?.href)).toEqual([
      "/international/west-africa",
      "/international/north-africa",
      "/international/east-africa",
      "/international/southern-africa",
      "/international/north-africa",
    ]);
  });

  it("describes itself with the company's name, the marked cities and the shaded countries' count", () => {
    const { text } = english.map;
    expect(text.imageTitle).toBe(`Map of Africa with ${site.name} locations`);
    expect(text.imageDescription).toBe(
      `Marked: Lagos, Cairo, Nairobi, Cape Town, Khartoum. Shaded: the ${africanEdgeCountries("en").length} countries with edge locations.`,
    );
    expect(text.countries).toBe(`Edge locations in ${africanEdgeCountries("en").length} African countries:`);
    for (const locale of localeCodes) {
      const localText = homePage(locale).map.text;
      expect(localText.imageTitle, locale).toContain(site.name);
      expect(localText.imageDescription, locale).toContain(String(africanEdgeCountries(locale).length));
      expect(localText.countries, locale).toContain(String(africanEdgeCountries(locale).length));
    }
  });

  // The map's outlines carry English (world-atlas) names.
  it("can shade every edge-location country, by the map's own country names", () => {
    const names = new Set(africaMapCountries.map((country) => country.name));
    for (const country of africanEdgeCountries("en")) expect(names.has(country), country).toBe(true);
  });
});
