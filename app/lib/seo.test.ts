import { describe, expect, it } from "vitest";
import { createSeo, documentTitle, ogImagePath, SEO_LIMITS, seoProblems } from "./seo.ts";
import { localeInfo, locales } from "./locales.ts";

// A made-up site: lib/seo.ts must work from the facts it is given, not from app/content
// (content/seo.test.ts checks the real site's binding).
const example = createSeo({
  name: "Example Cloud",
  url: "https://www.example.test",
  homeLabel: "Start",
  locale: localeInfo("en"),
  locales,
  labels: new Map([
    ["/products", "Products"],
    ["/products/vm", "VMs"],
  ]),
});

describe("createSeo", () => {
  it("names, links and pictures the page with the given site's facts", () => {
    const meta = example.seo({ path: "/products/vm", title: "Virtual machines", description: "d" });
    expect(meta).toContainEqual({ title: "Virtual machines | Example Cloud" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.test/products/vm" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.example.test/og/products/vm.png" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Example Cloud: Virtual machines" });
    expect(example.OG_ALT_PREFIX).toBe("Example Cloud: ");
  });

  it("builds breadcrumbs from the given labels and home label", () => {
    expect(example.breadcrumbTrail({ path: "/products/vm", title: "Virtual machines" })).toEqual([
      { name: "Start", path: "/" },
      { name: "Products", path: "/products" },
      { name: "VMs", path: "/products/vm" },
    ]);
    expect(example.shortName({ path: "/other", title: "Other page" })).toBe("Other page");
  });
});

describe("preview cards in another language", () => {
  const arabic = createSeo({
    name: "Example Cloud",
    url: "https://www.example.test",
    homeLabel: "Start",
    locale: localeInfo("ar"),
    locales,
    labels: new Map(),
  });
  const ogImage = (meta: ReturnType<typeof arabic.seo>) =>
    meta.flatMap((tag) => ("property" in tag && tag.property === "og:image" ? [tag.content] : []));

  it("point a page at its language's card, under the language's prefix", () => {
    expect(ogImage(arabic.seo({ path: "/products/vm", title: "الأجهزة الافتراضية", description: "d" }))).toEqual([
      "https://www.example.test/ar/og/products/vm.png",
    ]);
    expect(ogImagePath("/", "fr")).toBe("/fr/og/home.png");
  });

  it("point a page shown in English (a post not translated yet) at the English card", () => {
    const post = { path: "/blog/a-post", title: "A post", description: "d", locales: ["en", "fr"] as const };
    expect(ogImage(arabic.seo(post))).toEqual(["https://www.example.test/og/blog/a-post.png"]);
    expect(arabic.ogImageUrl({ ...post, locales: ["en", "ar"] })).toBe("https://www.example.test/ar/og/blog/a-post.png");
  });
});

describe("pure helpers", () => {
  it("place the card under /og and report limits", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(seoProblems({ path: "x", title: "abc", description: "short" })).toHaveLength(3);
  });
});

describe("documentTitle: the <title> a search result shows", () => {
  it("adds the site's name where it fits: after the title, before it on the home page", () => {
    expect(documentTitle("Pricing", "Example Cloud")).toBe("Pricing | Example Cloud");
    expect(documentTitle("The cloud for Africa", "Example Cloud", true)).toBe("Example Cloud | The cloud for Africa");
  });
  it("leaves it out where the title names the site already", () => {
    expect(documentTitle("Example Cloud and your data", "Example Cloud")).toBe("Example Cloud and your data");
  });
  it(`keeps every title within ${SEO_LIMITS.title.max} characters, in any language`, () => {
    // With " | Example Cloud" (16 characters), the French would be 71 characters; the Arabic fits.
    const french = "Tests de charge avec k6 : trouver vos limites avant eux";
    const arabic = "اختبار الحمل باستخدام k6";
    expect(documentTitle(french, "Example Cloud")).toBe(french);
    expect(documentTitle(arabic, "Example Cloud")).toBe(`${arabic} | Example Cloud`);
    const edge = "x".repeat(SEO_LIMITS.title.max - " | Example Cloud".length);
    expect(documentTitle(edge, "Example Cloud")).toHaveLength(SEO_LIMITS.title.max);
    expect(documentTitle(`${edge}y`, "Example Cloud")).toBe(`${edge}y`);
    for (const title of [french, arabic, edge, "Pricing"])
      expect(documentTitle(title, "Example Cloud").length).toBeLessThanOrEqual(SEO_LIMITS.title.max);
  });
  it("gives the same title to the document and to its Open Graph card", () => {
    const long = "Managed Databases: MySQL, PostgreSQL, MongoDB, Redis";
    const meta = example.seo({ path: "/products/db", title: long, description: "d" });
    expect(meta).toContainEqual({ title: long });
    expect(meta).toContainEqual({ property: "og:title", content: long });
  });
});

describe("the card's alt text", () => {
  it("joins the site's name and the title as the page's language joins a label and its value", () => {
    const french = createSeo({
      name: "Example Cloud",
      url: "https://www.example.test",
      homeLabel: "Accueil",
      locale: localeInfo("fr"),
      locales,
      labels: new Map(),
    });
    expect(french.ogImageAlt("État des services")).toBe("Example Cloud\u202f: État des services");
    expect(example.ogImageAlt("Status")).toBe("Example Cloud: Status");
  });
});
