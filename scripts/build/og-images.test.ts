import { Resvg } from "@resvg/resvg-js";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/company/site.ts";
import { localeCodes, localeInfo, locales, SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";
import { createSeo, type PageSeo } from "#app/lib/seo.ts";
import {
  CARD,
  cardRequests,
  cardSvg,
  languageCards,
  ogImageProblem,
  renderCard,
  type CardRequest,
  type LanguageCards,
} from "./og-images.ts";

/** The meta tags of a language's seo() as React writes them into the prerendered HTML (same escaping). */
function builtHead(page: PageSeo, locale: Locale = SOURCE_LOCALE) {
  const { seo } = createSeo({ name: site.name, url: site.url, homeLabel: "Home", labels: new Map(), locale: localeInfo(locale), locales });
  const tags = seo(page).flatMap((descriptor) =>
    "property" in descriptor ? [createElement("meta", { key: String(descriptor.property), ...descriptor })] : [],
  );
  return renderToStaticMarkup(createElement(Fragment, null, tags));
}

const facts = { name: site.name, url: site.url, tagline: "A tagline" };
const language = (locale: LanguageCards["locale"], pages: LanguageCards["pages"]): LanguageCards => ({ locale, pages, site: facts });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("cardRequests", () => {
  it("gives each page of the registry its card file and title, the home page /og/home.png", () => {
    const title = `Africa's "Premier" Cloud & <More>`;
    const cards = cardRequests(
      language("en", [
        { path: "/", title: "Home" },
        { path: "/services/global-dns", title },
      ]),
    );
    expect(cards.map(({ file, title }) => ({ file, title }))).toEqual([
      { file: "/og/home.png", title: "Home" },
      { file: "/og/services/global-dns.png", title },
    ]);
  });

  it("puts another language's cards under its prefix, and leaves a page shown in English to the English card", () => {
    const cards = cardRequests(
      language("fr", [
        { path: "/", title: "Accueil" },
        { path: "/blog/traduit", title: "Un article traduit", locales: ["en", "fr"] },
        { path: "/blog/not-translated", title: "A post in English", locales: ["en"] },
      ]),
    );
    expect(cards.map(({ file, title, locale }) => ({ file, title, locale }))).toEqual([
      { file: "/fr/og/home.png", title: "Accueil", locale: "fr" },
      { file: "/fr/og/blog/traduit.png", title: "Un article traduit", locale: "fr" },
    ]);
  });

  it("points each page's og:image at its card in the page's language (the file the pipeline writes)", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      const page = { path: "/services/global-dns", title: "Global DNS", description: "A description of the page." };
      const [card] = cardRequests(language(locale, [page]));
      expect(builtHead(page, locale)).toContain(`<meta property="og:image" content="${site.url}${card?.file}"/>`);
    }
    const untranslated = { path: "/blog/a-post", title: "A post", description: "A description of the page.", locales: ["en"] as const };
    const [english] = cardRequests(language("en", [untranslated]));
    expect(builtHead(untranslated, "ar")).toContain(`<meta property="og:image" content="${site.url}${english?.file}"/>`);
  });

  it("refuses one card file with two titles", () => {
    expect(() =>
      cardRequests(
        language("en", [
          { path: "/a", title: "One" },
          { path: "/a", title: "Two" },
        ]),
      ),
    ).toThrow(/two titles/);
  });
});

describe("ogImageProblem (placeCards checks every built page)", () => {
  const cards = new Set(["/og/pricing.png", "/fr/og/prix é.png"]);

  it("accepts a page whose og:image is a card drawn, its path decoded, and a page without one", () => {
    expect(ogImageProblem('<meta property="og:image" content="https://x.test/og/pricing.png"/>', cards)).toBeUndefined();
    expect(ogImageProblem('<meta property="og:image" content="https://x.test/fr/og/prix%20%C3%A9.png"/>', cards)).toBeUndefined();
    expect(ogImageProblem("<title>No preview</title>", cards)).toBeUndefined();
  });

  it("names an og:image no card was drawn for", () => {
    expect(ogImageProblem('<meta property="og:image" content="https://x.test/og/nowhere.png"/>', cards)).toMatch(
      /og:image https:\/\/x\.test\/og\/nowhere\.png is no page of app\/site\/seo-registry\.ts/,
    );
  });
});

