import { describe, expect, it } from "vitest";
import { contactHref } from "./contact-topics.ts";
import { africanEdgeCountries } from "./data-centers.ts";
import { africaMapCountries } from "./generated/africa-map.ts";
import {
  allServicesLink,
  callToAction,
  hero,
  heroCards,
  homeMapLocations,
  homePage,
  homeRegionCards,
  homeServices,
  localCurrencies,
  testimonials,
} from "../site/home.ts";
import { headerActions } from "../site/navigation.ts";
import { formatClientClaim } from "#app/lib/format.ts";
import { site } from "./site.ts";

describe("home hero", () => {
  it("has the spec's badge, claims and actions", () => {
    expect(hero.badge).toBe("African Cloud Infrastructure");
    const claims = hero.highlights.map((highlight) => `${highlight.value} ${highlight.label}`);
    expect(claims).toEqual(["99.99% uptime SLA", "24/7 expert support", "13 data centers"]);
    expect(hero.actions.primary).toEqual(headerActions.getStarted);
    expect(hero.actions.secondary).toEqual(headerActions.contactSales);
  });

  it("floats the four named cards, each with text", () => {
    expect(heroCards.map((card) => card.title)).toEqual(["Cloud Compute", "Database Services", "Security", "Edge Locations"]);
    for (const card of heroCards) expect(card.text.length, card.title).toBeGreaterThan(10);
    expect(heroCards[3]?.text).toBe("Edge locations in 14 African countries");
  });
});

describe("home services", () => {
  it("are the six spec cards, each with a Learn more link to its page", () => {
    expect(homeServices.map((service) => [service.title, service.link.label, service.link.href])).toEqual([
      ["Cloud Computing", "Learn more", "/services/cloud-computing"],
      ["Managed Databases", "Learn more", "/services/managed-databases"],
      ["Dedicated Servers", "Learn more", "/services/dedicated-servers"],
      ["Security Services", "Learn more", "/services/security-services"],
      ["Edge Computing", "Learn more", "/services/global-cdn"],
      ["Networking", "Learn more", "/services/multi-region-deployment"],
    ]);
    for (const service of homeServices) expect(service.description.length, service.title).toBeGreaterThan(40);
    expect(allServicesLink).toEqual({ label: "View All Services", href: "/services" });
  });
});

describe("home pricing and regions", () => {
  it("names the three local billing currencies", () => {
    expect(localCurrencies).toEqual(["Naira", "Kenyan Shilling", "South African Rand"]);
  });

  it("gives each region card its counted data centers", () => {
    expect(homeRegionCards.map((card) => [card.name, card.dataCenters])).toEqual([
      ["Africa", 5],
      ["Europe", 3],
      ["Turkey", 2],
      ["Asia Pacific", 3],
    ]);
  });
});

describe("home testimonials", () => {
  it("are six, each with quote, author, title and company", () => {
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
    expect(callToAction.points).toEqual(["30-day free trial", "No credit card required", "Free migration support"]);
    expect(callToAction.primary.href).toBe(contactHref("trial"));
    expect(callToAction.secondary.href).toBe(contactHref("migration"));
  });
});

describe("home regions", () => {
  it("label each region's share with its own client count, from the content's message", () => {
    const { regions } = homePage;
    for (const share of regions.shares)
      expect(regions.shareClients[share.id], share.id).toBe(`(${formatClientClaim(share.clients)} clients)`);
    expect(Object.keys(regions.shareClients).sort()).toEqual(homeRegionCards.map((region) => region.id).sort());
  });
});

describe("home map", () => {
  it("marks the spec's five cities, named for screen readers", () => {
    expect(homeMapLocations.map((location) => location.label)).toEqual([
      "Lagos, Nigeria — data center",
      "Cairo, Egypt — edge location",
      "Nairobi, Kenya — data center",
      "Cape Town, South Africa — edge location",
      "Khartoum, Sudan — edge location",
    ]);
    expect(homeMapLocations.map((location) => location.facility)).toEqual([
      "Tier III data center",
      "Edge location",
      "Tier III data center",
      "Edge location",
      "Edge location",
    ]);
  });

  it("links each location to its regional page", () => {
    expect(homeMapLocations.map((location) => location.region?.href)).toEqual([
      "/international/west-africa",
      "/international/north-africa",
      "/international/east-africa",
      "/international/southern-africa",
      "/international/north-africa",
    ]);
  });

  it("describes itself with the company's name, the marked cities and the shaded countries' count", () => {
    const { text } = homePage.map;
    expect(text.imageTitle).toBe(`Map of Africa with ${site.name} locations`);
    expect(text.imageDescription).toBe(
      `Marked: Lagos, Cairo, Nairobi, Cape Town, Khartoum. Shaded: the ${africanEdgeCountries.length} countries with edge locations.`,
    );
    expect(text.countries).toBe(`Edge locations in ${africanEdgeCountries.length} African countries:`);
  });

  it("can shade every edge-location country, by the map's own country names", () => {
    const names = new Set(africaMapCountries.map((country) => country.name));
    for (const country of africanEdgeCountries) expect(names.has(country), country).toBe(true);
  });
});
