/**
 * Every built page, in every language, read as text (tests/built/page-text.ts): its money is
 * written as the price lists write it (tests/built/money-text.ts), its units of size keep their
 * case ("4 Go de RAM", never "4 go"), and its search snippet fits,
 * the rendered <title> (with " | Baobab Cloud") at most 60 characters and the meta description
 * at most 160. A failure names the page and quotes what it shows.
 */
import { describe, expect, it } from "vitest";
import { loadCurrencies } from "../../app/content/pricing/price-list-loader.ts";
import { SEO_LIMITS } from "../../app/lib/seo.ts";
import { splitLocalePath } from "../../app/lib/locales.ts";
import { allBuiltPagePaths, builtHtml } from "../e2e/built-pages.ts";
import { currencyMarks, moneyProblems } from "./money-text.ts";
import { pageSnippet, pageTexts } from "./page-text.ts";
import { localeCodes } from "../../app/lib/locales.ts";

const marks = currencyMarks(loadCurrencies().currencies);
const pages = allBuiltPagePaths().map((path) => ({ path, locale: splitLocalePath(path).locale, html: builtHtml(path) }));

// A figure then its unit in lower case: "4 go de RAM", "2 to" in French ("to" is a word in English), "80 gb" elsewhere.
const lowerUnit = (locale: string) => (locale === "fr" ? /\d[\s\u00a0\u202f][kmgt]o\b/gu : /\d[\s\u00a0\u202f][kmgt]b\b/gu);

describe("the money checks", () => {
  // What the second translation review found on /xx/legal/sla: each must be caught.
  it.each([
    ["fr", "Vous recevez 49,75 $ de moins sur votre prochaine facture.", 'bare "$"'],
    ["pt", "Recebe 49,75 $ de desconto.", 'bare "$"'],
    ["ar", "‏2,417.50 E£", '"E£" in Arabic'],
    ["ar", "‏76,000.00 ₦", "a whole amount with zero decimals"],
    ["fr", "76 000,00 ₦", "a whole amount with zero decimals"],
    ["pt", "3175,00 MTn", "an ungrouped amount"],
    ["en", "R 3175", "an ungrouped amount"],
  ])("%s: %s", (locale, text, problem) => {
    expect(moneyProblems(text, locale, marks).join("\n")).toContain(problem);
  });
  it.each([
    ["en", "$49.75 and $199, ₦76,000, R 860, 0.0729 US$"],
    ["fr", "49,75 $US, 28 375 F CFA, 3 175 MTn, 0,0729 $US de l'heure, 151 £GB, 2026 et 2027"],
    ["ar", "‏2,417.50 ج.م.‏ و‏76,000 ₦ و‏49 US$ شهريًا"],
    ["pt", "49 US$, 3 150 MTn, 45 000 Kz, 1,92 TB, 12 700 MTn"],
  ])("%s: money written as the price lists write it passes", (locale, text) => {
    expect(moneyProblems(text, locale, marks)).toEqual([]);
  });
});

describe("the unit check", () => {
  it("catches what the second translation review found, and passes units as written", () => {
    expect("2 vCPU, 4 go de RAM, 2 to de bande passante".match(lowerUnit("fr"))).toHaveLength(2);
    expect("2 vCPU, 4 Go de RAM, 2 To de bande passante".match(lowerUnit("fr"))).toBeNull();
    expect("4 GB RAM, from 20 to 30 minutes".match(lowerUnit("en"))).toBeNull();
  });
});

describe("every built page", () => {
  it("is read in every language", () => {
    expect(new Set(pages.map((page) => page.locale))).toEqual(new Set(localeCodes));
  });

  it("writes money as the price lists do: US$/$US/USD outside English, ج.م. in Arabic, whole amounts whole, thousands grouped", () => {
    const problems = pages.flatMap(({ path, locale, html }) =>
      pageTexts(html).flatMap((text) => moneyProblems(text, locale, marks).map((problem) => `${path}: ${problem}`)),
    );
    expect(problems).toEqual([]);
  });

  it("writes units of size with their capitals: Go, To, Mo in French, GB and TB elsewhere", () => {
    const problems = pages.flatMap(({ path, locale, html }) =>
      pageTexts(html).flatMap((text) =>
        [...text.matchAll(lowerUnit(locale))].map((match) => `${path}: "${text.slice(Math.max(0, match.index - 20), match.index + 20)}"`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it(`has a title of at most ${SEO_LIMITS.title.max} characters and a description of at most ${SEO_LIMITS.description.max}, site name included`, () => {
    const problems = pages.flatMap(({ path, html }) => {
      const { title, description } = pageSnippet(html);
      return [
        ...(title.length > SEO_LIMITS.title.max ? [`${path}: the title is ${title.length} characters: "${title}"`] : []),
        ...(description.length > SEO_LIMITS.description.max ? [`${path}: the description is ${description.length} characters`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
