import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { prerenderTargets, unservableExports } from "./prerender.ts";

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
