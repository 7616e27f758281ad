/**
 * The link-preview card of every page (og:image): a 1200×630 PNG drawn after the build from
 * the page's title and the brand, laid out by satori (HTML/CSS to SVG) and rasterised by
 * resvg. Which cards to draw is read from the built HTML: each page's `og:image` names the
 * file and its `og:image:alt` carries the title (lib/seo.ts writes both), so the cards can
 * never drift from the pages that point at them.
 *
 * Drawn cards are cached by a hash of their title and of everything that shapes them (this
 * file, the fonts, the logo), so a rebuild only draws the cards whose title changed.
 */
import { renderAsync } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type CSSProperties, type ReactElement, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { site } from "../app/content/site.ts";
import { builtPages } from "./built-files.ts";

export const CARD = { width: 1200, height: 630 } as const;

/** Must match OG_ALT_PREFIX in app/content/seo.ts (made by lib/seo.ts) (og-images.test.ts checks it). */
export const ALT_PREFIX = `${site.name}: `;

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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Undo the HTML escaping React applies to attribute values. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") return String.fromCodePoint(code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

/** The card a built page asks for (file relative to the site root, and its title), or undefined when it names none. */
export function cardRequest(html: string, origin: string = site.url): CardRequest | undefined {
  const image = metaContent(html, "og:image");
  if (image === undefined) return undefined;
  const url = new URL(image);
  if (url.origin !== new URL(origin).origin) throw new Error(`og:image ${image} is not on ${origin}`);
  const alt = metaContent(html, "og:image:alt");
  if (!alt?.startsWith(ALT_PREFIX))
    throw new Error(`og:image:alt of ${image} should start with "${ALT_PREFIX}", got ${JSON.stringify(alt)}`);
  return { file: decodeURIComponent(url.pathname), title: alt.slice(ALT_PREFIX.length) };
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

/** Draws (or takes from the cache) the card of every built page that names one. */
export async function writeOgImages(clientDir: string) {
  const started = performance.now();
  const requests = new Map<string, CardRequest & { page: string }>();
  for await (const page of builtPages(clientDir)) {
    const request = cardRequest(await readFile(page, "utf8"));
    if (!request) continue;
    const earlier = requests.get(request.file);
    if (earlier && earlier.title !== request.title)
      throw new Error(`${request.file} is asked for with two titles (${relative(clientDir, earlier.page)}, ${relative(clientDir, page)})`);
    requests.set(request.file, { ...request, page });
  }

  const toolkit = await loadToolkit();
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  const queue = [...requests.values()];
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
  return { cards: requests.size, drawn, ms: Math.round(performance.now() - started) };
}
