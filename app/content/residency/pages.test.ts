import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { ROOT } from "../load.ts";
import { loadPlaceFacts } from "../places/loader.ts";
import { countriesWithoutTrustPage, loadResidencyFacts, staleLegalReviews } from "./loader.ts";
import { trustPages } from "./pages.ts";
import { residencyFactsSchema, residencyCountryCodes } from "./schema.ts";

const facts = loadResidencyFacts();

describe("the residency facts (content/facts/residency.yaml)", () => {
  it("name real data centers, in the country they are for", () => {
    const places = loadPlaceFacts();
    for (const country of facts.countries)
      for (const id of country.dataCenters)
        expect(places.dataCenters.find((dataCenter) => dataCenter.id === id)?.country, id).toBe(country.code);
    for (const place of Object.values(facts.flows))
      if (place !== "in-country")
        expect(
          places.dataCenters.some((dataCenter) => dataCenter.id === place),
          place,
        ).toBe(true);
  });

  it("keep our breach notice shorter than every law's clock, and refuse one that is not", () => {
    for (const country of facts.countries)
      if (country.lawClockHours !== undefined) expect(facts.ourClockHours).toBeLessThan(country.lawClockHours);
    expect(residencyFactsSchema.safeParse({ ...facts, ourClockHours: 72 }).success).toBe(false);
  });

  it("list a review older than 12 months, and nothing newer (a report, never a failing test on today's date)", () => {
    const sample = {
      countries: [
        { slug: "a", lastReview: "2025-01-15" },
        { slug: "b", lastReview: "2025-06-01" },
      ],
    } as Parameters<typeof staleLegalReviews>[0];
    expect(staleLegalReviews(sample, "2026-05-31")).toEqual([{ slug: "a", lastReview: "2025-01-15" }]);
    expect(staleLegalReviews(sample, "2026-06-01")).toEqual([{ slug: "a", lastReview: "2025-01-15" }]);
    expect(staleLegalReviews(sample, "2026-06-02")).toHaveLength(2);
    expect(staleLegalReviews(sample, "2025-12-31")).toEqual([]);
  });
});

describe("the countries still without a trust page (a report of npm run translations)", () => {
  it("are those billed in or with a data center or edge location, less those with a page, each once and sorted", () => {
    const facts = { countries: [{ code: "NG" }, { code: "SN" }] } as Parameters<typeof countriesWithoutTrustPage>[1];
    expect(countriesWithoutTrustPage({ billed: ["SN", "CI", "NG"], dataCenters: ["NG", "GB"], edges: ["CI", "UG"] }, facts)).toEqual([
      "CI",
      "GB",
      "UG",
    ]);
    expect(countriesWithoutTrustPage({ billed: ["NG"], dataCenters: [], edges: [] }, facts)).toEqual([]);
  });

  it("no longer include a country the site bills in a currency of its own in Africa (issue 49)", () => {
    const places = loadPlaceFacts();
    const uncovered = countriesWithoutTrustPage(
      { billed: ["SN", "CI", "CM", "GA", "AO", "MZ"], dataCenters: [], edges: places.edgeLocations.map((edge) => edge.country) },
      facts,
    );
    for (const code of ["SN", "CI", "CM", "GA", "AO", "MZ", "MA"]) expect(uncovered, code).not.toContain(code);
  });
});

