import { describe, expect, it } from "vitest";
import { homePlans, planContactHref } from "./plans.ts";

/** The spec's home pricing table (section 9), row by row. */
const spec = [
  {
    id: "starter-cloud",
    name: "Starter Cloud",
    price: 49,
    included: ["2 vCPUs", "4GB RAM", "80GB SSD", "2TB bandwidth", "Basic support"],
    excluded: ["Daily backups", "DDoS protection"],
    button: "Get Started",
  },
  {
    id: "business-server",
    name: "Business Server",
    price: 129,
    included: ["4 vCPUs", "16GB RAM", "160GB SSD", "5TB bandwidth", "24/7 support", "Daily backups"],
    excluded: ["DDoS protection"],
    button: "Choose Plan",
  },
  {
    id: "enterprise-solution",
    name: "Enterprise Solution",
    price: 349,
    included: ["8 vCPUs", "32GB RAM", "320GB SSD", "10TB bandwidth", "Priority support", "Hourly backups", "DDoS protection"],
    excluded: [],
    button: "Contact Sales",
  },
  {
    id: "africa-local",
    name: "Africa Local",
    price: 89,
    included: [
      "4 vCPUs",
      "8GB RAM",
      "120GB SSD",
      "3TB bandwidth",
      "African support team",
      "Daily backups",
      "Local peering",
      "Data centers in Nigeria, Kenya, South Africa",
    ],
    excluded: [],
    button: "Choose Plan",
  },
];

describe("home plans", () => {
  it("are the spec's four plans, in order, billed monthly", () => {
    expect(homePlans.map((plan) => plan.name)).toEqual(spec.map((row) => row.name));
    expect(homePlans.map((plan) => plan.priceUsd)).toEqual([49, 129, 349, 89]);
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
