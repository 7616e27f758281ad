import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { findServicePage } from "#app/site/services.ts";
import { learnMoreLabel } from "../blocks.ts";
import { certifications } from "../company/site.ts";
import { solutionPages } from "#app/site/solutions.ts";

const paths = new Set(sitePaths);
const financeIn = (locale: (typeof localeCodes)[number]) =>
  solutionPages(locale).find((solution) => solution.path === "/solutions/financial-services");

describe.each(localeCodes)("solution pages in %s", (locale) => {
  const pages = solutionPages(locale);

  it("link only to pages that exist (and contact queries the form understands)", () => {
    const problems = pages.flatMap((solution) => collectHrefs(solution).map((href) => linkProblem(href, paths))).filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("give every feature card a Learn More link", () => {
    if (locale === "en") expect(learnMoreLabel(locale)).toBe("Learn More");
    for (const solution of pages) {
      expect(solution.features.items.length, solution.path).toBeGreaterThanOrEqual(3);
      for (const feature of solution.features.items)
        expect(feature.link.label, `${solution.path}: ${feature.title}`).toBe(learnMoreLabel(locale));
    }
  });

  it("title each page's diagram with its own name in lower case, from the words every solution page shares", () => {
    if (locale === "en") for (const page of pages) expect(page.diagramCaption).toBe(`How we run ${page.navLabel.toLowerCase()} workloads`);
    expect(new Set(pages.map((page) => page.diagramCaption)).size).toBe(pages.length);
  });

  it("recommend existing service pages", () => {
    for (const solution of pages) {
      expect(solution.recommendedServices.length, solution.path).toBeGreaterThan(0);
      for (const path of solution.recommendedServices) expect(findServicePage(path, locale), `${solution.path} → ${path}`).toBeDefined();
    }
  });

  // The translations word each framework's status in their own sentences (English quotes company.yaml's status, below).
  it("name as many frameworks on Financial Services as the English page, with use cases, and no certificate held", () => {
    const finance = financeIn(locale);
    expect(finance?.useCases?.items.length ?? 0).toBeGreaterThan(0);
    expect(finance?.frameworks?.items.length).toBe(financeIn("en")?.frameworks?.items.length);
    for (const certificate of Object.values(certifications[locale])) {
      expect(certificate.held, certificate.framework).toBe(false);
      expect(certificate.status, certificate.framework).not.toBe("");
    }
  });
});

describe("solution pages in English", () => {
  it("show compliance features, use cases and placeholder sectors (not client names) on Financial Services", () => {
    const finance = financeIn("en");
    expect(finance?.features.heading).toMatch(/compliance/i);
    expect(finance?.useCases?.items.length ?? 0).toBeGreaterThan(0);
    const sectors = finance?.sectors;
    expect(sectors?.items.map((item) => item.label)).toEqual(expect.arrayContaining(["Commercial bank", "Microfinance", "Fintech"]));
    expect(sectors?.note).toMatch(/not client logos/);
  });

  it("name the frameworks a bank's compliance team looks for on Financial Services, without claiming a certificate", () => {
    const finance = financeIn("en");
    const frameworks = finance?.frameworks;
    const names = frameworks?.items.map((item) => item.title) ?? [];
    for (const expected of [
      /PCI DSS/,
      /ISO\/IEC 27001/,
      /SOC 2/,
      /\bNDPA\b|Nigeria Data Protection Act/,
      /Central Bank of Nigeria|CBN/,
      /POPIA/,
      /Kenya.*Data Protection Act 2019/,
    ])
      expect(
        names.some((name) => expected.test(name)),
        String(expected),
      ).toBe(true);
    // Until company/site.ts records a held certificate, the page may only say "aligned with" / "designed to support".
    const words = JSON.stringify(finance);
    for (const certificate of Object.values(certifications.en)) {
      expect(certificate.held, certificate.framework).toBe(false);
      expect(words).toContain(certificate.status);
    }
    expect(words).not.toMatch(/\bcertified\b|\bcompliant\b|\bcertification\b/i);
    expect(frameworks?.items.every((item) => /aligned with|designed to support/i.test(item.description))).toBe(true);
  });
});
