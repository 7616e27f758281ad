import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { africanEdgeCountries, africanEdgeLocations, dataCenters, totalDataCenters } from "../places/data-centers.ts";
import { findServicePage as findServicePageIn, servicePages as servicePagesIn } from "#app/site/services.ts";
import { loadPlans } from "../pricing/price-list-loader.ts";

const paths = new Set(sitePaths);
// The English pages (each language's are checked by the completeness tests and the route walk).
const servicePages = servicePagesIn("en");
const findServicePage = (path: string) => findServicePageIn(path, "en");

function plansOf(path: string) {
  return (findServicePage(path)?.plans?.items ?? []).map((plan) => ({
    name: plan.name,
    price: plan.priceUsd,
    highlighted: plan.highlighted,
    features: plan.features.map((feature) => feature.text),
  }));
}

describe("service pages", () => {
  it("link only to pages that exist (and contact queries the form understands)", () => {
    const problems = servicePages.flatMap((service) => collectHrefs(service).map((href) => linkProblem(href, paths))).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("link in-page only to the plans section, and only where there are plans", () => {
    for (const service of servicePages) {
      for (const href of collectHrefs(service).filter((candidate) => candidate.startsWith("#"))) {
        expect(href, service.path).toBe("#plans");
        expect("plans" in service, service.path).toBe(true);
      }
    }
  });

  it("title each page's diagram with its own name, from the words every service page shares", () => {
    for (const page of servicePages) expect(page.diagramCaption).toBe(`${page.navLabel} at a glance`);
  });

  it("list Kubernetes as NEW", () => {
    expect(findServicePage("/services/kubernetes-service")?.badge).toBe("NEW");
  });

  it("cover virtual machines, auto scaling, containers and serverless on Cloud Computing", () => {
    const titles = findServicePage("/services/cloud-computing")?.features.items.map((feature) => feature.title);
    expect(titles).toEqual(expect.arrayContaining(["Virtual Machines", "Auto Scaling", "Containers", "Serverless"]));
  });

  it("cover MySQL, PostgreSQL, MongoDB, Redis and backups on Managed Databases", () => {
    const titles = findServicePage("/services/managed-databases")?.features.items.map((feature) => feature.title);
    expect(titles).toEqual(expect.arrayContaining(["MySQL", "PostgreSQL", "MongoDB", "Redis", "Automated Backups"]));
  });

  it("give every Security and Kubernetes feature card a Learn More link", () => {
    for (const path of ["/services/security-services", "/services/kubernetes-service"]) {
      const features = findServicePage(path)?.features.items ?? [];
      expect(features.length).toBeGreaterThanOrEqual(4);
      for (const feature of features) expect(feature.link?.label, `${path}: ${feature.title}`).toBe("Learn More");
    }
  });

  it("show every plan family whose details page is a service page, each plan with its price", () => {
    for (const family of loadPlans("en").families.filter((entry) => entry.servicePath.startsWith("/services/"))) {
      const expected = family.plans.map((plan) => ({
        name: plan.name,
        price: plan.priceUsd,
        highlighted: plan.highlighted,
        features: plan.features.map((feature) => feature.text),
      }));
      expect(plansOf(family.servicePath), family.servicePath).toEqual(expected);
    }
  });

  it("state the network's counts as the data counts them, not retyped", () => {
    // Derived figures equal what they are derived from, whatever the data: an edited place list moves them all.
    expect(totalDataCenters).toBe(dataCenters("en").length);
    expect(africanEdgeCountries("en")).toEqual([...new Set(africanEdgeLocations("en").map((edge) => edge.country))]);
    // Every figure a service page states was formatted: no placeholder left in braces.
    for (const service of servicePages)
      for (const figure of service.keyFigures) expect(`${figure.value} ${figure.label}`, service.path).not.toMatch(/[{}]/);
  });
});
