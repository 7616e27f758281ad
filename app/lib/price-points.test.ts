import { describe, expect, it } from "vitest";
import { intlLocale } from "./format.ts";
import { currencyDisplay, formatFinePrice, formatPrice, minorUnitDigits } from "./price-points.ts";

const on = (code: string, locale: string) => ({ code, locale: intlLocale(locale) });

describe("price formats in each language (issue 33)", () => {
  it("take each currency's minor unit from Intl: none for CFA francs", () => {
    expect(minorUnitDigits("XOF")).toBe(0);
    expect(minorUnitDigits("XAF")).toBe(0);
    expect(minorUnitDigits("NGN")).toBe(2);
    expect(minorUnitDigits("AOA")).toBe(2);
    expect(formatFinePrice(41.67, on("XOF", "fr"))).toBe("42\u00a0F\u202fCFA");
    expect(formatFinePrice(41.67, on("NGN", "en"))).toBe("₦41.67");
  });

  it.each([
    ["en", "$49", "$0.0729"],
    ["fr", "49\u00a0$US", "0,0729\u00a0$US"],
    ["ar", "\u200f49\u00a0US$", "\u200f0.0729\u00a0US$"],
    ["pt", "49\u00a0US$", "0,0729\u00a0US$"],
  ])("write US dollars in %s as the termbase does, monthly and hourly alike", (locale, monthly, hourly) => {
    expect(formatPrice(49, on("USD", locale))).toBe(monthly);
    expect(formatFinePrice(0.0729, on("USD", locale))).toBe(hourly);
  });

  it.each([
    ["en", "EGP", "E£2,380"],
    ["fr", "EGP", "2\u202f380\u00a0£E"],
    ["ar", "EGP", "\u200f2,380\u00a0ج.م.\u200f"],
    ["pt", "EGP", "2\u00a0380\u00a0E£"],
  ])("use the language's own symbol where it has one (%s %s), else the narrow one", (locale, code, expected) => {
    expect(formatPrice(2380, on(code, locale))).toBe(expected);
  });

  it("name the symbol kind by whether the language has its own", () => {
    expect(currencyDisplay("USD", "fr-u-nu-latn")).toBe("symbol");
    expect(currencyDisplay("NGN", "fr-u-nu-latn")).toBe("narrowSymbol");
    expect(currencyDisplay("EGP", "ar-u-nu-latn")).toBe("symbol");
  });

  it("group thousands from 1,000 in every language (pt-MZ would write 3150)", () => {
    expect(formatPrice(3150, { code: "MZN", locale: intlLocale("pt-MZ") })).toBe("3\u00a0150\u00a0MTn");
    expect(formatPrice(45000, on("AOA", "pt"))).toBe("45\u00a0000\u00a0Kz");
    expect(formatPrice(28000, on("XAF", "fr"))).toMatch(/^28\u202f000\u00a0F\u202f?CFA$/);
  });
});
