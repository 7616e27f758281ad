import { describe, expect, it } from "vitest";
import { trustPages } from "#app/content/residency.ts";
import { trustCountryLd } from "./legal-structured-data.ts";
import { localeCodes } from "#app/lib/locales.ts";

describe("a trust country page's structured data", () => {
  it("is about the country's law and mentions its regulator, by name", () => {
    const nigeria = trustPages.en.countries.find((page) => page.code === "NG");
    if (!nigeria) throw new Error("no Nigeria page");
    const ld = trustCountryLd(nigeria, "en") as unknown as { about: { name: string }; mentions: { name: string } };
    expect(ld.about.name).toBe(nigeria.law);
    expect(ld.mentions.name).toBe(nigeria.regulator);
  });

  it("names one law and one regulator where the page's words describe several texts and no authority (Mozambique)", () => {
    for (const locale of localeCodes) {
      const mozambique = trustPages[locale].countries.find((page) => page.code === "MZ");
      if (!mozambique) throw new Error(`${locale}: no Mozambique page`);
      const ld = trustCountryLd(mozambique, locale) as unknown as { about: { name: string }; mentions: { name: string } };
      expect(ld.about.name, locale).toBe("Lei das Transacções Electrónicas");
      expect(ld.mentions.name, locale).toContain("INTIC");
    }
  });
});
