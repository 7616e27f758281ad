/**
 * The link-preview card of every page (og:image): a 1200×630 PNG drawn after the build from
 * the page's title, the brand and the tagline, laid out by satori (HTML/CSS to SVG) and
 * rasterised by resvg. Which cards to draw comes from the page registry (app/site/seo-registry.ts),
 * loaded once per language: each page's card is at ogImagePath(path, locale) (lib/seo.ts, which
 * also writes the page's og:image), /og/... in English and /<code>/og/... in another language,
 * and shows its title in that language. A page shown in English in another language (a post not
 * translated yet) points at the English card. Once the pages are built, every og:image a page names
 * is checked to be one of these cards (placeCards). integrations/link-preview-cards.ts runs this
 * module on a thread of its own beside Astro's build.
 *
 * Arabic: satori neither shapes Arabic nor lays it out right to left, so the Arabic title and
 * tagline are shaped by HarfBuzz into an SVG of glyph outlines (og-text.ts) that the card places as
 * an image, and the card is mirrored. A title with a character no card font has fails the build,
 * in every language, instead of drawing a blank box.
 *
 * Drawn cards are cached by a hash of their title, language and tagline and of everything that
 * shapes them (this file, og-text.ts, the fonts, the logo), so a rebuild only draws the cards
 * whose title changed. The cache is the user's, not the checkout's (`$XDG_CACHE_HOME`, else
 * ~/.cache, then baobab-cloud/og-images; `OG_CACHE_DIR` overrides it), as npm's own cache is: a
 * fresh clone on the same machine draws only the cards no earlier build drew. A card's hash names
 * everything it shows, so a card from another checkout is the same picture.
 */
import { renderAsync } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type CSSProperties, type ReactElement, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { runnerImport } from "vite";
import { postFrontmatterSchema } from "../../app/content/blog/post-schema.ts";
import { localeCodes, localeInfo, SOURCE_LOCALE, type Locale } from "../../app/lib/locales.ts";
import { cardLocale, ogImagePath, type PageSeo } from "../../app/lib/seo.ts";
import { loadShapingFont, missingCharacters, rtlTextSvg, type ShapingFont } from "./og-text.ts";
import { BLOG_POST_FILE, markdown } from "../vite/vite-plugin-markdown.ts";
import { builtFiles } from "./built-files.ts";
import { pruneCache, touchCacheEntry, userCacheDir, writeCacheEntry } from "./user-cache.ts";

export const CARD = { width: 1200, height: 630 } as const;

