import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { seo } from "#app/site/seo.ts";
import { CARD, cardRequests, registryPages, renderCard } from "./og-images.ts";

/** The meta tags of seo() as React writes them into the prerendered HTML (same escaping). */
function builtHead(page: Parameters<typeof seo>[0]): string {
  const tags = seo(page).flatMap((descriptor) =>
    "property" in descriptor ? [createElement("meta", { key: String(descriptor.property), ...descriptor })] : [],
  );
  return renderToStaticMarkup(createElement(Fragment, null, tags));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("cardRequests", () => {
  it("gives each page of the registry its card file and title, the home page /og/home.png", () => {
    const title = `Africa's "Premier" Cloud & <More>`;
    expect(
      cardRequests([
        { path: "/", title: "Home" },
        { path: "/services/global-dns", title },
      ]),
    ).toEqual([
      { file: "/og/home.png", title: "Home" },
      { file: "/og/services/global-dns.png", title },
    ]);
  });

  it("points each page's og:image at its card (the file the pipeline writes)", () => {
    const head = builtHead({ path: "/services/global-dns", title: "Global DNS", description: "A description of the page." });
    const [card] = cardRequests([{ path: "/services/global-dns", title: "Global DNS" }]);
    expect(head).toContain(`<meta property="og:image" content="${site.url}${card?.file}"/>`);
  });

  it("refuses one card file with two titles", () => {
    expect(() =>
      cardRequests([
        { path: "/a", title: "One" },
        { path: "/a", title: "Two" },
      ]),
    ).toThrow(/two titles/);
  });
});

describe("registryPages", () => {
  it("loads every page of the registry, blog posts included (through Vite)", async () => {
    const pages = await registryPages();
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/contact", "/resources/blog"]));
    expect(pages.filter((page) => page.path.startsWith("/resources/blog/")).length).toBeGreaterThan(3);
  }, 30_000);
});

describe("renderCard", () => {
  it("draws a 1200×630 PNG whose pixels depend on the title", async () => {
    const [a, b] = await Promise.all([renderCard("Cloud Computing"), renderCard("Global DNS")]);
    expect(pngSize(a)).toEqual({ width: CARD.width, height: CARD.height });
    expect(pngSize(b)).toEqual({ width: CARD.width, height: CARD.height });
    expect(a.equals(b)).toBe(false);
  }, 20_000);
});
