import { describe, expect, it } from "vitest";
import { sitePaths } from "#app/site/site-pages.ts";
import { familyLinks, familyPages, regionFamily, serviceFamily, solutionFamily } from "./families.ts";
import { navMenus } from "./navigation.ts";
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";
import { localeCodes, localePath } from "#app/lib/locales.ts";
import { LATENCY_PAGE_PATH } from "#app/content/latency/loader.ts";

const things = { label: "Things", base: "/things" } as const;

describe("familyPages", () => {
  it("gives each entry its path from the family's base and its slug, in the entries' order", () => {
    const pages = familyPages(things, [
      { slug: "b", navLabel: "B", badge: "NEW", extra: 2 },
      { slug: "a", navLabel: "A", extra: 1 },
    ]);
    expect(pages).toEqual([
      { slug: "b", navLabel: "B", badge: "NEW", extra: 2, path: "/things/b" },
      { slug: "a", navLabel: "A", extra: 1, path: "/things/a" },
    ]);
  });

  it("fails on two entries with one slug", () => {
    expect(() =>
      familyPages(things, [
        { slug: "a", navLabel: "A" },
        { slug: "a", navLabel: "A again" },
      ]),
    ).toThrow("/things/a has two content entries");
  });

  it("turn into menu links with their badges", () => {
    expect(
      familyLinks(
        familyPages(things, [
          { slug: "a", navLabel: "A" },
          { slug: "b", navLabel: "B", badge: "NEW" },
        ]),
      ),
    ).toEqual([
      { label: "A", href: "/things/a" },
      { label: "B", href: "/things/b", badge: "NEW" },
    ]);
  });
});

describe("the site's families", () => {
  const paths = sitePaths;
  const families = [
    [serviceFamily, servicePages, "services"],
    [solutionFamily, solutionPages, "solutions"],
    [regionFamily, regionPages, "international"],
  ] as const;

  it.each(families.map(([family, pages, menu]) => [family("en").base, family, pages, menu] as const))(
    "%s: one route per content entry, the overview, and one menu item per entry, all from the entries, in every language",
    (_base, familyIn, pagesIn, menu) => {
      for (const locale of localeCodes) {
        const family = familyIn(locale);
        const pages = pagesIn(locale);
        expect(
          // The latency test lives among the region pages but is a tool, not a content entry.
          paths.filter((path) => path.startsWith(localePath(`${family.base}/`, locale)) && path !== localePath(LATENCY_PAGE_PATH, locale)),
          locale,
        ).toEqual(pages.map((page) => localePath(page.path, locale)));
        expect(paths).toContain(localePath(family.base, locale));
        const navMenu = navMenus(locale).find((candidate) => candidate.id === menu);
        expect(
          navMenu?.items.map((item) => item.href),
          locale,
        ).toEqual(pages.map((page) => page.path));
        expect(navMenu?.label, locale).toBe(family.label);
      }
    },
  );
});
