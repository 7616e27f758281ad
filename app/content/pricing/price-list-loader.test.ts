import { describe, expect, it } from "vitest";
import { loadBillingCountries, loadCurrencies, loadPlans, PLAN_FACTS_FILE } from "./price-list-loader.ts";
import { readYaml } from "../load.ts";
import { planFactsSchema } from "./plans-schema.ts";
import { contentCopy } from "../../../tests/fixtures/content-copy.ts";

// Broken copies of the real content files, in a scratch folder: the repository's files stay untouched.
const content = contentCopy("price-list-");
const { edit } = content;

describe("the plans, joined from their facts and their words", () => {
  it("fill each feature line with its plan's own figures", () => {
    const facts = readYaml(PLAN_FACTS_FILE, planFactsSchema, content.root);
    const families = loadPlans("en", content.root).families;
    for (const family of facts.families) {
      for (const figures of family.plans) {
        const plan = families.find((entry) => entry.id === family.id)?.plans.find((entry) => entry.id === figures.id);
        const text = plan?.features.map((feature) => feature.text).join(" | ") ?? "";
        expect(text, figures.id).not.toMatch(/[{}]/);
        for (const value of [figures.vcpus, figures.ramGb, figures.diskGb].filter((entry) => entry !== undefined))
          expect(text, `${figures.id}: ${value}`).toContain(String(value));
      }
    }
  });

  it("follow a changed figure into the text, so no figure is typed twice", () => {
    edit("content/facts/plans.yaml", (source) => source.replace(/(id: starter-cloud\n(?:.*\n)*?\s+vcpus:) 2/, "$1 3"));
    const plan = loadPlans("en", content.root).families[0]?.plans[0];
    expect(plan?.features[0]?.text).toBe("3 vCPUs");
  });

  it("name the file and the field of a price written in words", () => {
    edit("content/facts/plans.yaml", (source) => source.replace(/(id: starter-cloud\n\s+priceUsd:) \d+/, "$1 forty-nine"));
    expect(() => loadPlans("en", content.root)).toThrow(
      'content/facts/plans.yaml: families[0].plans[0].priceUsd: expected number, received "forty-nine"',
    );
  });

  it("refuse a feature line that names a figure its plan does not have", () => {
    edit("content/plans/en/cloud.yaml", (source) => source.replace("Basic support", `"{slaPercent}% SLA"`));
    expect(() => loadPlans("en", content.root)).toThrow(
      "content/plans/en/cloud.yaml: plans[0].features[4].text: unknown placeholder {slaPercent}",
    );
  });

  it("refuse a plan whose words leave one of its specs unshown", () => {
    edit("content/plans/en/cloud.yaml", (source) => source.replace('      - text: "{ramGb}GB RAM"\n', ""));
    expect(() => loadPlans("en", content.root)).toThrow("content/plans/en/cloud.yaml: plans[0].features: no line names {ramGb}");
  });

  it("refuse words for a plan the facts do not have, and a plan without words", () => {
    edit("content/plans/en/cloud.yaml", (source) => source.replace("id: africa-local", "id: africa-regional"));
    expect(() => loadPlans("en", content.root)).toThrow("content/plans/en/cloud.yaml: no words for plan africa-local");
  });
});

describe("currencies and VAT, joined from their facts and their names", () => {
  it("turn a VAT percentage into the rate the calculator multiplies by, and fill the levies into Ghana's note", () => {
    const { currencies } = loadCurrencies("en", content.root);
    const { vatTable } = loadBillingCountries(
      currencies.map((currency) => currency.code),
      "en",
      content.root,
    );
    expect(vatTable.countries.find((country) => country.code === "NG")?.vatRate).toBe(0.075);
    expect(vatTable.countries.find((country) => country.code === "GH")?.vatNote).toBe(
      "VAT of 15% plus the NHIL and GETFund levies of 2.5% each",
    );
  });

  it("refuse a country billed in a currency the site does not price in", () => {
    edit("content/facts/vat.yaml", (source) => source.replace("currency: NGN", "currency: XAF"));
    expect(() => loadBillingCountries(["USD", "NGN"], "en", content.root)).toThrow(
      "content/facts/vat.yaml: countries[0].currency: XAF is not a currency the site prices in",
    );
  });

  it("refuse a currency without a name", () => {
    edit("content/pages/en/billing.yaml", (source) => source.replace(/ {2}- code: KES\n.*\n.*\n/, ""));
    expect(() => loadCurrencies("en", content.root)).toThrow("content/pages/en/billing.yaml: no words for currency KES");
  });

  it("refuse a payment method without a name", () => {
    edit("content/facts/vat.yaml", (source) =>
      source.replace("[card, bank-transfer, mpesa, airtel-money]", "[card, bank-transfer, mpesa, t-kash]"),
    );
    expect(() =>
      loadBillingCountries(["USD", "NGN", "KES", "ZAR", "GHS", "EGP", "XOF", "TRY", "AED", "EUR", "GBP"], "en", content.root),
    ).toThrow("content/pages/en/billing.yaml: no words for payment method t-kash");
  });
});
