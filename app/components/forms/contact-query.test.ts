import { describe, expect, it } from "vitest";
import { allPlans, findPlan, planSummary } from "#app/content/plans.ts";
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

function plan(id: string) {
  const found = findPlan(id, "en");
  if (!found) throw new Error(`No plan ${id}`);
  return found;
}

describe("plan summary", () => {
  it("states name and monthly price, with the family where names repeat", () => {
    expect(planSummary(plan("business-server"), "en")).toBe("Business Server — $129/month");
    expect(planSummary(plan("db-enterprise"), "en")).toBe("Enterprise (Managed Databases) — $149/month");
    expect(planSummary(plan("dedicated-storage"), "en")).toBe("Storage (Dedicated Servers) — $299/month");
  });
});
