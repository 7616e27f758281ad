import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { OG_ALT_PREFIX, seo } from "#app/site/seo.ts";
import { ALT_PREFIX, CARD, cardRequest, decodeHtml, renderCard } from "./og-images.ts";

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

describe("cardRequest", () => {
  it("reads back the file and the exact title seo() wrote, escaping undone", () => {
    expect(ALT_PREFIX).toBe(OG_ALT_PREFIX);
    const title = `Africa's "Premier" Cloud & <More>`;
    expect(cardRequest(builtHead({ path: "/services/global-dns", title, description: "A description." }))).toEqual({
      file: "/og/services/global-dns.png",
      title,
    });
  });

  it("asks for nothing when a page has no og:image (the 404 page)", () => {
    expect(cardRequest('<meta name="robots" content="noindex"/>')).toBeUndefined();
  });

  it("refuses an image on another host or an alt text it cannot read the title from", () => {
    expect(() => cardRequest('<meta property="og:image" content="https://elsewhere.test/og/a.png"/>')).toThrow(/not on/);
    expect(() =>
      cardRequest(`<meta property="og:image" content="${site.url}/og/a.png"/><meta property="og:image:alt" content="A card"/>`),
    ).toThrow(/should start with/);
  });
});

describe("decodeHtml", () => {
  it("undoes named, decimal and hex entities", () => {
    expect(decodeHtml("Africa&#x27;s &amp; &quot;Lagos&quot; &#39;&lt;&gt;")).toBe(`Africa's & "Lagos" '<>`);
  });
});

describe("renderCard", () => {
  it("draws a 1200×630 PNG whose pixels depend on the title", async () => {
    const [a, b] = await Promise.all([renderCard("Cloud Computing"), renderCard("Global DNS")]);
    expect(pngSize(a)).toEqual({ width: CARD.width, height: CARD.height });
    expect(pngSize(b)).toEqual({ width: CARD.width, height: CARD.height });
    expect(a.equals(b)).toBe(false);
  }, 20_000);
});
