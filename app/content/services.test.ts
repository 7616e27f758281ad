import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { africanEdgeCountries, totalDataCenters } from "./data-centers.ts";
import { findServicePage, servicePages } from "#app/site/services.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { learnMoreLabel } from "./blocks.ts";
import { specServicePlans } from "../../tests/fixtures/spec-prices.ts";

const paths = new Set(routePaths(routes));

function plansOf(path: string) {
  return (findServicePage(path, "en")?.plans?.items ?? []).map((plan) => ({
    name: plan.name,
    price: plan.priceUsd,
    highlighted: plan.highlighted,
    features: plan.features.map((feature) => feature.text),
  }));
}

describe.each(localeCodes)("service pages in %s", (locale) => {
  it("link only to pages that exist (and contact queries the form understands)", () => {
    const problems = servicePages(locale)
      .flatMap((service) => collectHrefs(service).map((href) => linkProblem(href, paths)))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("link in-page only to the plans section, and only where there are plans", () => {
    for (const service of servicePages(locale)) {
      for (const href of collectHrefs(service).filter((candidate) => candidate.startsWith("#"))) {
        expect(href, service.path).toBe("#plans");
        expect("plans" in service, service.path).toBe(true);
      }
    }
  });

  it("title each page's diagram with its own name, from the words every service page shares", () => {
    for (const page of servicePages(locale)) {
      if (locale === "en") expect(page.diagramCaption).toBe(`${page.navLabel} at a glance`);
      else expect(page.diagramCaption).toContain(page.navLabel);
    }
  });

  it("give every Security and Kubernetes feature card a Learn More link", () => {
    for (const path of ["/services/security-services", "/services/kubernetes-service"]) {
      const features = findServicePage(path, locale)?.features.items ?? [];
      expect(features.length).toBeGreaterThanOrEqual(4);
      for (const feature of features) expect(feature.link?.label, `${path}: ${feature.title}`).toBe(learnMoreLabel(locale));
    }
  });

  it("show the spec's plans, by price, on the pages with plans", () => {
    for (const [path, plans] of Object.entries(specServicePlans))
      expect(
        (findServicePage(path, locale)?.plans?.items ?? []).map((plan) => [plan.priceUsd, plan.highlighted]),
        path,
      ).toEqual(plans.map((plan) => [plan.price, plan.highlighted]));
  });

  it("list Kubernetes with a badge", () => {
    expect(findServicePage("/services/kubernetes-service", locale)?.badge).toBeTruthy();
  });
});

describe("service pages in English", () => {
  it("list Kubernetes as NEW", () => {
    expect(findServicePage("/services/kubernetes-service", "en")?.badge).toBe("NEW");
  });

  it("cover virtual machines, auto scaling, containers and serverless on Cloud Computing", () => {
    const titles = findServicePage("/services/cloud-computing", "en")?.features.items.map((feature) => feature.title);
    expect(titles).toEqual(expect.arrayContaining(["Virtual Machines", "Auto Scaling", "Containers", "Serverless"]));
  });

  it("cover MySQL, PostgreSQL, MongoDB, Redis and backups on Managed Databases", () => {
    const titles = findServicePage("/services/managed-databases", "en")?.features.items.map((feature) => feature.title);
    expect(titles).toEqual(expect.arrayContaining(["MySQL", "PostgreSQL", "MongoDB", "Redis", "Automated Backups"]));
  });

  it("give every Security and Kubernetes feature card a Learn More link", () => {
    for (const path of ["/services/security-services", "/services/kubernetes-service"]) {
      const features = findServicePage(path, "en")?.features.items ?? [];
      expect(features.length).toBeGreaterThanOrEqual(4);
      for (const feature of features) expect(feature.link?.label, `${path}: ${feature.title}`).toBe("Learn More");
    }
  });

  it.each(Object.entries(specServicePlans))("show the spec's plans on %s", (path, plans) => {
    expect(plansOf(path)).toEqual(plans);
  });

  it("state the network claims from the data, not retyped", () => {
    const cdn = findServicePage("/services/global-cdn", "en");
    for (const locale of localeCodes) expect(africanEdgeCountries(locale), locale).toHaveLength(14);
    expect(totalDataCenters).toBe(13);
    expect(cdn?.description).toContain("14 African countries");
    expect(cdn?.keyFigures).toEqual(
      expect.arrayContaining([
        { value: "14", label: "African countries" },
        { value: "10 Gbps", label: "network" },
      ]),
    );
    expect(findServicePage("/services/multi-region-deployment", "en")?.keyFigures).toContainEqual({ value: "13", label: "data centers" });
    expect(findServicePage("/services/global-dns", "en")?.keyFigures).toContainEqual({ value: "99.99%", label: "uptime SLA" });
  });
});
