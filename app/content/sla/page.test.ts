import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd } from "#app/lib/format.ts";
import { localeCodes } from "#app/lib/locales.ts";
import {
  creditAmount,
  creditPercent,
  currencyFractionDigits,
  formatCredit,
  formatSlaPercent,
  monthMinutes,
  uptimePercent,
} from "#app/lib/sla-credit.ts";
import { localPrices } from "../generated/prices.ts";
import { factValues } from "../facts.ts";
import { formatUptime } from "../facts.ts";
import { readYaml, ROOT } from "../load.ts";
import { PLAN_FACTS_FILE } from "../pricing/price-list-loader.ts";
import { planFactsSchema } from "../pricing/plans-schema.ts";
import { slaFactsSchema } from "./schema.ts";
import { highestCommitment, loadSlaFacts } from "./loader.ts";
import { slaPage } from "./page.ts";

const facts = loadSlaFacts();
const plans = readYaml(PLAN_FACTS_FILE, planFactsSchema);

describe("the SLA's figures (content/facts/sla.yaml)", () => {
  it("give the site's {uptimeSla}: the highest commitment, in every language", () => {
    for (const locale of localeCodes) expect(factValues[locale].uptimeSla, locale).toBe(formatUptime(highestCommitment(facts), locale));
  });

  it("back every plan card's SLA: no plan promises more than its product, and the best plan states the product's commitment", () => {
    for (const product of facts.products)
      for (const familyId of product.planFamilies) {
        const family = plans.families.find((entry) => entry.id === familyId);
        expect(family, `${product.id}: plan family ${familyId}`).toBeDefined();
        const levels = (family?.plans ?? []).map((plan) => plan.slaPercent).filter((level) => level !== undefined);
        expect(levels.length, familyId).toBeGreaterThan(0);
        for (const level of levels) expect(level, familyId).toBeLessThanOrEqual(product.percent);
        expect(Math.max(...levels), familyId).toBe(product.percent);
      }
    // Every plan that states an SLA belongs to a product's family.
    const covered = new Set(facts.products.flatMap((product) => product.planFamilies));
    for (const family of plans.families)
      if (family.plans.some((plan) => plan.slaPercent !== undefined)) expect(covered.has(family.id), family.id).toBe(true);
  });

  it("refuse tiers that overlap a commitment or do not end at 0", () => {
    const base = { ...facts };
    expect(
      slaFactsSchema.safeParse({
        ...base,
        creditTiers: [
          { atLeastPercent: 99.95, creditPercent: 10 },
          { atLeastPercent: 0, creditPercent: 100 },
        ],
      }).success,
    ).toBe(false);
    expect(slaFactsSchema.safeParse({ ...base, creditTiers: [{ atLeastPercent: 99, creditPercent: 10 }] }).success).toBe(false);
    expect(
      slaFactsSchema.safeParse({
        ...base,
        creditTiers: [
          { atLeastPercent: 99, creditPercent: 25 },
          { atLeastPercent: 0, creditPercent: 10 },
        ],
      }).success,
    ).toBe(false);
    expect(slaFactsSchema.safeParse(base).success).toBe(true);
  });
});

describe("the SLA page (/legal/sla)", () => {
  const { example } = facts;
  const total = monthMinutes(example.days);
  const commitment = facts.products.find((product) => product.id === example.product)?.percent ?? Number.NaN;
  const credit = creditPercent(example.downMinutes, total, commitment, facts.creditTiers);

  it("has every product, every tier and every currency in every language", () => {
    for (const locale of localeCodes) {
      const page = slaPage[locale];
      expect(page.path).toBe("/legal/sla");
      expect(
        page.rows.map((row) => row.id),
        locale,
      ).toEqual(facts.products.map((product) => product.id));
      expect(page.credits.rows, locale).toHaveLength(facts.creditTiers.length);
      expect(
        page.example.rows.map((row) => row.code),
        locale,
      ).toEqual(Object.keys(localPrices));
      expect(page.calculator.currencies, locale).toHaveLength(Object.keys(localPrices).length);
    }
  });

  it("works its example through with the calculator's arithmetic, in each currency", () => {
    expect(credit).toBeGreaterThan(0);
    for (const locale of localeCodes) {
      const page = slaPage[locale];
      expect(page.example.body, locale).toContain(formatSlaPercent(uptimePercent(example.downMinutes, total), locale));
      expect(page.example.body, locale).toContain(formatSlaPercent(credit, locale));
      for (const currency of page.calculator.currencies) {
        expect(currency.exampleBill).toBe(localPrices[currency.code]?.[example.plan]?.amount);
        const row = page.example.rows.find((entry) => entry.code === currency.code);
        expect(row?.amount, `${locale} ${currency.code}`).toBe(
          formatCredit(creditAmount(currency.exampleBill, credit, currencyFractionDigits(currency.code)), currency),
        );
      }
    }
    // The English example, by hand from the facts (sla.yaml's example, its plan's price in plans.yaml),
    // not with the calculator's functions: the page's figures must agree with plain arithmetic.
    const bill = plans.families.flatMap((family) => family.plans).find((plan) => plan.id === example.plan)?.priceUsd ?? Number.NaN;
    const minutes = example.days * 24 * 60;
    const uptime = ((minutes - example.downMinutes) / minutes) * 100;
    const tier = facts.creditTiers.find((entry) => uptime >= entry.atLeastPercent);
    expect(uptime).toBeLessThan(commitment);
    expect(credit).toBe(tier?.creditPercent);
    const body = slaPage.en.example.body;
    expect(body).toContain(formatUsd(bill, "en"));
    expect(body).toContain(`${Math.trunc(uptime * 1000) / 1000}%`);
    expect(body).toContain(formatCredit(Math.round(bill * credit) / 100, { code: "USD", locale: "en-US" }));
    expect(body).toContain(`${commitment}%`);
    expect(body).toContain(formatNumber(minutes, "en"));
  });

  it("states each tier's range and credit from the facts", () => {
    // The words as an editor wrote them (content/pages/en/sla.yaml), filled in with the tiers' figures.
    const words = parseYaml(readFileSync(join(ROOT, "content/pages/en/sla.yaml"), "utf8")).credits;
    const tiers = facts.creditTiers;
    const percent = (value: number | undefined) => `${value}%`;
    expect(tiers.length).toBeGreaterThanOrEqual(2);
    expect(slaPage.en.credits.rows).toEqual(
      tiers.map((tier, index) => ({
        range:
          index === 0
            ? words.firstTier.replace("{low}", percent(tier.atLeastPercent))
            : index === tiers.length - 1
              ? words.lastTier.replace("{high}", percent(tiers[index - 1]?.atLeastPercent))
              : words.middleTier
                  .replace("{high}", percent(tiers[index - 1]?.atLeastPercent))
                  .replace("{low}", percent(tier.atLeastPercent)),
        credit: words.creditValue.replace("{credit}", percent(tier.creditPercent)),
      })),
    );
    expect(slaPage.en.rows.find((row) => row.id === "compute")?.allowedText).toBe("4 minutes");
  });

  it("names the notice and claim periods from the facts", () => {
    for (const locale of localeCodes) {
      const page = slaPage[locale];
      expect(page.exclusions.items.join(" "), locale).toContain(String(facts.maintenanceNoticeDays));
      expect(page.claim.steps.join(" "), locale).toContain(String(facts.claimWindowDays));
    }
  });
});
