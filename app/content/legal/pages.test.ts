import { describe, expect, it } from "vitest";
import { legalPages } from "./pages.ts";
import { currencyPageText } from "#app/site/pricing.ts";

describe("sentences with their figures inside one message (review S6, S10)", () => {
  it.each([
    ["en", /^Last updated: [A-Z][a-z]+ \d{1,2}, 2026$/],
    ["fr", /^Dernière mise à jour\u202f: (1er|\d{1,2}) [a-zéû]+ 2026$/],
    ["ar", /^آخر تحديث: \d{1,2} \S+ 2026$/],
    ["pt", /^Última atualização: \d{1,2} de [a-zç]+ de 2026$/],
  ] as const)("the legal pages' date line in %s", (locale, line) => {
    for (const page of legalPages(locale)) expect(page.updatedText, page.path).toMatch(line);
  });

  it.each([
    ["en", "Prices in Nigerian naira (NGN), excluding VAT"],
    ["fr", "Prix en francs CFA d’Afrique de l’Ouest (XOF), hors TVA"],
    ["ar", "الأسعار بعملة الجنيه المصري (EGP)، غير شاملة"],
    ["pt", "Preços em kwanzas angolanos (AOA), sem IVA"],
  ] as const)("the price lists' VAT sentence in %s names the currency as a sentence does", (locale, start) => {
    const code = /\((\w{3})\)/.exec(start)?.[1] ?? "";
    expect(currencyPageText(code, locale).excludesVat.startsWith(start)).toBe(true);
  });
});
