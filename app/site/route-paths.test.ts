import { index, prefix, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { collectHrefs, linkProblem, routePaths } from "./route-paths.ts";

describe("routePaths", () => {
  it("lists the index as / and every path with a leading slash, without the catch-all", () => {
    const table = [index("a.tsx"), route("about-us", "b.tsx"), route("docs", "c.tsx", [route("intro", "d.tsx")]), route("*", "e.tsx")];
    expect(routePaths(table)).toEqual(["/", "/about-us", "/docs", "/docs/intro"]);
  });

  it("lists a language's table under its prefix, its index as /fr/ (as links name it), without its catch-all", () => {
    const table = prefix("fr", [index("a.tsx"), route("about-us", "b.tsx"), route("*", "e.tsx")]);
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

describe("the route table's ranking", () => {
  it("matches every page with a route of its own language (English ones at the root, others under their code or :lang)", async () => {
    const { matchRoutes } = await import("react-router");
    const { default: table } = await import("../routes.ts");
    const { splitLocalePath, SOURCE_LOCALE } = await import("#app/lib/locales.ts");
    const routes = table as Parameters<typeof matchRoutes>[0];
    const pages = [...new Set([...routePaths(table), "/404", "/fr/404"])];
    expect(pages.length).toBeGreaterThan(700);
    const wrong = pages.flatMap((path) => {
      const id = matchRoutes(routes, path)?.at(-1)?.route.id ?? "no route";
      const { locale } = splitLocalePath(path);
      const expected = locale === SOURCE_LOCALE ? ["en:"] : [`${locale}:`, "lang:"];
      return expected.some((group) => id.startsWith(group)) ? [] : [`${path} → ${id}`];
    });
    expect(wrong).toEqual([]);
    // The trap the per-language home and catch-all routes avoid: /404 is English's catch-all.
    expect(matchRoutes(routes, "/404")?.at(-1)?.route.id).toBe("en:*");
  });
});