const root = resolve(import.meta.dirname, "..", "..");
export const cardCacheDir = userCacheDir("og-images", process.env.OG_CACHE_DIR);
const fontFile = (family: string, weight: number, subset: string) =>
  fileURLToPath(import.meta.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`));

// Satori reads TTF, OTF and WOFF, not WOFF2: the static Inter cuts from @fontsource/inter.
// Latin for the titles; Latin Extended for French and Portuguese accents and names with ŋ, ẹ or ő.
const FONT_FILES = [400, 700].flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({ weight, path: fontFile("inter", weight, subset) })),
);
// Arabic text is shaped by HarfBuzz (og-text.ts): Noto Sans Arabic (@fontsource/noto-sans-arabic,
// OFL-1.1) for its letters, Inter for the Latin names, figures and spaces inside it.
const ARABIC_FONT_FILE = fontFile("noto-sans-arabic", 700, "arabic");
const LOGO_FILE = join(root, "public", "favicon.svg");
const SHAPING_FILE = join(import.meta.dirname, "og-text.ts");

// The brand's colours (app/styles/app.css: brand = Tailwind emerald, accent = amber).
// One flat background, not a gradient: a gradient's every pixel differs, so its PNG weighed about
// 169 KB a card and took about 49 ms to draw; flat, 43 KB and 28 ms (80 cards, measured), which
// the chat apps that fetch a card over a slow link and the build's 772 cards both feel.
const COLORS = { brand: "#064e3b", accent: "#fcd34d", soft: "#a7f3d0", white: "#ffffff" };

/** One card to draw: where it goes, and what it shows. */
export type CardRequest = { file: string; title: string; locale: Locale; tagline: string; siteName: string; siteUrl: string };

/**
 * Why a page's og:image would be a 404 (its link preview would show nothing), or undefined: it
 * must be one of the cards drawn (cardFiles: their paths in the site).
 */
export function ogImageProblem(html: string, cardFiles: ReadonlySet<string>): string | undefined {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  if (image === undefined || cardFiles.has(decodeURIComponent(new URL(image).pathname))) return undefined;
  return `og:image ${image} is no page of app/site/seo-registry.ts, so no card is drawn for it`;
}

/** What one language's cards show: the registry's pages in that language and the site's facts. */
export type LanguageCards = {
  locale: Locale;
  pages: readonly Pick<PageSeo, "path" | "title" | "locales">[];
  site: { name: string; tagline: string; url: string };
};

/**
 * The cards of one language: one file per page written in it, one title per file. A page shown in
 * English there (an untranslated post) has no card of its own: it points at the English one.
 */
export function cardRequests({ locale, pages, site }: LanguageCards): CardRequest[] {
  const cards = new Map<string, CardRequest & { path: string }>();
  for (const page of pages) {
    if (cardLocale(page, locale) !== locale) continue;
    const { path, title } = page;
    const file = ogImagePath(path, locale);
    const earlier = cards.get(file);
    if (earlier && earlier.title !== title) throw new Error(`${file} is asked for with two titles (${earlier.path}, ${path})`);
    cards.set(file, { file, title, locale, tagline: site.tagline, siteName: site.name, siteUrl: site.url, path });
  }
  return [...cards.values()].map(({ path: _path, ...card }) => card);
}

type CardContent = {
  allPageSeo: (locale: Locale) => LanguageCards["pages"];
  site: { name: string; url: string };
  siteWords: Record<Locale, { tagline: string }>;
};

let cardContent: Promise<CardContent> | undefined;

/**
 * Every language's pages and site facts, loaded once through Vite (the blog's entries come from
 * Markdown files by import.meta.glob, which plain Node cannot run), with the same Markdown plugin
 * as the build: the same content functions the prerender calls with each page's language.
 */
function loadCardContent(): Promise<CardContent> {
  cardContent ??= runnerImport<CardContent>(join(import.meta.dirname, "og-images-content.ts"), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [markdown({ include: BLOG_POST_FILE, schema: postFrontmatterSchema })],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  }).then(({ module }) => module);
  return cardContent;
}

/** One language's pages and site facts, for its cards. */
export async function languageCards(locale: Locale = SOURCE_LOCALE): Promise<LanguageCards> {
  const content = await loadCardContent();
  const { name, url } = content.site;
  return { locale, pages: content.allPageSeo(locale), site: { name, tagline: content.siteWords[locale].tagline, url } };
}

// Satori lays out React elements (flexbox only: every box with children is display: flex).
const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement("div", { style: { display: "flex", ...style } }, ...children);

const TITLE_WIDTH = 1040;

/** An Arabic text drawn by HarfBuzz, as an image satori places like any other box. */
function shapedImage(text: string, fonts: readonly ShapingFont[], options: { size: number; maxWidth: number; color: string }) {
  const shaped = rtlTextSvg(text, { fonts, lineHeight: 1.3, language: "ar", ...options });
  const src = `data:image/svg+xml;base64,${Buffer.from(shaped.svg).toString("base64")}`;
  return { ...shaped, image: createElement("img", { src, width: shaped.width, height: shaped.height }) };
}

/**
 * The card's layout: brand at the top, the page's title large, tagline and address at the bottom.
 * Right to left (Arabic), the same card mirrored: brand, title and tagline start at the right.
 */
function cardTree(card: CardRequest, toolkit: Toolkit): ReactElement {
  const { title, tagline, siteName, siteUrl } = card;
  const rtl = localeInfo(card.locale).dir === "rtl";
  let titleBox: ReactElement;
  let taglineBox: ReactElement;
  if (rtl) {
    // The largest size that fits the title in two lines (three at the smallest).
    const sizes = [80, 68, 60, 52];
    const fits = (size: number) => {
      const shaped = shapedImage(title, toolkit.arabic, { size, maxWidth: TITLE_WIDTH, color: COLORS.white });
      return shaped.lines.length <= (size === sizes.at(-1) ? 3 : 2) ? shaped : undefined;
    };
    let shaped: ReturnType<typeof fits>;
    for (const size of sizes) if ((shaped ??= fits(size))) break;
    if (!shaped) throw new Error(`"${title}" does not fit a card`);
    titleBox = box({ justifyContent: "flex-end" }, shaped.image);
    taglineBox = shapedImage(tagline, toolkit.arabic, { size: 30, maxWidth: 700, color: COLORS.accent }).image;
  } else {
    const missing = missingCharacters(`${title}${tagline}`, toolkit.latin);
    if (missing.length > 0) throw new Error(`"${title}" / "${tagline}": no card font has ${missing.map((char) => `"${char}"`).join(", ")}`);
    const titleSize = title.length > 44 ? 60 : title.length > 26 ? 68 : 80;
    titleBox = box({ fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: TITLE_WIDTH }, title);
    taglineBox = box({ color: COLORS.accent, fontWeight: 700 }, tagline);
  }
  const row = rtl ? "row-reverse" : "row";
  const content = box(
    { flexGrow: 1, flexDirection: "column", justifyContent: "space-between", padding: "72px 80px" },
    box(
      { flexDirection: row, alignItems: "center", gap: 24 },
      createElement("img", { src: toolkit.logo, width: 84, height: 84, style: { borderRadius: 18 } }),
      box({ fontSize: 42, fontWeight: 700, letterSpacing: -0.5 }, siteName),
    ),
    titleBox,
    box(
      {
        flexDirection: row,
        justifyContent: "space-between",
        alignItems: "flex-end",
        fontSize: 30,
        borderTop: `4px solid ${COLORS.accent}`,
        paddingTop: 28,
      },
      taglineBox,
      box({ color: COLORS.soft }, new URL(siteUrl).host),
    ),
  );
  // The padding sits on an inner box that grows to fill the card: on the root, satori adds
  // it to the card's size (content-box sizing) and the footer falls off the bottom.
  return box(
    {
      width: "100%",
      height: "100%",
      color: COLORS.white,
      fontFamily: "Inter",
      backgroundColor: COLORS.brand,
    },
    content,
  );
}

type Toolkit = { fonts: Font[]; logo: string; version: string; latin: ShapingFont[]; arabic: ShapingFont[] };

let toolkitLoad: Promise<Toolkit> | undefined;

/** Fonts, logo and the hash of all that shapes a card; loaded once per process. */
function loadToolkit(): Promise<Toolkit> {
  toolkitLoad ??= (async () => {
    const fontData = await Promise.all(FONT_FILES.map(async ({ weight, path }) => ({ weight, path, data: await readFile(path) })));
    const logoSvg = await readFile(LOGO_FILE);
    // HarfBuzz's fonts: the bold cuts the titles and taglines use, Arabic first for Arabic text.
    const latin = await Promise.all(fontData.filter(({ weight }) => weight === 700).map(({ path }) => loadShapingFont(path)));
    const arabic = [await loadShapingFont(ARABIC_FONT_FILE), ...latin];
    const version = createHash("sha256");
    for (const file of [fileURLToPath(import.meta.url), SHAPING_FILE, ARABIC_FONT_FILE]) version.update(await readFile(file));
    for (const { data } of fontData) version.update(data);
    version.update(logoSvg);
    return {
      fonts: fontData.map(({ weight, data }) => ({ name: "Inter", data, weight: weight as Font["weight"], style: "normal" })),
      logo: `data:image/svg+xml;base64,${logoSvg.toString("base64")}`,
      version: version.digest("hex"),
      latin,
      arabic,
    };
  })();
  return toolkitLoad;
}

/**
 * One card as PNG bytes, about 19 ms of CPU: the layout (satori, 4.5 ms) and the PNG's encoding
 * (9 ms) on this thread, the rasterising (5.5 ms) on libuv's thread pool (resvg's renderAsync), so
 * several cards render at once (60 French cards, a quiet machine). satori draws every letter as a
 * path, so resvg is told not to look for the system's fonts: it would otherwise read them for
 * every card, 4.5–5 ms more rasterising, for the same picture byte for byte (og-images.test.ts).
 * The PNG's encoding is resvg's own: pngjs took 11–25 ms a card for 1.4 to 21 times the bytes,
 * and fast-png 50 ms.
 */
export async function renderCard(card: CardRequest): Promise<Buffer> {
  return (
    await renderAsync(await cardSvg(card), { fitTo: { mode: "width", value: CARD.width }, font: { loadSystemFonts: false } })
  ).asPng();
}

/** A card as satori lays it out: an SVG of boxes, the logo and letters drawn as paths. */
export async function cardSvg(card: CardRequest): Promise<string> {
  const toolkit = await loadToolkit();
  return satori(cardTree(card, toolkit), { ...CARD, fonts: toolkit.fonts });
}

/**
 * Draws into the cache every card not in it yet, and writes nothing else: `npm run build` runs
 * this while astro build compiles and renders (integrations/link-preview-cards.ts), so
 * that a first build on a machine draws its cards on the core the compiler leaves idle. Returns
 * where each card is in the cache, for copyCards once the build is done.
 */
export async function drawCardsIntoCache(cards: readonly CardRequest[]) {
  const started = performance.now();
  let drawn = 0;
  const cached: { file: string; path: string }[] = [];
  await eachCard(cards, async (request) => {
    const card = await cachedCard(request);
    if (card.drawn) drawn++;
    cached.push({ file: request.file, path: card.path });
  });
  return { cards: cards.length, drawn, ms: Math.round(performance.now() - started), cached };
}

/** Every language's cards, drawn into the cache where missing (the integration's thread runs this beside Astro's build). */
export async function drawEveryCard() {
  const cards = (await Promise.all(localeCodes.map(languageCards))).flatMap(cardRequests);
  return { ...(await drawCardsIntoCache(cards)), files: cards.map((card) => card.file) };
}

/**
 * Once the pages are built: the cards drawEveryCard found or drew, copied into clientDir; every
 * page's og:image checked against them (throws naming each page whose og:image is no card); and
 * the cache pruned of the cards no build used for a month (slow to draw, and the same from build
 * to build).
 */
export async function placeCards(clientDir: string, drawn: Awaited<ReturnType<typeof drawEveryCard>>) {
  const copied = await copyCards(clientDir, drawn.cached);
  const cardFiles = new Set(drawn.files);
  const pages = (await builtFiles(clientDir)).filter((file) => file.endsWith(".html"));
  const problems = (
    await Promise.all(
      pages.map(async (file) => {
        const problem = ogImageProblem(await readFile(join(clientDir, file), "utf8"), cardFiles);
        return problem ? [`${file}: ${problem}`] : [];
      }),
    )
  ).flat();
  if (problems.length > 0) throw new Error(`link-preview cards: ${problems.join("\n")}`);
  const pruned = await pruneCache(cardCacheDir, 30 * 24 * 3_600_000);
  return { ...copied, pages: pages.length, pruned };
}

/** Copies the cards drawCardsIntoCache found or drew from the cache into clientDir, each at its og:image path. */
export async function copyCards(clientDir: string, cached: readonly { file: string; path: string }[]) {
  const started = performance.now();
  await Promise.all(
    cached.map(async ({ file, path }) => {
      const target = join(clientDir, file);
      if (!target.startsWith(`${clientDir}/`) || !target.endsWith(".png")) throw new Error(`og:image ${file} is not a PNG inside the site`);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(path, target);
    }),
  );
  return { cards: cached.length, ms: Math.round(performance.now() - started) };
}

/** Runs task on every card, a few at once: rasterising runs on libuv's threads. */
async function eachCard(cards: readonly CardRequest[], task: (card: CardRequest) => Promise<void>) {
  const queue = [...cards];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) await task(request);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** A card's file in the cache, drawn first if no build drew it yet (its key names all it shows). */
async function cachedCard(request: CardRequest): Promise<{ path: string; drawn: boolean }> {
  const toolkit = await loadToolkit();
  const { title, locale, tagline, siteName, siteUrl } = request;
  const key = createHash("sha256")
    .update(toolkit.version)
    .update(JSON.stringify([title, locale, tagline, siteName, siteUrl]));
  const cached = join(cardCacheDir, `${key.digest("hex")}.png`);
  if (existsSync(cached)) {
    await touchCacheEntry(cached);
    return { path: cached, drawn: false };
  }
  await writeCacheEntry(cached, await renderCard(request));
  return { path: cached, drawn: true };
}