describe("languageCards", () => {
  it("gives every language a card for each page of its registry, in its own words (through Vite)", async () => {
    const byLanguage = new Map<Locale, LanguageCards>();
    for (const locale of localeCodes) byLanguage.set(locale, await languageCards(locale));
    const english = byLanguage.get("en");
    expect(english?.pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/contact", "/resources/blog"]));
    expect(english?.pages.filter((page) => page.path.startsWith("/resources/blog/")).length).toBeGreaterThan(3);

    const cards = [...byLanguage.values()].flatMap(cardRequests);
    const files = new Map(cards.map((card) => [card.file, card]));
    for (const [locale, { pages, site: facts }] of byLanguage) {
      const { seo } = createSeo({
        name: facts.name,
        url: facts.url,
        homeLabel: "",
        labels: new Map(),
        locale: localeInfo(locale),
        locales,
      });
      for (const page of pages) {
        // The og:image the built page names is a card that is drawn.
        const image = seo({ description: "", ...page }).flatMap((tag) =>
          "property" in tag && tag.property === "og:image" ? [String(tag.content)] : [],
        );
        const card = files.get(new URL(image[0] ?? "").pathname);
        expect(card, `${locale} ${page.path}`).toBeDefined();
        // In the page's language when the page is written in it, with its title; else the English card.
        const shownIn: Locale = page.locales === undefined || page.locales.includes(locale) ? locale : "en";
        expect(card?.locale, `${locale} ${page.path}`).toBe(shownIn);
        if (shownIn === locale) expect(card?.title).toBe(page.title);
      }
    }
    // The French, Arabic and Portuguese cards show their language's words, not English ones.
    const home = (locale: Locale) => files.get(locale === "en" ? "/og/home.png" : `/${locale}/og/home.png`);
    for (const locale of localeCodes.filter((code) => code !== SOURCE_LOCALE)) {
      expect(home(locale)?.title).not.toBe(home("en")?.title);
      expect(home(locale)?.tagline).not.toBe(home("en")?.tagline);
    }
    expect(home("ar")?.title).toMatch(/^[\u0600-\u06ff ،]+$/u);
  }, 120_000);
});

describe("renderCard", () => {
  const card = (title: string, locale: CardRequest["locale"] = "en"): CardRequest => ({
    file: "/og/x.png",
    title,
    locale,
    tagline: locale === "ar" ? "السحابة الرائدة في أفريقيا" : "Africa's premier cloud",
    siteName: site.name,
    siteUrl: site.url,
  });

  it("draws a 1200×630 PNG whose pixels depend on the title", async () => {
    const [a, b] = await Promise.all([renderCard(card("Cloud Computing")), renderCard(card("Global DNS"))]);
    expect(pngSize(a)).toEqual({ width: CARD.width, height: CARD.height });
    expect(pngSize(b)).toEqual({ width: CARD.width, height: CARD.height });
    expect(a.equals(b)).toBe(false);
  }, 20_000);

  it("draws Arabic cards, long titles included", async () => {
    const short = await renderCard(card("اتصل بنا", "ar"));
    const long = await renderCard(card("خدمات الأمان: الحماية من هجمات DDoS وجدار حماية التطبيقات والمراقبة", "ar"));
    expect(pngSize(short)).toEqual({ width: CARD.width, height: CARD.height });
    expect(pngSize(long)).toEqual({ width: CARD.width, height: CARD.height });
    expect(short.equals(long)).toBe(false);
  }, 20_000);

  it("draws every letter as a path, so the system's fonts, which resvg is told not to read, would change no pixel", async () => {
    for (const request of [card("Bases de données managées\u202f: Lagos"), card("خدمات الأمان: الحماية من هجمات DDoS", "ar")]) {
      const svg = await cardSvg(request);
      expect(svg, "no text left for a font to draw").not.toMatch(/<text\b/);
      const withSystemFonts = new Resvg(svg, { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: true } });
      expect(
        withSystemFonts
          .render()
          .asPng()
          .equals(await renderCard(request)),
        request.title,
      ).toBe(true);
    }
  }, 20_000);

  it("fails on a character no card font has, in Latin and Arabic cards alike, rather than drawing a blank box", async () => {
    await expect(renderCard(card("Cloud 云计算"))).rejects.toThrow(/no card font has "云"/);
    await expect(renderCard(card("سحابة 云", "ar"))).rejects.toThrow(/no card font has "云"/);
    // French accents and the narrow no-break space before a colon are in Inter's Latin cuts.
    await expect(renderCard(card("Bases de données managées\u202f: Ŋ"))).resolves.toBeInstanceOf(Buffer);
  }, 20_000);
});
