import { describe, expect, it } from "vitest";
import { allPlans, planFamilies, planSummary } from "#app/content/pricing/plans.ts";
import { formatUsd } from "#app/lib/format.ts";
import { readContactQuery } from "./contact-query.ts";

const read = (query: string) => readContactQuery(new URLSearchParams(query), allPlans("en"));

describe("the /contact query", () => {
  it("prefills a message (the pricing calculator's estimate), trimmed and cut to the form's limit", () => {
    expect(read("topic=sales&message=%202%20%C3%97%20Business%20Server%0ATotal%3A%20%E2%82%A6471%2C925%20")).toMatchObject({
      topic: "sales",
      message: "2 × Business Server\nTotal: ₦471,925",
    });
    expect(read(`message=${"a".repeat(6000)}`).message).toHaveLength(5000);
    expect(read("message=%20%20").message).toBeUndefined();
  });

  it("starts on the general topic without a query", () => {
    expect(read("")).toEqual({ topic: "general", plan: undefined, trial: false });
  });

  it("preselects a known topic and ignores unknown ones", () => {
    expect(read("topic=sales").topic).toBe("sales");
    expect(read("topic=migration").topic).toBe("migration");
    expect(read("topic=%3Cscript%3E").topic).toBe("general");
  });

  it("turns the trial intent into the trial topic", () => {
    expect(read("intent=trial")).toMatchObject({ topic: "trial", trial: true });
    expect(read("intent=other")).toMatchObject({ topic: "general", trial: false });
  });

  it("names a known plan, with sales as its topic unless one is given", () => {
    expect(read("plan=business-server")).toMatchObject({ topic: "sales", plan: { id: "business-server" } });
    expect(read("plan=business-server&topic=migration").topic).toBe("migration");
    expect(read("plan=nope")).toEqual({ topic: "general", plan: undefined, trial: false });
  });
});

describe("plan summary", () => {
  // Read from the price list, so that a price or a name an editor changes keeps this green.
  it("states name and monthly price, with the family where names repeat", () => {
    const families = planFamilies("en");
    expect(families.some((family) => family.nameInPlanChoice)).toBe(true);
    for (const family of families)
      for (const plan of family.plans) {
        const summary = planSummary(plan, "en");
        expect(summary.startsWith(`${plan.name} `), `${plan.id}: ${summary}`).toBe(true);
        expect(summary, plan.id).toContain(`${formatUsd(plan.priceUsd, "en")}/month`);
        if (family.nameInPlanChoice) expect(summary, plan.id).toContain(`(${family.nameInPlanChoice})`);
        else expect(summary, plan.id).not.toContain("(");
      }
    // Every plan is told apart from the others in the form's list.
    const summaries = allPlans("en").map((plan) => planSummary(plan, "en"));
    expect(new Set(summaries).size).toBe(summaries.length);
  });
});
