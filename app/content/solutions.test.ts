import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { findServicePage } from "#app/site/services.ts";
import { certifications } from "./site.ts";
import { solutionPages } from "#app/site/solutions.ts";

const paths = new Set(routePaths(routes));

describe("solution pages", () => {
  it("link only to pages that exist (and contact queries the form understands)", () => {
    const problems = solutionPages.flatMap((solution) => collectHrefs(solution).map((href) => linkProblem(href, paths))).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("give every feature card a Learn More link", () => {
    for (const solution of solutionPages) {
      expect(solution.features.items.length, solution.path).toBeGreaterThanOrEqual(3);
      for (const feature of solution.features.items) expect(feature.link.label, `${solution.path}: ${feature.title}`).toBe("Learn More");
    }
  });

  it("title each page's diagram with its own name in lower case, from the words every solution page shares", () => {
    for (const page of solutionPages) expect(page.diagramCaption).toBe(`How we run ${page.navLabel.toLowerCase()} workloads`);
  });

  it("recommend existing service pages", () => {
    for (const solution of solutionPages) {
      expect(solution.recommendedServices.length, solution.path).toBeGreaterThan(0);
      for (const path of solution.recommendedServices) expect(findServicePage(path), `${solution.path} → ${path}`).toBeDefined();
    }
  });

  it("show compliance features, use cases and placeholder sectors (not client names) on Financial Services", () => {
    const finance = solutionPages.find((solution) => solution.path === "/solutions/financial-services");
    expect(finance?.features.heading).toMatch(/compliance/i);
    expect(finance?.useCases?.items.length ?? 0).toBeGreaterThan(0);
    const sectors = finance?.sectors;
    expect(sectors?.items.map((item) => item.label)).toEqual(expect.arrayContaining(["Commercial bank", "Microfinance", "Fintech"]));
    expect(sectors?.note).toMatch(/not client logos/);
  });

  it("name the frameworks a bank's compliance team looks for on Financial Services, without claiming a certificate", () => {
    const finance = solutionPages.find((solution) => solution.path === "/solutions/financial-services");
    const frameworks = finance?.frameworks;
    const names = frameworks?.items.map((item) => item.title) ?? [];
    for (const expected of [
      /PCI DSS/,
      /ISO\/IEC 27001/,
      /SOC 2/,
      /NDPA|Nigeria Data Protection Act 2023/,
      /Central Bank of Nigeria|CBN/,
      /POPIA/,
      /Kenya.*Data Protection Act 2019/,
    ])
      expect(
        names.some((name) => expected.test(name)),
        String(expected),
      ).toBe(true);
    // Until site.ts records a held certificate, the page may only say "aligned with" / "designed to support".
    const words = JSON.stringify(finance);
    for (const certificate of Object.values(certifications)) {
      expect(certificate.held, certificate.framework).toBe(false);
      expect(words).toContain(certificate.status);
    }
    expect(words).not.toMatch(/\bcertified\b|\bcompliant\b|\bcertification\b/i);
    expect(frameworks?.items.every((item) => /aligned with|designed to support/i.test(item.description))).toBe(true);
  });
});
