import { describe, expect, it } from "vitest";
import { latencyFacts, latencyPage } from "./page.ts";
import { localeCodes } from "#app/lib/locales.ts";

const languages = localeCodes;

describe("the typical latencies (content/facts/latency.yaml)", () => {
  it("are measured from Luanda and Maputo too, where we bill in kwanzas and meticais, named in every language", () => {
    const { typical } = latencyFacts;
    expect(typical.from).toEqual(expect.arrayContaining(["luanda", "maputo"]));
    for (const id of typical.vantageCities)
      for (const locale of languages)
        expect(latencyPage[locale].typical.cities.find((city) => city.id === id)?.city.trim(), `${locale} ${id}`).toBeTruthy();
    expect(latencyPage.ar.typical.cities.map((city) => city.city)).toEqual(["لواندا", "مابوتو"]);
  });

  it("give every data center one figure per city, and say they are samples while they are", () => {
    for (const row of latencyFacts.typical.rows) expect(row.latencyMs, row.dataCenter).toHaveLength(latencyFacts.typical.from.length);
    expect(latencyFacts.typical.samples).toBe(true);
    for (const locale of languages) expect(latencyPage[locale].typical.samplesNote.trim(), locale).not.toBe("");
  });
});

describe("the test's method (content/pages/<locale>/latency.yaml)", () => {
  it("defines the 90th percentile as the figure most requests come in under, not over (review: Portuguese #2)", () => {
    const under = { en: "come in under", fr: "sous laquelle", ar: "تقل عنها", pt: "abaixo do qual" } as const;
    for (const locale of languages) {
      const words = (under as Partial<Record<string, string>>)[locale];
      expect(words, `${locale}: the words of its 90th percentile`).toBeDefined();
      expect(latencyPage[locale].how.items.join(" "), locale).toContain(words);
    }
  });
});
