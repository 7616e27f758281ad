import { describe, expect, it } from "vitest";
import { routePaths } from "#app/content/route-paths.ts";
import routes from "#app/routes.ts";
import { familyLinks, familyPath, regionFamily, serviceFamily, solutionFamily, withFamily, type Family } from "./families.ts";

const family: Family = {
  label: "Things",
  base: "/things",
  pages: [
    { slug: "a", navLabel: "A" },
    { slug: "b", navLabel: "B", badge: "NEW" },
  ],
};

describe("withFamily", () => {
  it("gives each entry its page's label and badge, in the family's order", () => {
    const joined = withFamily(family, [
      { path: "/things/b", extra: 2 },
      { path: "/things/a", extra: 1 },
    ]);
    expect(joined).toEqual([
      { path: "/things/a", extra: 1, navLabel: "A" },
      { path: "/things/b", extra: 2, navLabel: "B", badge: "NEW" },
    ]);
  });

  it("fails on a page without an entry and on an entry without a page", () => {
    expect(() => withFamily(family, [{ path: "/things/a" }])).toThrow(
      "/things/b is listed in content/families.ts but has no content entry",
    );
    expect(() => withFamily(family, [{ path: "/things/a" }, { path: "/things/b" }, { path: "/things/c" }])).toThrow(
      "No page in content/families.ts for /things/c",
    );
  });
});

describe("families", () => {
  const paths = routePaths(routes);

  it.each([serviceFamily, solutionFamily, regionFamily].map((entry) => [entry.label, entry] as const))(
    "%s: the route table has the overview and exactly one route per page",
    (_label, entry) => {
      const routed = paths.filter((path) => path.startsWith(`${entry.base}/`));
      expect(routed).toEqual(entry.pages.map((page) => familyPath(entry, page)));
      expect(paths).toContain(entry.base);
    },
  );

  it("turn into menu links with their badges", () => {
    expect(familyLinks(family)).toEqual([
      { label: "A", href: "/things/a" },
      { label: "B", href: "/things/b", badge: "NEW" },
    ]);
  });
});
