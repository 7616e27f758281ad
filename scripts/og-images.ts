/**
 * The link-preview card of every page (og:image): a 1200×630 PNG drawn after the build from
 * the page's title and the brand, laid out by satori (HTML/CSS to SVG) and rasterised by
 * resvg. Which cards to draw comes from the page registry (app/site/seo-registry.ts): each
 * page's card is at ogImagePath(path) (lib/seo.ts, which also writes the page's og:image) and
 * shows its title. scripts/postbuild.ts checks that every og:image a built page names is one
 * of these cards.
 *
 * Drawn cards are cached by a hash of their title and of everything that shapes them (this
 * file, the fonts, the logo), so a rebuild only draws the cards whose title changed.
 */
import { renderAsync } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type CSSProperties, type ReactElement, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { runnerImport } from "vite";
import { postFrontmatterSchema } from "../app/content/blog-post-schema.ts";
import { site } from "../app/content/site.ts";
import { ogImagePath, type PageSeo } from "../app/lib/seo.ts";
import { BLOG_POST_FILE, markdown } from "./vite-plugin-markdown.ts";

export const CARD = { width: 1200, height: 630 } as const;

const root = resolve(import.meta.dirname, "..");
const cacheDir = join(root, "node_modules", ".cache", "og-images");
const fontFile = (weight: number, subset: string) =>
  fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));

// Satori reads TTF, OTF and WOFF, not WOFF2: the static Inter cuts from @fontsource/inter.
// Latin for the titles; Latin Extended so a name with ŋ, ẹ or ő still has its glyphs.
const FONT_FILES = [400, 700].flatMap((weight) => ["latin", "latin-ext"].map((subset) => ({ weight, path: fontFile(weight, subset) })));
const LOGO_FILE = join(root, "public", "favicon.svg");

// The brand's colours (app/styles/app.css: brand = Tailwind emerald, accent = amber).
const COLORS = { deep: "#022c22", brand: "#064e3b", bright: "#047857", accent: "#fcd34d", soft: "#a7f3d0", white: "#ffffff" };

export type CardRequest = { file: string; title: string };

/** The card of every page in the registry: one file per page path, one title per file. */
export function cardRequests(pages: readonly Pick<PageSeo, "path" | "title">[]): CardRequest[] {
  const cards = new Map<string, CardRequest & { path: string }>();
  for (const { path, title } of pages) {
    const file = ogImagePath(path);
    const earlier = cards.get(file);
    if (earlier && earlier.title !== title) throw new Error(`${file} is asked for with two titles (${earlier.path}, ${path})`);
    cards.set(file, { file, title, path });
  }
  return [...cards.values()].map(({ file, title }) => ({ file, title }));
}

/**
 * The registry's pages, loaded through Vite (the blog's entries come from Markdown files by
 * import.meta.glob, which plain Node cannot run), with the same Markdown plugin as the build.
 */
export async function registryPages(): Promise<readonly PageSeo[]> {
  const { module } = await runnerImport<{ allPageSeo: readonly PageSeo[] }>(join(root, "app", "site", "seo-registry.ts"), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [markdown({ include: BLOG_POST_FILE, schema: postFrontmatterSchema })],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  });
  return module.allPageSeo;
}

// Satori lays out React elements (flexbox only: every box with children is display: flex).
const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement("div", { style: { display: "flex", ...style } }, ...children);

/** The card's layout: brand at the top, the page's title large, tagline and address at the bottom. */
function cardTree(title: string, logoDataUri: string): ReactElement {
  const titleSize = title.length > 44 ? 60 : title.length > 26 ? 68 : 80;
  const content = box(
    { flexGrow: 1, flexDirection: "column", justifyContent: "space-between", padding: "72px 80px" },
    box(
      { alignItems: "center", gap: 24 },
      createElement("img", { src: logoDataUri, width: 84, height: 84, style: { borderRadius: 18 } }),
      box({ fontSize: 42, fontWeight: 700, letterSpacing: -0.5 }, site.name),
    ),
    box({ fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1040 }, title),
    box(
      { justifyContent: "space-between", alignItems: "flex-end", fontSize: 30, borderTop: `4px solid ${COLORS.accent}`, paddingTop: 28 },
      box({ color: COLORS.accent, fontWeight: 700 }, site.tagline),
      box({ color: COLORS.soft }, new URL(site.url).host),
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
      backgroundImage: `linear-gradient(135deg, ${COLORS.deep} 0%, ${COLORS.brand} 55%, ${COLORS.bright} 100%)`,
    },
    content,
  );
}

type Toolkit = { fonts: Font[]; logo: string; version: string };

async function loadToolkit(): Promise<Toolkit> {
  const fontData = await Promise.all(FONT_FILES.map(async ({ weight, path }) => ({ weight, data: await readFile(path) })));
  const logoSvg = await readFile(LOGO_FILE);
  const version = createHash("sha256");
  version.update(await readFile(fileURLToPath(import.meta.url)));
  for (const { data } of fontData) version.update(data);
  version.update(logoSvg);
  return {
    fonts: fontData.map(({ weight, data }) => ({ name: "Inter", data, weight: weight as Font["weight"], style: "normal" })),
    logo: `data:image/svg+xml;base64,${logoSvg.toString("base64")}`,
    version: version.digest("hex"),
  };
}

/**
 * One card as PNG bytes. Rasterising is most of the cost (about 100 ms a card, layout about
 * 40 ms): resvg's renderAsync runs it on libuv's thread pool, so several cards render at once.
 */
export async function renderCard(title: string, toolkit?: Toolkit): Promise<Buffer> {
  const { fonts, logo } = toolkit ?? (await loadToolkit());
  const svg = await satori(cardTree(title, logo), { ...CARD, fonts });
  return (await renderAsync(svg, { fitTo: { mode: "width", value: CARD.width } })).asPng();
}

/** Draws (or takes from the cache) every card into clientDir. */
export async function writeOgImages(clientDir: string, cards: readonly CardRequest[]) {
  const started = performance.now();
  const toolkit = await loadToolkit();
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  const queue = [...cards];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const cached = join(cacheDir, `${createHash("sha256").update(toolkit.version).update(request.title).digest("hex")}.png`);
      if (!existsSync(cached)) {
        // Written aside then renamed: two builds side by side (BUILD_DIR) never see half a file.
        await writeFile(`${cached}.${process.pid}`, await renderCard(request.title, toolkit));
        await rename(`${cached}.${process.pid}`, cached);
        drawn++;
      }
      const target = join(clientDir, request.file);
      if (!target.startsWith(`${clientDir}/`) || !target.endsWith(".png"))
        throw new Error(`og:image ${request.file} is not a PNG inside the site`);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(cached, target);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return { cards: cards.length, drawn, ms: Math.round(performance.now() - started) };
}
