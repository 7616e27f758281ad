import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PagePathProvider } from "#app/lib/page-module.ts";
import { describe, expect, it } from "vitest";
import { aboutPage } from "#app/content/about/page.ts";
import { regionHeroDiagram, serviceHeroDiagram, solutionHeroDiagram } from "#app/site/hero-visuals.ts";
import { homePage } from "#app/site/home.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { internationalOverview, regionPages } from "#app/site/region-pages.ts";
import { servicePages, servicesOverview } from "#app/site/services.ts";
import { solutionPages, solutionsOverview } from "#app/site/solutions.ts";
import { AboutTemplate } from "./about-template.tsx";
import { HomeTemplate } from "./home-template.tsx";
import { OverviewTemplate } from "./overview-template.tsx";
import { RegionTemplate } from "./region-template.tsx";
import { ServiceTemplate } from "./service-template.tsx";
import { SolutionTemplate } from "./solution-template.tsx";

function render(node: ReactNode): string {
  return renderToString(<PagePathProvider path="/">{node}</PagePathProvider>);
}

/** Problems a page's structure must not have: not exactly one h1, a skipped heading level, a link to nowhere. */
function structureProblems(html: string): string[] {
  const problems: string[] = [];
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`${levels.filter((level) => level === 1).length} h1 elements`);
  levels.forEach((level, i) => {
    const previous = levels[i - 1];
    if (previous !== undefined && level > previous + 1) problems.push(`h${level} after h${previous}`);
  });
  for (const match of html.matchAll(/href="([^"]*)"/g)) if (match[1] === "" || match[1] === "#") problems.push(`href="${match[1]}"`);
  if (/<button(?![^>]*type=)/.test(html)) problems.push("a button without a type");
  return problems;
}

/** The text of the page's h1, tags dropped and the ampersand decoded ("Media & Entertainment"). */
function h1Text(html: string): string {
  return (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").replace(/<[^>]*>/g, "").replaceAll("&amp;", "&");
}

/** Every "Learn More" link in the markup, with where it leads. */
function learnMoreHrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Learn More/g)].map((match) => match[1] ?? "");
}

describe("structureProblems", () => {
  it("flags a missing or second h1, a skipped level, an empty link and an untyped button", () => {
    expect(structureProblems("<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>")).toEqual([]);
    expect(structureProblems("<h2>B</h2>")).toEqual(["0 h1 elements"]);
    expect(structureProblems('<h1>A</h1><h3>C</h3><a href="#">x</a><button>y</button>')).toEqual([
      "h3 after h1",
      'href="#"',
      "a button without a type",
    ]);
  });
});

describe("templates rendered from the real content", () => {
  it.each(servicePages("en").map((service) => [service.path, service] as const))("%s is well structured", (_path, service) => {
    const html = render(<ServiceTemplate service={service} />);
    expect(structureProblems(html)).toEqual([]);
    expect(html).toContain(service.hero.heading);
  });

  it.each(solutionPages("en").map((solution) => [solution.path, solution] as const))(
    "%s is well structured, with a Learn More on every feature",
    (_path, solution) => {
      const html = render(<SolutionTemplate solution={solution} />);
      expect(structureProblems(html)).toEqual([]);
      const hrefs = learnMoreHrefs(html);
      for (const feature of solution.features.items) expect(hrefs).toContain(feature.link.href);
    },
  );

  it.each(regionPages("en").map((region) => [region.path, region] as const))("%s is well structured", (_path, region) => {
    expect(structureProblems(render(<RegionTemplate region={region} />))).toEqual([]);
  });

  it("renders the West Africa latency table with a caption and header cells", () => {
    const west = regionPages("en").find((region) => region.slug === "west-africa");
    const html = west ? render(<RegionTemplate region={west} />) : "";
    expect(html.replaceAll("<!-- -->", "")).toMatch(/<caption[^>]*>Network latency from Lagos<\/caption>/);
    expect(html.match(/<th scope="row"/g)).toHaveLength(5);
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
  });

  it.each([
    ...servicePages("en").map(
      (page) => [page.path, page.navLabel, render(<ServiceTemplate service={page} />), serviceHeroDiagram(page, "en")] as const,
    ),
    ...solutionPages("en").map(
      (page) => [page.path, page.navLabel, render(<SolutionTemplate solution={page} />), solutionHeroDiagram(page, "en")] as const,
    ),
    ...regionPages("en").map(
      (page) => [page.path, page.navLabel, render(<RegionTemplate region={page} />), regionHeroDiagram(page, "en")] as const,
    ),
  ])("%s: the h1 is the page's name, the tagline stays, and the hero shows its diagram", (_path, name, html, diagram) => {
    expect(h1Text(html)).toBe(name);
    expect(html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'")).toContain(diagram.caption);
    expect(html).toMatch(/<div aria-hidden="true"[^>]*>/);
  });

  it("names About Us in its h1, with its tagline under it", () => {
    const html = render(<AboutTemplate about={aboutPage.en} />);
    expect(h1Text(html)).toBe("About Us");
    expect(html.replaceAll("&#x27;", "'")).toContain(aboutPage.en.hero.heading);
  });

  it("renders the home page well structured, its sections in the spec's order", () => {
    const html = render(<HomeTemplate home={homePage("en")} />);
    expect(structureProblems(html)).toEqual([]);
    expect(h1Text(html).replaceAll("&#x27;", "'")).toBe(homePage("en").hero.title);
    const sectionIds = [...html.matchAll(/<section[^>]*?\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(sectionIds).toEqual(["services", "pricing", "regions", "africa-map", "testimonials", "get-started"]);
  });

  it("renders About Us and the three overviews well structured", () => {
    expect(structureProblems(render(<AboutTemplate about={aboutPage.en} />))).toEqual([]);
    expect(structureProblems(render(<OverviewTemplate seo={pageSeo.en.servicesOverview} overview={servicesOverview("en")} />))).toEqual([]);
    expect(structureProblems(render(<OverviewTemplate seo={pageSeo.en.solutionsOverview} overview={solutionsOverview("en")} />))).toEqual(
      [],
    );
    expect(
      structureProblems(render(<OverviewTemplate seo={pageSeo.en.internationalOverview} overview={internationalOverview("en")} />)),
    ).toEqual([]);
  });
});
