import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { africanEdgeCountries, totalDataCenters } from "./data-centers.ts";
import { navMenus } from "../site/navigation.ts";
import { findServicePage, servicePages, servicesOverview } from "#app/site/services.ts";

const paths = new Set(routePaths(routes));
const menu = navMenus.find((candidate) => candidate.id === "services");

function plansOf(path: string) {
  return (findServicePage(path)?.plans?.items ?? []).map((plan) => ({
    name: plan.name,
    price: plan.priceUsd,
    highlighted: plan.highlighted,
    features: plan.features.map((feature) => feature.text),
  }));
}

describe("service pages", () => {
  it("have unique paths", () => {
    const all = servicePages.map((service) => service.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it("are exactly the Services menu, in its order, with its labels and badges", () => {
    expect(menu).toBeDefined();
    expect(servicePages.map((service) => [service.path, service.navLabel])).toEqual(menu?.items.map((item) => [item.href, item.label]));
    for (const item of menu?.items ?? []) {
      expect(findServicePage(item.href)?.badge, item.href).toBe("badge" in item ? item.badge : undefined);
    }
  });

  it("are exactly the /services/* routes, plus the /services overview", () => {
    const routed = [...paths].filter((path) => path.startsWith("/services/"));
    expect(routed.sort()).toEqual(servicePages.map((service) => service.path).sort());
    expect(paths.has("/services")).toBe(true);
  });

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

  it("relate to other existing service pages, never to themselves", () => {
    for (const service of servicePages) {
      for (const path of service.related) {
        expect(findServicePage(path), `${service.path} → ${path}`).toBeDefined();
        expect(path).not.toBe(service.path);
      }
    }
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

  it("show the spec's cloud computing plans", () => {
    expect(plansOf("/services/cloud-computing")).toEqual([
      { name: "Basic", price: 49, highlighted: false, features: ["2 vCPU", "4 GB RAM", "50 GB SSD", "1 TB transfer", "99.9% SLA"] },
      {
        name: "Business",
        price: 99,
        highlighted: true,
        features: ["4 vCPU", "8 GB RAM", "100 GB SSD", "2 TB transfer", "99.95% SLA", "24/7 phone support"],
      },
      {
        name: "Enterprise",
        price: 199,
        highlighted: false,
        features: ["8 vCPU", "16 GB RAM", "250 GB SSD", "5 TB transfer", "99.99% SLA", "Priority support", "Dedicated account manager"],
      },
    ]);
  });

  it("show the spec's database plans", () => {
    expect(plansOf("/services/managed-databases").map(({ name, price, highlighted }) => [name, price, highlighted])).toEqual([
      ["Starter", 29, false],
      ["Professional", 79, true],
      ["Enterprise", 149, false],
    ]);
    const [starter, professional, enterprise] = plansOf("/services/managed-databases");
    expect(starter?.features).toEqual(expect.arrayContaining(["1 vCPU", "2 GB RAM", "99.9% SLA"]));
    expect(professional?.features).toEqual(expect.arrayContaining(["Read replicas", "99.95% SLA"]));
    expect(enterprise?.features).toEqual(expect.arrayContaining(["Cross-region replication", "99.99% SLA"]));
  });

  it("show the spec's dedicated server models", () => {
    expect(plansOf("/services/dedicated-servers")).toEqual([
      { name: "Performance", price: 199, highlighted: false, features: ["16 cores", "64 GB RAM", "2x960 GB NVMe"] },
      { name: "Storage", price: 299, highlighted: true, features: ["16 cores", "128 GB RAM", "2x1.92 TB NVMe", "4x8 TB HDD"] },
      {
        name: "Enterprise",
        price: 499,
        highlighted: false,
        features: ["2x32 cores", "256 GB RAM", "4x1.92 TB NVMe", "Redundant network", "Hardware RAID"],
      },
    ]);
  });

  it("state the network claims from the data, not retyped", () => {
    const cdn = findServicePage("/services/global-cdn");
    expect(africanEdgeCountries).toHaveLength(14);
    expect(totalDataCenters).toBe(13);
    expect(cdn?.description).toContain("14 African countries");
    expect(cdn?.keyFigures).toEqual(
      expect.arrayContaining([
        { value: "14", label: "African countries" },
        { value: "10 Gbps", label: "network" },
      ]),
    );
    expect(findServicePage("/services/multi-region-deployment")?.keyFigures).toContainEqual({ value: "13", label: "data centers" });
    expect(findServicePage("/services/global-dns")?.keyFigures).toContainEqual({ value: "99.99%", label: "uptime SLA" });
  });

  it("appear on the /services overview, one card each", () => {
    expect(servicesOverview.items.map((item) => item.href)).toEqual(servicePages.map((service) => service.path));
  });
});