describe("the trust pages (/trust, /trust/<country>)", () => {
  it("give every country the same fact box, filled, in every language", () => {
    for (const locale of localeCodes) {
      const { overview, countries } = trustPages[locale];
      expect(
        overview.rows.map((row) => row.code),
        locale,
      ).toEqual([...residencyCountryCodes]);
      for (const page of countries) {
        const where = `${locale} ${page.path}`;
        for (const field of [
          "country",
          "title",
          "description",
          "where",
          "law",
          "transfer",
          "regulator",
          "registration",
          "lawClock",
          "ourClock",
        ] as const)
          expect(page[field].trim(), `${where}: ${field}`).not.toBe("");
        expect(
          page.flows.map((flow) => flow.id),
          where,
        ).toEqual(["billing", "support", "telemetry", "backups"]);
        // The clocks state the facts' figures, and every transfer basis cites the law's section or article, or says it has none.
        expect(page.ourClock, where).toContain(String(facts.ourClockHours));
        if (page.lawClockHours !== null) expect(page.lawClock, where).toContain(String(page.lawClockHours));
        // "(section 40).", "(article 7.º)." (Portuguese legal style), "(Law No. 2024/017)."
        expect(page.lawClock, where).toMatch(/\d+(\.º)?\)?\.?$/);
        expect(page.title.length, where).toBeLessThanOrEqual(60);
      }
    }
  });

  it("cover every country we bill in with a currency of our own (issue 49), each page with its own points for counsel where they were read from secondary sources", () => {
    for (const code of ["SN", "CI", "CM", "AO", "MZ"] as const)
      for (const locale of localeCodes) {
        const page = trustPages[locale].countries.find((country) => country.code === code);
        expect(page, `${locale} ${code}`).toBeDefined();
        expect(page?.toConfirm?.trim(), `${locale} ${code}: toConfirm`).toBeTruthy();
      }
    // Mozambique has no general data protection law: its page says what applies and that a law is pending, with the source.
    const mozambique = trustPages.en.countries.find((page) => page.code === "MZ");
    expect(mozambique?.law).toMatch(/^No general data protection law/);
    expect(mozambique?.toConfirm).toContain("intic.gov.mz");
    for (const locale of localeCodes)
      expect(trustPages[locale].countries.find((page) => page.code === "MZ")?.toConfirm, locale).toContain("intic.gov.mz");
  });

  it("cover the countries of our data centers and of the euro, each page with its points for counsel; the Congo's says its authority is pending, with its source", () => {
    for (const code of ["AE", "AU", "BE", "CG", "DE", "FR", "GB", "IE"] as const)
      for (const locale of localeCodes) {
        const page = trustPages[locale].countries.find((country) => country.code === code);
        expect(page?.toConfirm?.trim(), `${locale} ${code}: toConfirm`).toBeTruthy();
      }
    for (const locale of localeCodes) {
      const page = (code: string) => trustPages[locale].countries.find((country) => country.code === code);
      // The Law provides for a commission not set up yet: the bill creating it and the Journal officiel are named.
      expect(page("CG")?.regulator, locale).toContain("2024");
      expect(page("CG")?.toConfirm, locale).toContain("45-2019");
      // The UAE's Decree-Law does not apply in the DIFC and ADGM free zones, which have laws of their own.
      for (const zone of ["DIFC", "ADGM"]) expect(page("AE")?.regulator, `${locale} ${zone}`).toContain(zone);
      // UK transfers: the ICO's IDTA or its addendum to the EU clauses.
      expect(page("GB")?.transfer, locale).toContain("IDTA");
    }
  });

  it("cover the countries with a data center or edge location outside the first markets, and the US we bill in, each marked for counsel (issue 49)", () => {
    for (const code of ["IN", "NL", "SD", "SG", "TR", "US", "ZM"] as const)
      for (const locale of localeCodes) {
        const page = trustPages[locale].countries.find((country) => country.code === code);
        expect(page, `${locale} ${code}`).toBeDefined();
        expect(page?.toConfirm?.trim(), `${locale} ${code}: toConfirm`).toBeTruthy();
      }
    const en = (code: string) => trustPages.en.countries.find((page) => page.code === code);
    // Sudan and the United States have no general law: their pages say so, and Sudan's names the source for "no bill pending".
    expect(en("SD")?.law).toMatch(/^No general data protection law/);
    expect(en("US")?.law).toMatch(/^No general federal data protection law/);
    for (const locale of localeCodes)
      expect(trustPages[locale].countries.find((page) => page.code === "SD")?.toConfirm, locale).toContain("dataprotection.africa/sudan");
    // India's page gives both clocks: the Board's 72 hours and CERT-In's 6.
    for (const locale of localeCodes) {
      const india = trustPages[locale].countries.find((page) => page.code === "IN");
      expect(india?.lawClock, locale).toContain("CERT-In");
      expect(india?.lawClock, locale).toMatch(/\b6\b/);
    }
    // Where we have a data center, the page names it.
    expect(en("NL")?.where).toContain("Amsterdam");
    expect(en("IN")?.where).toContain("Mumbai");
    expect(en("SG")?.dataCenters).toEqual(["Singapore"]);
    expect(en("TR")?.dataCenters).toEqual(["Istanbul"]);
  });

  it("keep our notice shorter than Zambia's 24 hours, the shortest law's clock (decision 025)", () => {
    const zambia = facts.countries.find((country) => country.code === "ZM");
    expect(zambia?.lawClockHours).toBe(24);
    expect(facts.ourClockHours).toBeLessThan(24);
  });

  it("count Egypt's 72 hours from awareness, as article 7 of Law 151/2020 does, in every language", () => {
    const awareness = { en: "becoming aware", fr: "pris connaissance", ar: "حال علمه", pt: "tomar conhecimento" } as const;
    for (const locale of Object.keys(awareness) as (keyof typeof awareness)[]) {
      const egypt = trustPages[locale].countries.find((page) => page.code === "EG");
      expect(egypt?.lawClock, locale).toContain(awareness[locale]);
      expect(egypt?.lawClockHours).toBe(72);
    }
  });

  it("write the review line as one message, with the date inside it", () => {
    for (const locale of localeCodes) expect(trustPages[locale].box.reviewed, locale).toContain("{date}");
  });

  it("say where each country's data lives: its data centers, or that it has none", () => {
    const nigeria = trustPages.en.countries.find((page) => page.code === "NG");
    expect(nigeria?.where).toContain("Lagos and Abuja");
    // A sentence joins its cities as the language's list does ("Lagos et Abuja", "لاغوس وأبوجا").
    expect(trustPages.fr.countries.find((page) => page.code === "NG")?.where).toContain("Lagos et Abuja");
    const egypt = trustPages.en.countries.find((page) => page.code === "EG");
    expect(egypt?.dataCenters).toEqual([]);
    expect(egypt?.where).toContain("no data center in Egypt");
    expect(nigeria?.flows.find((flow) => flow.id === "billing")?.destination).toBe("Go to Lagos (Nigeria)");
  });
});

describe("the privacy policy (content/legal/<locale>/privacy.md)", () => {
  it("names every country with a trust page, and Egypt's Law 151/2020, in every language", () => {
    for (const locale of localeCodes) {
      if (locale === "qps") continue; // the pseudo-locale is generated from English
      const policy = readFileSync(join(ROOT, "content", "legal", locale, "privacy.md"), "utf8");
      for (const page of trustPages[locale].countries) expect(policy, `${locale}: ${page.country}`).toContain(page.country);
      expect(policy, locale).toContain("151");
      expect(policy, locale).toContain("2020");
    }
  });
});
