import { describe, expect, it } from "vitest";
import { specHomePlans } from "../../tests/fixtures/spec-prices.ts";
import { homePlans, planContactHref } from "./plans.ts";

const spec = specHomePlans;

describe("home plans", () => {
  it("are the spec's four plans, in order, billed monthly", () => {
    expect(homePlans.map((plan) => plan.name)).toEqual(spec.map((row) => row.name));
    expect(homePlans.map((plan) => plan.priceUsd)).toEqual(spec.map((row) => row.price));
    for (const plan of homePlans) expect(plan.billingPeriod).toBe("month");
  });

  it.each(spec)("$name has exactly the spec's specs, extras and button", (row) => {
    const plan = homePlans.find((candidate) => candidate.id === row.id);
    expect(plan).toBeDefined();
    expect(plan?.features.filter((feature) => feature.available).map((feature) => feature.text)).toEqual(row.included);
    expect(plan?.features.filter((feature) => !feature.available).map((feature) => feature.text)).toEqual(row.excluded);
    expect(plan?.buttonText).toBe(row.button);
    expect(plan?.description.length).toBeGreaterThan(10);
  });

  it("marks only Business Server as Most Popular and highlighted", () => {
    const popular = homePlans.filter((plan) => "mostPopular" in plan && plan.mostPopular);
    expect(popular.map((plan) => plan.id)).toEqual(["business-server"]);
    expect(homePlans.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(["business-server"]);
  });

  it("gives only Africa Local the Regional badge", () => {
    const regional = homePlans.filter((plan) => "regionSpecific" in plan && plan.regionSpecific);
    expect(regional.map((plan) => [plan.id, "regionSpecific" in plan ? plan.regionSpecific : undefined])).toEqual([
      ["africa-local", "Regional"],
    ]);
  });

  it("links each plan's button to the contact form with the plan named", () => {
    expect(homePlans.map(planContactHref)).toEqual([
      "/contact?plan=starter-cloud",
      "/contact?plan=business-server",
      "/contact?plan=enterprise-solution",
      "/contact?plan=africa-local",
    ]);
  });
});
