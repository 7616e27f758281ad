import { describe, expect, it } from "vitest";
import { linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { billingCountries, paymentMethodLabels, vatTable } from "./billing-countries.ts";
import { currencies, rateTable } from "./currencies.ts";
import { allPlans, planFamilies, planHighlight, planPricesHref, pricingLinks } from "./plans.ts";
import { calculatorData, pricingPages } from "./pricing.ts";

describe("currencies and rates", () => {
  it("are the issue's currencies, each with a dated rate", () => {
    expect(currencies.map((currency) => currency.code)).toEqual([
      "USD",
      "NGN",
      "KES",
      "ZAR",
      "GHS",
      "EGP",
      "XOF",
      "TRY",
      "AED",
      "EUR",
      "GBP",
    ]);
    for (const currency of currencies) expect(rateTable.perUsd[currency.code]).toBeGreaterThan(0);
    expect(rateTable.ratesOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rateTable.validFrom >= rateTable.ratesOf).toBe(true);
  });

  it("include the three the home page promises", () => {
    expect(currencies.map((currency) => currency.name)).toEqual(
      expect.arrayContaining(["Nigerian Naira", "Kenyan Shilling", "South African Rand"]),
    );
  });
});

describe("VAT and payment", () => {
  it("covers every country the issue names, with a rate and a currency the site prices in", () => {
    expect(billingCountries.map((country) => country.name)).toEqual([
      "Nigeria",
      "Kenya",
      "South Africa",
      "Ghana",
      "Egypt",
      "Senegal",
      "Côte d'Ivoire",
      "Turkey",
      "United Arab Emirates",
      "United Kingdom",
      "Germany",
      "Netherlands",
    ]);
    for (const country of billingCountries) {
      expect(country.vatRate).toBeGreaterThan(0);
      expect(country.vatRate).toBeLessThan(0.3);
      expect(currencies.some((currency) => currency.code === country.currency)).toBe(true);
      expect(country.paymentMethods.length).toBeGreaterThan(0);
    }
    expect(vatTable.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("offers mobile money where it is how people pay", () => {
    const methods = (code: string) =>
      billingCountries.find((country) => country.code === code)?.paymentMethods.map((m) => paymentMethodLabels[m]);
    expect(methods("KE")).toContain("M-Pesa");
    expect(methods("GH")).toContain("MTN MoMo");
  });
});

describe("pricing routes and links", () => {
  const paths = new Set(routePaths(routes));

  it("has a route for every currency page", () => {
    for (const page of pricingPages) expect(paths.has(page.path), page.path).toBe(true);
  });

  it("links plan cards and plan sections to pages that exist", () => {
    expect(allPlans.map(planPricesHref).map((href) => linkProblem(href, paths))).toEqual(allPlans.map(() => undefined));
    expect(linkProblem(pricingLinks.section.href, paths)).toBeUndefined();
    for (const family of planFamilies) expect(linkProblem(family.servicePath, paths)).toBeUndefined();
  });

  it("names every highlighted plan's highlight in words", () => {
    for (const plan of allPlans) expect(Boolean(planHighlight(plan)), plan.id).toBe(plan.highlighted);
    expect(planHighlight({ highlighted: true, mostPopular: true })).toBe("Most Popular");
  });
});

describe("the calculator's data", () => {
  it("is plain JSON (an island's props must survive serialisation)", () => {
    const data = calculatorData("NGN");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("starts in the page's currency and a country billed in it", () => {
    expect(calculatorData("KES").defaults).toMatchObject({ currency: "KES", country: "KE" });
    expect(calculatorData("XOF").defaults).toMatchObject({ currency: "XOF", country: "SN" });
  });

  it("prices every item it offers, in every currency", () => {
    const data = calculatorData("USD");
    const ids = data.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(ids).toHaveLength(allPlans.length + 2);
    for (const currency of currencies)
      for (const id of ids) expect(data.prices[currency.code]?.[id], `${currency.code} ${id}`).toBeGreaterThan(0);
    expect(data.currencies.find((currency) => currency.code === "XOF")?.fractionDigits).toBe(0);
  });
});
