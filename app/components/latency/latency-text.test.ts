import { describe, expect, it } from "vitest";
import { localeCodes } from "#app/lib/locales.ts";
import { latencyTestProps } from "#app/site/latency.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { formatDate } from "#app/lib/format.ts";
import { latencyAnswer, latencyDateLine, latencyPlainText } from "./latency-text.ts";

/** A result with two data centers about as fast and one unreachable, as the island writes it. */
function plainTextIn(locale: "en" | "fr" | "ar" | "pt"): string {
  const { endpoints, intl, text } = latencyTestProps(locale);
  const cityOf = (id: string) => endpoints.find((endpoint) => endpoint.id === id)?.city ?? id;
  const answer = latencyAnswer([cityOf("lagos"), cityOf("accra")], intl, text);
  return latencyPlainText({
    measured: [
      { id: "lagos", stats: { median: 23.4, p90: 30.1, jitter: 2.2 } },
      { id: "accra", stats: { median: 25, p90: 1234, jitter: 4.25 } },
    ],
    others: [{ id: "london", status: "unreachable" }],
    answer,
    date: "D",
    cityOf,
    intl,
    text,
  });
}

// Each language's whole lines: a line joined in code again (a column heading and a figure, an
// English colon, cities joined by a comma) fails here. Spaces compare as plain spaces.
const expected = {
  en: [
    "Baobab Cloud latency test, measured on D",
    "Lagos: median 23 ms, 90th percentile 30 ms, jitter 2.2 ms",
    "Accra: median 25 ms, 90th percentile 1,234 ms, jitter 4.3 ms",
    "London: Unreachable",
    "Lagos and Accra are about as fast from your browser: choose by price or by where your users are.",
  ],
  fr: [
    "Test de latence Baobab Cloud, mesuré le D",
    "Lagos : médiane de 23 ms, 90e centile de 30 ms, gigue de 2,2 ms",
    "Accra : médiane de 25 ms, 90e centile de 1 234 ms, gigue de 4,3 ms",
    "Londres : Injoignable",
    "Lagos et Accra sont à peu près aussi rapides depuis votre navigateur : choisissez selon le prix ou selon l’emplacement de vos utilisateurs.",
  ],
  ar: [
    "اختبار زمن الوصول من Baobab Cloud، قيس في D",
    "لاغوس: الوسيط 23 مللي ثانية، المئين التسعون 30 مللي ثانية، التذبذب 2.2 مللي ثانية",
    "أكرا: الوسيط 25 مللي ثانية، المئين التسعون 1,234 مللي ثانية، التذبذب 4.3 مللي ثانية",
    "لندن: يتعذر الوصول إليه",
    "لاغوس وأكرا بالسرعة نفسها تقريبًا من متصفحك: اختر حسب السعر أو حسب مكان مستخدميك.",
  ],
  pt: [
    "Teste de latência da Baobab Cloud, medido em D",
    "Lagos: mediana de 23 ms, percentil 90 de 30 ms, variação (jitter) de 2,2 ms",
    "Acra: mediana de 25 ms, percentil 90 de 1 234 ms, variação (jitter) de 4,3 ms",
    "Londres: Inacessível",
    "Lagos e Acra são quase igualmente rápidos a partir do seu navegador: escolha pelo preço ou pela localização dos seus utilizadores.",
  ],
};
/** The languages written out above: every language of the site (checked below). */
const languages = Object.keys(expected) as (keyof typeof expected)[];

describe("the latency test's plain text (what Copy as text copies)", () => {
  it("is written out in every language of the site", () => {
    expect(languages).toEqual([...localeCodes]);
  });

  it.each(languages)("is whole lines of the language in %s", (locale) => {
    expect(
      plainTextIn(locale)
        .replace(/[\u00a0\u202f]/g, " ")
        .split("\n"),
    ).toEqual(expected[locale]);
  });

  it("puts French's narrow no-break space before a colon", () => {
    expect(plainTextIn("fr")).not.toMatch(/(?<!\u202f):/);
  });
});

describe("the line above a result (its day)", () => {
  // The first of a month, where French writes an ordinal that Intl alone does not ("1er novembre").
  const day = "2026-11-01";

  it.each([...localeCodes])("writes the day as every date of the site in %s, for a shared and a fresh result", (locale) => {
    const { intl, text } = latencyTestProps(locale);
    const date = formatDate(day, locale);
    expect(latencyDateLine(day, true, intl, text)).toBe(fillIn(text.shared, { date }));
    expect(latencyDateLine(day, false, intl, text)).toBe(fillIn(text.measuredOn, { date }));
  });

  it("is not Intl's bare date where the site's formatter differs from it (French's first of a month)", () => {
    const { intl, text } = latencyTestProps("fr");
    const bare = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
    expect(formatDate(day, "fr")).not.toBe(bare);
    expect(latencyDateLine(day, true, intl, text)).not.toContain(bare);
  });
});
