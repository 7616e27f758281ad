import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { specHomePlans } from "../../tests/fixtures/spec-prices.ts";
import { allPlans, homePlans, planContactHref } from "./plans.ts";

const spec = specHomePlans;

describe("home plans", () => {
  it("are the spec's four plans, in order, billed monthly", () => {
    expect(homePlans("en").map((plan) => plan.name)).toEqual(spec.map((row) => row.name));
    for (const locale of localeCodes) {
      expect(
        homePlans(locale).map((plan) => plan.id),
        locale,
      ).toEqual(spec.map((row) => row.id));
      expect(
        homePlans(locale).map((plan) => plan.priceUsd),
        locale,
      ).toEqual(spec.map((row) => row.price));
      for (const plan of homePlans(locale)) expect(plan.billingPeriod).toBe("month");
    }
  });

  it.each(spec)("$name has exactly the spec's specs, extras and button", (row) => {
    const plan = homePlans("en").find((candidate) => candidate.id === row.id);
    expect(plan).toBeDefined();
    expect(plan?.features.filter((feature) => feature.available).map((feature) => feature.text)).toEqual(row.included);
    expect(plan?.features.filter((feature) => !feature.available).map((feature) => feature.text)).toEqual(row.excluded);
    expect(plan?.buttonText).toBe(row.button);
    expect(plan?.description.length).toBeGreaterThan(10);
    for (const locale of localeCodes) {
      const translated = homePlans(locale).find((candidate) => candidate.id === row.id);
      expect(
        translated?.features.map((feature) => feature.available),
        locale,
      ).toEqual(plan?.features.map((feature) => feature.available));
      expect(translated?.description.length, locale).toBeGreaterThan(10);
    }
  });

  it.each(localeCodes)("marks only Business Server as Most Popular and highlighted (%s)", (locale) => {
    const plans = homePlans(locale);
    const popular = plans.filter((plan) => "mostPopular" in plan && plan.mostPopular);
    expect(popular.map((plan) => plan.id)).toEqual(["business-server"]);
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(["business-server"]);
  });

  it("gives only Africa Local the Regional badge", () => {
    const regional = homePlans("en").filter((plan) => "regionSpecific" in plan && plan.regionSpecific);
    expect(regional.map((plan) => [plan.id, "regionSpecific" in plan ? plan.regionSpecific : undefined])).toEqual([
      ["africa-local", "Regional"],
    ]);
    for (const locale of localeCodes) {
      const badged = homePlans(locale).filter((plan) => "regionSpecific" in plan && plan.regionSpecific);
      expect(
        badged.map((plan) => plan.id),
        locale,
      ).toEqual(["africa-local"]);
    }
  });

  it.each(localeCodes)("links each plan's button to the contact form with the plan named (%s)", (locale) => {
    expect(homePlans(locale).map(planContactHref)).toEqual([
      "/contact?plan=starter-cloud",
      "/contact?plan=business-server",
      "/contact?plan=enterprise-solution",
      "/contact?plan=africa-local",
    ]);
  });
});

describe("spec figures in each language (issue 33)", () => {
  const storage = (locale: "en" | "fr" | "ar" | "pt") =>
    allPlans(locale)
      .find((plan) => plan.id === "dedicated-storage")
      ?.features.map((feature) => feature.text);
  it("write decimals with the language's decimal sign", () => {
    expect(storage("en")).toContain("2x1.92 TB NVMe");
    expect(storage("fr")).toContain("2\u00a0×\u00a01,92 To NVMe");
    expect(storage("pt")).toContain("2\u00a0×\u00a01,92 TB NVMe");
    // Arabic pages write Latin digits and a decimal point (decision 016).
    expect(storage("ar")).toContain("2\u00a0×\u00a01.92\u00a0TB NVMe");
  });
});
