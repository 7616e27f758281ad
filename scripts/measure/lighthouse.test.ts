import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ISLANDS_JS_BUDGET_BYTES, MEASURE_SCRIPT_BROTLI_BUDGET_BYTES } from "./page-weight.ts";
import {
  adHocRoutes,
  budgetMisses,
  HOME_LCP_RATIO_CEILING,
  isHomePage,
  plainHtml,
  scriptWeight,
  type Figures,
  type ScriptWeight,
} from "./lighthouse.ts";

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

describe("budgetMisses, what a route's figures miss of the project's budgets", () => {
  const contact = { name: "contact", path: "/contact", kind: "interactive" } as const;
  const service = { name: "service", path: "/services/cloud-computing", kind: "content" } as const;
  const plain: Figures = { performance: 100, lcpMs: 1000, tbtMs: 0, cls: 0, scriptKb: 0, transferKb: 10 };
  const page = (lcpMs: number, scriptKb = 90): Figures => ({ ...plain, lcpMs, scriptKb, transferKb: 20 });
  const weight = (islandsJsBytes: number, measureScriptBrotliBytes = 2_900): ScriptWeight => ({ islandsJsBytes, measureScriptBrotliBytes });

  it("counts the islands' script as page-weight.spec.ts does, the measurement script apart", () => {
    // Lighthouse saw 91.8 KB of script on /contact: the islands within 90 KB gzip, and the measurement script.
    expect(budgetMisses(contact, page(1000, 91.8), plain, weight(ISLANDS_JS_BUDGET_BYTES))).toEqual([]);
    expect(budgetMisses(contact, page(1000, 91.8), plain, weight(ISLANDS_JS_BUDGET_BYTES + 1))).toEqual([
      `islands' script ${ISLANDS_JS_BUDGET_BYTES + 1} B gzip > ${ISLANDS_JS_BUDGET_BYTES} B`,
    ]);
  });

  it("holds a content page to no island's script, and every page's measurement script to its own budget", () => {
    expect(budgetMisses(service, page(1000, 3.9), plain, weight(0))).toEqual([]);
    expect(budgetMisses(service, page(1000, 3.9), plain, weight(1_200))).toEqual(["islands' script 1200 B gzip > 0 B"]);
    expect(budgetMisses(service, page(1000, 3.9), plain, weight(0, MEASURE_SCRIPT_BROTLI_BUDGET_BYTES))).toEqual([]);
    expect(budgetMisses(service, page(1000, 3.9), plain, weight(0, MEASURE_SCRIPT_BROTLI_BUDGET_BYTES + 1))).toEqual([
      `measurement script ${MEASURE_SCRIPT_BROTLI_BUDGET_BYTES + 1} B brotli > ${MEASURE_SCRIPT_BROTLI_BUDGET_BYTES} B`,
    ]);
  });

  it("holds a page's LCP within 1.05× of its plain HTML", () => {
    expect(budgetMisses(contact, page(1050), plain, weight(80_000))).toEqual([]);
    expect(budgetMisses(contact, page(1060), plain, weight(80_000))).toEqual(["LCP 1.06× plain HTML > 1.05×"]);
    expect(
      budgetMisses({ name: "contact (pt)", path: "/pt/contact", kind: "interactive" }, page(1060), plain, weight(80_000)),
    ).toHaveLength(1);
  });

  it("holds the home page of every language to its ceiling as measured, and no further", () => {
    const plainHome = { ...plain, lcpMs: 800 };
    const atCeiling = Math.floor(plainHome.lcpMs * HOME_LCP_RATIO_CEILING);
    const over = atCeiling + 16;
    for (const path of ["/", "/ar/", "/fr", "/pt/"]) {
      const home = { name: path, path, kind: "interactive" } as const;
      expect(budgetMisses(home, page(atCeiling), plainHome, weight(80_000)), path).toEqual([]);
      expect(budgetMisses(home, page(over), plainHome, weight(80_000)), path).toEqual([
        `LCP ${(over / plainHome.lcpMs).toFixed(2)}× plain HTML > ${HOME_LCP_RATIO_CEILING}× (home page)`,
      ]);
    }
    // Any other page at the home pages' ratio misses.
    expect(budgetMisses(contact, page(atCeiling), plainHome, weight(80_000))).toHaveLength(1);
  });

  it("knows a home page by its path in any language", () => {
    expect(["/", "/ar/", "/ar", "/fr/", "/pt"].every(isHomePage)).toBe(true);
    expect(["/contact", "/ar/contact", "/no-such-page", "/resources/blog"].some(isHomePage)).toBe(false);
  });
});

describe("scriptWeight, a route's scripts weighed from the build as page-weight.spec.ts weighs them", () => {
  const build = mkdtempSync(join(tmpdir(), "lighthouse-weight-"));
  const clientDir = join(build, "client");
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "assets/contact-form.js": `import "./react.js";export default function f(){return ${JSON.stringify("form ".repeat(200))}}`,
    "assets/react.js": `export const react = ${JSON.stringify("react dom ".repeat(500))};`,
    "assets/schemas.js": `export const schemas = ${JSON.stringify("zod ".repeat(300))};`,
    "assets/field-data.js": `export const measure = ${JSON.stringify("web vitals ".repeat(100))};`,
  };
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  mkdirSync(join(clientDir, "contact"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(clientDir, file), text);
  // The loader, which imports the islands' modules and then the measurement script.
  const loader = '<script data-measure="/assets/field-data.js">/* loader */</script>';
  writeFileSync(
    join(clientDir, "contact", "index.html"),
    `<div data-island="contact-form" data-island-src="/assets/contact-form.js"></div>${loader}`,
  );
  writeFileSync(join(clientDir, "404.html"), `<main>Not found</main>${loader}`);
  writeFileSync(
    join(build, "islands-manifest.json"),
    JSON.stringify({
      "virtual:island/contact-form": {
        file: "assets/contact-form.js",
        name: "contact-form",
        isEntry: true,
        imports: ["_react.js"],
        dynamicImports: ["app/forms/schemas.ts"],
      },
      "_react.js": { file: "assets/react.js" },
      "app/forms/schemas.ts": { file: "assets/schemas.js" },
      "app/field-data/measure.ts": { file: "assets/field-data.js", name: "field-data", isEntry: true },
    }),
  );
  const gzip = (file: string) => gzipSync(files[file] ?? "", { level: 9 }).byteLength;
  const brotli = brotliCompressSync(files["assets/field-data.js"] ?? "", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

  it("counts an island's module and the chunks it imports, not what it loads on use nor the measurement script", () => {
    expect(scriptWeight(clientDir, "/contact")).toEqual({
      islandsJsBytes: gzip("assets/contact-form.js") + gzip("assets/react.js"),
      measureScriptBrotliBytes: brotli,
    });
  });

  it("finds no island's script on a page without islands (an unknown path answers the 404 page)", () => {
    expect(scriptWeight(clientDir, "/no-such-page")).toEqual({ islandsJsBytes: 0, measureScriptBrotliBytes: brotli });
  });
});
