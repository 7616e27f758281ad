import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "./route-paths.ts";

describe("routePaths", () => {
  it("lists the index as / and every path with a leading slash, without the catch-all", () => {
    const table = [{ index: true }, { path: "about-us" }, { path: "docs", children: [{ path: "intro" }] }, { path: "*" }];
    expect(routePaths(table)).toEqual(["/", "/about-us", "/docs", "/docs/intro"]);
  });

  it("lists a language's table under its prefix, its index as /fr/ (as links name it), without its catch-all", () => {
    const table = [{ index: true, path: "fr" }, { path: "fr/about-us" }, { path: "fr/*" }];
    expect(routePaths(table)).toEqual(["/fr/", "/fr/about-us"]);
  });
});

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

describe("the route table", () => {
  it("has one price list page per currency of content/facts/currencies.yaml, in every language", async () => {
    const { default: table } = await import("../routes.ts");
    const { currencies, pricingPath } = await import("#app/content/currencies.ts");
    const paths = new Set(routePaths(table));
    for (const currency of currencies.en) {
      expect(paths, currency.code).toContain(pricingPath(currency.code));
      expect(paths, currency.code).toContain(`/pt${pricingPath(currency.code)}`);
    }
    expect(paths).toContain("/pricing/aoa");
    expect(paths).toContain("/fr/pricing/xaf");
  });
});
