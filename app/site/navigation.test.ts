import { describe, expect, it } from "vitest";
import { linkProblem } from "#app/site/route-paths.ts";
import { sitePaths } from "#app/site/site-pages.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { companyLinks, footerColumns, headerActions, homeLink, legalLinks, navMenus } from "./navigation.ts";

describe.each(localeCodes)("navigation in %s", (locale) => {
  const paths = new Set(sitePaths);
  const hrefs = [
    homeLink(locale).href,
    ...navMenus(locale).flatMap((menu) => [menu.overviewHref, ...menu.items.map((item) => item.href)]),
    ...companyLinks(locale).map((link) => link.href),
    ...footerColumns(locale).flatMap((column) => column.links.map((link) => link.href)),
    ...legalLinks(locale).map((link) => link.href),
    ...Object.values(headerActions(locale)).map((action) => action.href),
  ];

  it("reads the route table", () => {
    expect(paths.has("/")).toBe(true);
    expect(hrefs.length).toBeGreaterThan(40);
  });

  it("links every header and footer item to a page of app/site/site-pages.ts", () => {
    expect(hrefs.map((href) => linkProblem(href, paths)).filter(Boolean)).toEqual([]);
  });

  it("has no duplicate links within a menu", () => {
    for (const menu of navMenus(locale)) {
      const menuHrefs = menu.items.map((item) => item.href);
      expect(new Set(menuHrefs).size, menu.id).toBe(menuHrefs.length);
    }
  });
});
