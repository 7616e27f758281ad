import { describe, expect, it } from "vitest";
import { linkProblem, routePaths } from "#app/site/route-paths.ts";
import routes from "#app/routes.ts";
import { companyLinks, footerColumns, headerActions, homeLink, legalLinks, navMenus } from "./navigation.ts";

describe("navigation", () => {
  const paths = new Set(routePaths(routes));
  const hrefs = [
    homeLink.href,
    ...navMenus.flatMap((menu) => [menu.overviewHref, ...menu.items.map((item) => item.href)]),
    ...companyLinks.map((link) => link.href),
    ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ...legalLinks.map((link) => link.href),
    ...Object.values(headerActions).map((action) => action.href),
  ];

  it("reads the route table", () => {
    expect(paths.has("/")).toBe(true);
    expect(hrefs.length).toBeGreaterThan(40);
  });

  it("links every header and footer item to a route in app/routes.ts", () => {
    expect(hrefs.map((href) => linkProblem(href, paths)).filter(Boolean)).toEqual([]);
  });

  it("has no duplicate links within a menu", () => {
    for (const menu of navMenus) {
      const menuHrefs = menu.items.map((item) => item.href);
      expect(new Set(menuHrefs).size, menu.id).toBe(menuHrefs.length);
    }
  });
});
