/**
 * The React Router route table's own check (app/routes.ts): which route React Router matches for
 * each page. It goes with the table; the paths the content links to are checked by route-paths.ts.
 */
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { splitLocalePath, SOURCE_LOCALE } from "#app/lib/locales.ts";
import { routePaths } from "#app/site/route-paths.ts";
import table from "./routes.ts";

describe("the route table's ranking", () => {
  it("matches every page with a route of its own language (English ones at the root, others under their code or :lang)", () => {
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
