import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { prerenderTargets, routeMatcher, unservableExports } from "./prerender.ts";

const Page = () => null;
/** A server build's routes, as React Router's compiler writes them: root, a home page, a page, a family and a feed. */
const routes = {
  root: { id: "root", path: "", module: { default: Page, ErrorBoundary: Page } },
  "en:/": { id: "en:/", parentId: "root", index: true, module: { default: Page, loader: () => null } },
  "en:about-us": { id: "en:about-us", parentId: "root", path: "about-us", module: { default: Page } },
  "lang:services/:slug": { id: "lang:services/:slug", parentId: "root", path: ":lang/services/:slug", module: { default: Page } },
  "en:status/feed.atom": { id: "en:status/feed.atom", parentId: "root", path: "status/feed.atom", module: { loader: () => null } },
  "en:*": { id: "en:*", parentId: "root", path: "*", module: { default: Page } },
} as unknown as ServerBuild["routes"];

describe("prerenderTargets", () => {
  it("writes a page to its folder's index.html and a resource route (no component) to its own path", () => {
    expect(prerenderTargets({ routes }, ["/", "/about-us", "/fr/services/compute", "/status/feed.atom", "/404"])).toEqual([
      { path: "/", resource: false, file: "index.html" },
      { path: "/about-us", resource: false, file: "about-us/index.html" },
      { path: "/fr/services/compute", resource: false, file: "fr/services/compute/index.html" },
      { path: "/status/feed.atom", resource: true, file: "status/feed.atom" },
      { path: "/404", resource: false, file: "404/index.html" },
    ]);
  });

  it("refuses a route pattern given as a page, and a path no route matches", () => {
    expect(() => prerenderTargets({ routes }, ["/:lang/services/:slug"])).toThrow(/route pattern, not a page/);
    const withoutCatchAll = Object.fromEntries(Object.entries(routes).filter(([id]) => id !== "en:*"));
    expect(() => prerenderTargets({ routes: withoutCatchAll }, ["/pricing"])).toThrow(/no route matches \/pricing/);
  });
});

describe("routeMatcher", () => {
  // The shapes app/routes.ts gives React Router: English at the root, a language's own home (an
  // index route with the language as its path) and catch-all, the other languages' shared routes
  // under ":lang", families, files with a dot, a page with children.
  const tree: RouteObject[] = [
    {
      id: "root",
      path: "",
      children: [
        { id: "en:/", index: true },
        { id: "fr:/", path: "fr", index: true },
        { id: "fr:*", path: "fr/*" },
        { id: "en:pricing", path: "pricing" },
        { id: "en:pricing/:currency", path: "pricing/:currency" },
        { id: "lang:pricing/:currency", path: ":lang/pricing/:currency" },
        { id: "en:services/:slug", path: "services/:slug" },
        { id: "lang:services/:slug", path: ":lang/services/:slug" },
        { id: "en:status/feed.atom", path: "status/feed.atom" },
        { id: "en:status/:region/feed.atom", path: "status/:region/feed.atom" },
        { id: "en:legal", path: "legal", children: [{ id: "en:legal/sla", path: "sla" }] },
        { id: "en:docs/:page?", path: "docs/:page?" },
        { id: "en:*", path: "*" },
      ],
    },
  ];
  const paths = [
    "/",
    "/fr",
    "/fr/",
    "/FR/",
    "/fr/nothing/here",
    "/pricing",
    "/Pricing/NGN",
    "/fr/pricing/ngn",
    "/services/compute/",
    "/fr/services/compute",
    "/status/feed.atom",
    "/status/lagos/feed.atom",
    "/legal/sla",
    "/docs",
    "/docs/api",
    "/404",
    "/a/b/c/d",
    "/caf%C3%A9",
  ];
  const ids = (matches: ReturnType<typeof matchRoutes>) =>
    matches?.map(({ route, params, pathname }) => ({ id: route.id, params, pathname }));

  it("finds what matchRoutes finds in the whole table, for pages, other cases and paths no page has", () => {
    const match = routeMatcher(tree);
    for (const path of paths) expect(ids(match(path)), path).toEqual(ids(matchRoutes(tree, path)));
    // The table's shapes are each reached: a language's home is its own route, not its catch-all.
    expect(match("/fr/")?.at(-1)?.route.id).toBe("fr:/");
    expect(match("/fr/nothing/here")?.at(-1)?.route.id).toBe("fr:*");
    expect(match("/FR/pricing/NGN")?.at(-1)?.route.id).toBe("lang:pricing/:currency");
    expect(match("/legal/sla")?.at(-1)?.route.id).toBe("en:legal/sla");
    expect(match("/docs/api")?.at(-1)?.route.id).toBe("en:docs/:page?");
  });
});

describe("unservableExports", () => {
  it("names a route exporting an action or headers, which no prerendered page can run", () => {
    expect(unservableExports({ routes })).toEqual([]);
    const withAction = {
      ...routes,
      "en:contact": { id: "en:contact", path: "contact", module: { default: Page, action: () => null, headers: {} } },
    };
    expect(unservableExports({ routes: withAction as unknown as ServerBuild["routes"] })).toEqual([
      "en:contact exports action",
      "en:contact exports headers",
    ]);
  });
});
