import { describe, expect, it } from "vitest";
import { adHocRoutes, plainHtml } from "./lighthouse.ts";

describe("plainHtml, the reference page Lighthouse measures ours against", () => {
  const page =
    '<html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml">' +
    '<link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/a.js">' +
    '<style>p{color:red}</style><script src="/assets/a.js"></script></head>' +
    '<body><p class="x" style="color:blue">Text</p></body></html>';

  it("keeps the content and the page's icon, so both pages make the same requests for it", () => {
    expect(plainHtml(page)).toBe(
      '<html><head><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml">' +
        "</head><body><p>Text</p></body></html>",
    );
  });
});

describe("adHocRoutes, the pages LIGHTHOUSE_PATHS adds", () => {
  const pages: Record<string, string> = {
    "/legal/sla": '<main><div data-island="sla-credit-calculator" data-island-src="/assets/x.js"></div></main>',
    "/security": "<main><p>data-island is only a word here</p></main>",
  };
  it("names each route by its path and judges its kind by whether the built page has an island", () => {
    expect(adHocRoutes(" /legal/sla, /security ,", (path) => pages[path] ?? "")).toEqual([
      { name: "/legal/sla", path: "/legal/sla", kind: "interactive" },
      { name: "/security", path: "/security", kind: "content" },
    ]);
  });
  it("adds nothing when the setting is absent or names no path", () => {
    expect(adHocRoutes(undefined, () => "")).toEqual([]);
    expect(adHocRoutes("none", () => "")).toEqual([]);
  });
});
