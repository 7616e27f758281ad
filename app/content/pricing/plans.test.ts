import { describe, expect, it } from "vitest";
import { localeCodes, PSEUDO_LOCALE } from "#app/lib/locales.ts";
import { planContactHref, planHighlight } from "./plans.ts";
import { loadPlans } from "./price-list-loader.ts";

/**
 * Invariants of the plans, true of any valid content: an editor may rename a plan, change its
 * price or its button, and these still hold. What the spec's table says is `npm run spec-audit`'s
 * report, not a test.
 */
const languages = localeCodes.filter((code) => code !== PSEUDO_LOCALE);

describe.each(languages)("the plans in %s", (locale) => {
  const { families, planHighlightText } = loadPlans(locale);

  it("each have a name, a description, a price in whole dollars a month, a button and features", () => {
    for (const family of families) {
      expect(family.plans.length, family.id).toBeGreaterThan(0);
      for (const plan of family.plans) {
        const where = `${family.id}/${plan.id}`;
        expect(plan.name.trim(), where).not.toBe("");
        expect(plan.description.trim().length, where).toBeGreaterThan(10);
        expect(Number.isInteger(plan.priceUsd) && plan.priceUsd > 0, `${where}: price ${plan.priceUsd}`).toBe(true);
        expect(plan.billingPeriod, where).toBe("month");
        expect(plan.buttonText.trim(), where).not.toBe("");
        expect(plan.features.length, where).toBeGreaterThan(0);
        for (const feature of plan.features) expect(feature.text.trim(), where).not.toBe("");
      }
    }
  });

  it("mark at most one plan per family popular, and say it in words, not only by colour", () => {
    expect(planHighlightText.mostPopular.trim()).not.toBe("");
    expect(planHighlightText.highlighted.trim()).not.toBe("");
    for (const family of families) {
      expect(family.plans.filter((plan) => plan.mostPopular).length, family.id).toBeLessThanOrEqual(1);
      // A highlighted card (the colour) always carries words saying why.
      for (const plan of family.plans.filter((entry) => entry.highlighted || entry.mostPopular))
        expect(plan.mostPopular ? planHighlightText.mostPopular : planHighlightText.highlighted, plan.id).toMatch(/\p{L}/u);
    }
  });

  it("are the same plans, at the same prices, as in English", () => {
    const english = loadPlans("en").families;
    const shape = (list: typeof families) =>
      list.map((family) => [family.id, family.plans.map((plan) => [plan.id, plan.priceUsd, plan.highlighted, plan.features.length])]);
    expect(shape(families)).toEqual(shape(english));
  });
});

describe("a plan's highlight and contact link", () => {
  it("say 'popular' for the popular plan and 'recommended' for another highlighted one, nothing for the rest", () => {
    const { planHighlightText } = loadPlans("en");
    expect(planHighlight({ highlighted: true, mostPopular: true }, "en")).toBe(planHighlightText.mostPopular);
    expect(planHighlight({ highlighted: true }, "en")).toBe(planHighlightText.highlighted);
    expect(planHighlight({ highlighted: false }, "en")).toBeUndefined();
  });

  it("link each plan's button to the contact form with the plan named", () => {
    for (const plan of loadPlans("en").families.flatMap((family) => family.plans))
      expect(planContactHref(plan)).toBe(`/contact?plan=${encodeURIComponent(plan.id)}`);
  });
});
