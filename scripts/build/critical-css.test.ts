import { describe, expect, it } from "vitest";
import { classesOf, rulesThatCouldMatch, selectorClasses, selectorHook } from "./critical-css.ts";

// Selectors as Tailwind 4 and Lightning CSS write them in the built stylesheet.
describe("selectorHook: what an island's code must name for a rule to be inlined on its page", () => {
  it("is a selector's first class, unescaped", () => {
    expect(selectorHook(".md\\:flex")).toBe("md:flex");
    expect(selectorHook(".w-1\\.5")).toBe("w-1.5");
    expect(selectorHook(".aria-invalid\\:border-danger[aria-invalid=true]")).toBe("aria-invalid:border-danger");
    expect(selectorHook(".\\[\\&_svg\\]\\:size-4 svg")).toBe("[&_svg]:size-4");
    expect(selectorHook(":where(.space-y-2>:not(:last-child))")).toBe("space-y-2");
    // A leading digit is escaped as a code point and a space.
    expect(selectorHook(".\\32 xl\\:block")).toBe("2xl:block");
  });

  it("without a class, is the element or attribute the selector's last part names first", () => {
    expect(selectorHook("select")).toBe("select");
    expect(selectorHook("abbr:where([title])")).toBe("abbr");
    expect(selectorHook('html [data-sonner-toaster][data-sonner-theme="light"]')).toBe("data-sonner-toaster");
  });

  it("is nothing for a selector that names neither (kept by Beasties' own matching, or always)", () => {
    expect(selectorHook("*")).toBeUndefined();
    expect(selectorHook("::placeholder")).toBeUndefined();
  });
});

describe("the stylesheet narrowed to a page before Beasties matches it", () => {
  it("selectorClasses: the classes of a selector's compound parts, unescaped, not those inside a pseudo-class", () => {
    expect(selectorClasses(".md\\:flex")).toEqual(["md:flex"]);
    expect(selectorClasses(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
    expect(selectorClasses(".btn:not(.is-active)>svg")).toEqual(["btn"]);
    expect(selectorClasses(":where(.space-y-2>:not(:last-child))")).toEqual([]);
    expect(selectorClasses("[hidden]:where(:not([hidden=until-found]))")).toEqual([]);
  });

  it("classesOf: every class of the page's class attributes, entities decoded", () => {
    const html =
      '<div class="flex md:flex"><svg class="lucide [&amp;_svg]:size-4"></svg><p data-class="not-this">class="nor-this"</p></div>';
    expect([...classesOf(html)].sort()).toEqual(["[&_svg]:size-4", "flex", "lucide", "md:flex"]);
  });

  it("rulesThatCouldMatch: drops a rule only when every selector needs a class the page lacks and no allow rule keeps it, the rest byte for byte", () => {
    const css =
      "@layer base{h1{margin:0}}@layer utilities{.flex{display:flex}.grid{display:grid}.a .b,.c{color:red}.btn:not(.off){x:y}}" +
      "@media (min-width:48rem){.wide\\:grid{display:grid}}@keyframes spin{to{rotate:1turn}}.kept-by-allow{z:1}";
    const narrowed = rulesThatCouldMatch(css, new Set(["flex", "c", "btn"]), new Set([".kept-by-allow"]));
    expect(narrowed).toBe(
      "@layer base{h1{margin:0}}@layer utilities{.flex{display:flex}.a .b,.c{color:red}.btn:not(.off){x:y}}" +
        "@media (min-width:48rem){}@keyframes spin{to{rotate:1turn}}.kept-by-allow{z:1}",
    );
    expect(rulesThatCouldMatch(css, new Set(["flex", "grid", "a", "b", "c", "btn", "wide:grid"]), new Set())).toBe(
      css.replace(".kept-by-allow{z:1}", ""),
    );
  });
});
