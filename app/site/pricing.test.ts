import { describe, expect, it } from "vitest";
import { localeCodes, localePath } from "#app/lib/locales.ts";
import { linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { billingCountries, paymentMethodLabels, vatTable } from "#app/content/pricing/billing-countries.ts";
import { currencies, rateTable } from "#app/content/pricing/currencies.ts";
import { allPlans, planFamilies, planHighlight, planPricesHref, pricingLinks } from "#app/content/pricing/plans.ts";
import { currencyLabel } from "#app/content/blocks.ts";
import { calculatorData, currencyPageText, pricingPages } from "./pricing.ts";

describe("currencies and rates", () => {
  it.each(localeCodes)("are the issue's currencies, each with a dated rate (%s)", (locale) => {
    expect(currencies[locale].map((currency) => currency.code)).toEqual([
      "USD",
      "NGN",
      "KES",
      "ZAR",
      "GHS",
      "EGP",
      "XOF",
      "XAF",
      "AOA",
      "MZN",
      "TRY",
      "AED",
      "EUR",
      "GBP",
    ]);
    for (const currency of currencies[locale]) expect(rateTable.perUsd[currency.code]).toBeGreaterThan(0);
    expect(rateTable.ratesOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rateTable.validFrom >= rateTable.ratesOf).toBe(true);
  });

  it("include the three the home page promises", () => {
    expect(currencies.en.map((currency) => currency.name)).toEqual(
      expect.arrayContaining(["Nigerian Naira", "Kenyan Shilling", "South African Rand"]),
    );
  });
});

describe("VAT and payment", () => {
  it("covers every country the issue names, with a rate and a currency the site prices in", () => {
    expect(billingCountries("en").map((country) => country.name)).toEqual([
      "Nigeria",
      "Kenya",
      "South Africa",
      "Ghana",
      "Egypt",
      "Senegal",
      "Côte d'Ivoire",
      "Cameroon",
      "Gabon",
      "Republic of the Congo",
      "Angola",
      "Mozambique",
      "Turkey",
      "United Arab Emirates",
      "United Kingdom",
      "Germany",
      "Netherlands",
    ]);
    for (const locale of localeCodes) {
      expect(billingCountries(locale).map((country) => country.code)).toEqual(billingCountries("en").map((country) => country.code));
      for (const country of billingCountries(locale)) {
        expect(country.vatRate).toBeGreaterThan(0);
        expect(country.vatRate).toBeLessThan(0.3);
        expect(currencies[locale].some((currency) => currency.code === country.currency)).toBe(true);
        expect(country.paymentMethods.length).toBeGreaterThan(0);
      }
      expect(vatTable[locale].asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("sells in Angola, Mozambique and the CEMAC countries in their own money, with the review's VAT", () => {
    const country = (code: string) => billingCountries("en").find((entry) => entry.code === code);
    expect(country("AO")).toMatchObject({ vatRate: 0.14, currency: "AOA" });
    expect(country("MZ")).toMatchObject({ vatRate: 0.16, currency: "MZN" });
    for (const code of ["CM", "GA", "CG"]) expect(country(code)?.currency, code).toBe("XAF");
    expect(country("AO")?.paymentMethods).toContain("multicaixa-express");
    expect(country("MZ")?.paymentMethods).toEqual(expect.arrayContaining(["mpesa", "e-mola"]));
    // Portuguese names them in Portuguese, and every language has a name for every new method.
    expect(
      billingCountries("pt")
        .filter((entry) => ["AO", "MZ"].includes(entry.code))
        .map((entry) => entry.name),
    ).toEqual(["Angola", "Moçambique"]);
    for (const locale of localeCodes)
      for (const id of ["multicaixa-express", "e-mola", "moov-money"])
        expect(paymentMethodLabels[locale][id], `${locale} ${id}`).toBeTruthy();
  });

  it("offers mobile money where it is how people pay", () => {
    const methods = (code: string) =>
      billingCountries("en")
        .find((country) => country.code === code)
        ?.paymentMethods.map((m) => paymentMethodLabels.en[m]);
    expect(methods("KE")).toContain("M-Pesa");
    expect(methods("GH")).toContain("MTN MoMo");
  });
});

describe("pricing routes and links", () => {
  const paths = new Set(sitePaths);

  it.each(localeCodes)("has a route for every currency page (%s)", (locale) => {
    for (const page of pricingPages(locale)) {
      const path = localePath(page.path, locale);
      expect(paths.has(path), path).toBe(true);
    }
  });

  it.each(localeCodes)("links plan cards and plan sections to pages that exist (%s)", (locale) => {
    const plans = allPlans(locale);
    expect(plans.map(planPricesHref).map((href) => linkProblem(href, paths))).toEqual(plans.map(() => undefined));
    expect(linkProblem(pricingLinks[locale].section.href, paths)).toBeUndefined();
    for (const family of planFamilies(locale)) expect(linkProblem(family.servicePath, paths)).toBeUndefined();
  });

  it.each(localeCodes)("names every highlighted plan's highlight in words (%s)", (locale) => {
    for (const plan of allPlans(locale)) expect(Boolean(planHighlight(plan, locale)), plan.id).toBe(plan.highlighted);
  });

  it("calls the most popular plan that in English", () => {
    expect(planHighlight({ highlighted: true, mostPopular: true }, "en")).toBe("Most Popular");
  });
});

describe.each(localeCodes)("the calculator's data in %s", (locale) => {
  it("is plain JSON (an island's props must survive serialisation)", () => {
    const data = calculatorData("NGN", locale);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("starts in the page's currency and a country billed in it", () => {
    expect(calculatorData("KES", locale).defaults).toMatchObject({ currency: "KES", country: "KE" });
    expect(calculatorData("XOF", locale).defaults).toMatchObject({ currency: "XOF", country: "SN" });
  });

  it("prices every item it offers, in every currency", () => {
    const data = calculatorData("USD", locale);
    const ids = data.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(ids).toHaveLength(allPlans(locale).length + 2);
    for (const currency of currencies[locale])
      for (const id of ids) expect(data.prices[currency.code]?.[id], `${currency.code} ${id}`).toBeGreaterThan(0);
    expect(data.currencies.find((currency) => currency.code === "XOF")?.fractionDigits).toBe(0);
  });

  it("names each currency as the page's tables do: its name from billing.yaml, starting in capitals, and its code", () => {
    const { currencies: options } = calculatorData("NGN", locale);
    expect(options.map((option) => option.label)).toEqual(currencies[locale].map((currency) => currencyLabel(currency, locale)));
    for (const [index, currency] of currencies[locale].entries()) {
      const label = options[index]?.label ?? "";
      // billing.yaml writes names to continue a sentence ("naira nigérian"); an option starts a line.
      expect(label, currency.code).not.toMatch(/^\P{L}*\p{Ll}/u);
      expect(label.toLocaleLowerCase(), currency.code).toContain(currency.name.toLocaleLowerCase());
      expect(label, currency.code).toContain(currency.code);
    }
  });
});

describe("pricing words per currency", () => {
  it("name the US dollar page's currency in the plural and say its prices are not converted (issue 17 item 7)", () => {
    expect(currencyPageText("USD", "en").heading).toBe("Pricing in US dollars (USD)");
    expect(currencyPageText("USD", "en").rule).not.toMatch(/converted from US dollars/i);
    expect(currencyPageText("USD", "en").rule).toContain("Set in US dollars");
  });

  it("name every page's currency in the plural, as the list under the heading does (review N10: « Tarifs en francs CFA »)", () => {
    expect(currencyPageText("XAF", "fr").heading).toBe("Tarifs en francs CFA d’Afrique centrale (XAF)");
    expect(currencyPageText("AOA", "pt").heading).toBe("Preços em kwanzas angolanos (AOA)");
    expect(currencyPageText("AOA", "pt").title).toBe("Preços em kwanzas angolanos (AOA)");
  });

  it("state each local currency's rounding step in that currency", () => {
    expect(currencyPageText("NGN", "en").heading).toBe("Pricing in Nigerian naira (NGN)");
    expect(currencyPageText("NGN", "en").rule).toBe("Converted from US dollars, then rounded to the nearest ₦1,000.");
    expect(currencyPageText("GBP", "en").rule).toBe("Converted from US dollars, then rounded to the nearest £1.");
  });
});
