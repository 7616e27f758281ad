import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem } from "./route-paths.ts";

describe("linkProblem", () => {
  const paths = new Set(["/", "/contact", "/services/cloud-computing"]);
  it("accepts links to routes, in-page anchors and known contact queries", () => {
    expect(linkProblem("/services/cloud-computing", paths)).toBeUndefined();
    expect(linkProblem("#plans", paths)).toBeUndefined();
    expect(linkProblem("/contact?topic=sales", paths)).toBeUndefined();
    expect(linkProblem("/contact?intent=trial", paths)).toBeUndefined();
    expect(linkProblem("/contact?plan=db-starter", paths)).toBeUndefined();
  });
  it("flags empty links, unknown paths and contact queries the form does not understand", () => {
    expect(linkProblem("#", paths)).toMatch(/nowhere/);
    expect(linkProblem("", paths)).toMatch(/nowhere/);
    expect(linkProblem("/services/unknown", paths)).toMatch(/no route/);
    expect(linkProblem("/contact?topic=astrology", paths)).toMatch(/does not understand/);
    expect(linkProblem("/contact?plan=nope", paths)).toMatch(/does not understand/);
  });
});

describe("collectHrefs", () => {
  it("finds hrefs at any depth", () => {
    const content = { hero: { primary: { label: "A", href: "/a" } }, items: [{ link: { href: "/b" } }, { title: "no link" }] };
    expect(collectHrefs(content)).toEqual(["/a", "/b"]);
  });
});

describe("the site's pages", () => {
  it("have one price list page per currency of content/facts/currencies.yaml, in every language", async () => {
    const { sitePaths } = await import("./site-pages.ts");
    const { currencies, pricingPath } = await import("#app/content/pricing/currencies.ts");
    const paths = new Set(sitePaths);
    for (const currency of currencies.en) {
      expect(paths, currency.code).toContain(pricingPath(currency.code));
      expect(paths, currency.code).toContain(`/pt${pricingPath(currency.code)}`);
    }
    expect(paths).toContain("/pricing/aoa");
    expect(paths).toContain("/fr/pricing/xaf");
  });

  it("are each one path, with a template of app/routes, and each language has its 404 page", async () => {
    const { sitePages } = await import("./site-pages.ts");
    const { localeCodes, localePath } = await import("#app/lib/locales.ts");
    const paths = sitePages.map((page) => page.path);
    expect(paths.length).toBeGreaterThan(700);
    expect(new Set(paths).size).toBe(paths.length);
    for (const locale of localeCodes) expect(paths).toContain(localePath("/404", locale));
    const templates = new Set(sitePages.map((page) => page.template));
    for (const template of templates) expect(existsSync(new URL(`../routes/${template}`, import.meta.url)), template).toBe(true);
  });
});
