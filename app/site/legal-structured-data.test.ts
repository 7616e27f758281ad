import { describe, expect, it } from "vitest";
import { trustPages } from "#app/content/residency/pages.ts";
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

  it("names the one law where the page names several: the Dutch act beside the GDPR, Sudan's cybercrimes act, the FTC Act", () => {
    const expected = {
      NL: { law: "Uitvoeringswet Algemene verordening gegevensbescherming", regulator: "Autoriteit Persoonsgegevens" },
      SD: { law: "قانون مكافحة الجرائم المعلوماتية لسنة 2018", regulator: "الهيئة العامة لتنظيم الاتصالات والبريد" },
      US: { law: "Federal Trade Commission Act", regulator: "Federal Trade Commission" },
    } as const;
    for (const locale of localeCodes)
      for (const [code, names] of Object.entries(expected)) {
        const page = trustPages[locale].countries.find((country) => country.code === code);
        if (!page) throw new Error(`${locale}: no ${code} page`);
        const ld = trustCountryLd(page, locale) as unknown as { about: { name: string }; mentions: { name: string } };
        expect(ld.about.name, `${locale} ${code}`).toBe(names.law);
        expect(ld.mentions.name, `${locale} ${code}`).toContain(names.regulator);
      }
  });
});
