import { describe, expect, it } from "vitest";
import { beastiesMatches, partsOf, rulesThatCouldMatch, selectorHook, selectorNeeds, type PageParts } from "./critical-css.ts";

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
  const page = (classes: string[], tags = ["html", "h1"], attributes: string[] = []): PageParts => ({
    classes: new Set(classes),
    tags: new Set(tags),
    attributes: new Set(attributes),
  });

  it("selectorNeeds: the classes, elements and attributes of a selector's compound parts, unescaped, not those inside a pseudo-class", () => {
    const classes = (selector: string) => selectorNeeds(selector).classes;
    expect(classes(".md\\:flex")).toEqual(["md:flex"]);
    expect(classes(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
    expect(classes(".btn:not(.is-active)>svg")).toEqual(["btn"]);
    expect(classes(":where(.space-y-2>:not(:last-child))")).toEqual([]);
    expect(selectorNeeds("[hidden]:where(:not([hidden=until-found]))")).toEqual({ classes: [], tags: [], attributes: ["hidden"] });
    expect(selectorNeeds('html [data-sonner-toaster][data-sonner-theme="light"]')).toEqual({
      classes: [],
      tags: ["html"],
      attributes: ["data-sonner-toaster", "data-sonner-theme"],
    });
    expect(selectorNeeds("SVG.lucide > Path")).toEqual({ classes: ["lucide"], tags: ["svg", "path"], attributes: [] });
    expect(selectorNeeds("*")).toEqual({ classes: [], tags: [], attributes: [] });
  });

  it("partsOf: a page's classes, and its elements and attributes from its tags, a closing bracket in a quoted value included", () => {
    const html =
      '<!DOCTYPE html><html lang="en"><body><DETAILS open><summary class="a b">x</summary></details>' +
      '<svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0"/></svg><p hidden title="a > b" data-x=\'1\'>sup? no more</p><input\ndisabled/></body></html>';
    const { classes, tags, attributes } = partsOf(html);
    expect([...classes].sort()).toEqual(["a", "b"]);
    expect([...tags].sort()).toEqual(["body", "details", "html", "input", "p", "path", "summary", "svg"]);
    for (const name of [
      "lang",
      "open",
      "class",
      "viewbox",
      "aria-hidden",
      "d",
      "hidden",
      "title",
      "data-x",
      "disabled",
      "data-beasties-container",
    ])
      expect(attributes, name).toContain(name);
    expect(tags, "words of text are not elements").not.toContain("sup");
    expect(attributes, "nor attributes").not.toContain("no");
  });

  it("partsOf: skips the text of scripts and styles, where lone quotes would hide the tags between them", () => {
    const html =
      "<html><head><style>a[title='x']{}</style><script>if(a<b)s='x</script></head>" +
      '<body><p class="after" title="t">x</p><script type="module">s=\'</script></body></html>';
    const { classes, tags, attributes } = partsOf(html);
    expect([...classes]).toEqual(["after"]);
    expect([...tags].sort()).toEqual(["body", "head", "html", "p", "script", "style"]);
    expect(attributes).toContain("title");
    expect(attributes).toContain("type");
  });

  it("partsOf: the classes of the page's class attributes, entities decoded, quoted either way", () => {
    const html =
      '<div class="flex md:flex"><svg class="lucide [&amp;_svg]:size-4"></svg><p data-class="not-this">class="nor-this"</p>' +
      "<b class='single'>x</b></div>";
    expect([...partsOf(html).classes].sort()).toEqual(["[&_svg]:size-4", "flex", "lucide", "md:flex", "single"]);
  });

  it("rulesThatCouldMatch: drops a rule only when every selector needs a class the page lacks and no allow rule keeps it, the rest byte for byte", () => {
    const css =
      "@layer base{h1{margin:0}}@layer utilities{.flex{display:flex}.grid{display:grid}.a .b,.c{color:red}.btn:not(.off){x:y}}" +
      "@media (min-width:48rem){.wide\\:grid{display:grid}}@keyframes spin{to{rotate:1turn}}.kept-by-allow{z:1}";
    const narrowed = rulesThatCouldMatch(css, page(["flex", "c", "btn"]), new Set([".kept-by-allow"]));
    expect(narrowed).toBe(
      "@layer base{h1{margin:0}}@layer utilities{.flex{display:flex}.a .b,.c{color:red}.btn:not(.off){x:y}}" +
        "@media (min-width:48rem){}@keyframes spin{to{rotate:1turn}}.kept-by-allow{z:1}",
    );
    expect(rulesThatCouldMatch(css, page(["flex", "grid", "a", "b", "c", "btn", "wide:grid"]), new Set())).toBe(
      css.replace(".kept-by-allow{z:1}", ""),
    );
  });

  it("rulesThatCouldMatch: drops a rule whose selectors each name an element or attribute the page lacks", () => {
    const css = "sup{v:1}abbr:where([title]){t:1}[dir=rtl] .x{r:1}.x{x:1}html [data-sonner-toaster]{s:1}";
    expect(rulesThatCouldMatch(css, page(["x"], ["html"], ["dir"]), new Set())).toBe("[dir=rtl] .x{r:1}.x{x:1}");
    expect(rulesThatCouldMatch(css, page(["x"], ["html", "abbr", "sup"], ["title", "data-sonner-toaster"]), new Set())).toBe(
      "sup{v:1}abbr:where([title]){t:1}.x{x:1}html [data-sonner-toaster]{s:1}",
    );
  });

  it("rulesThatCouldMatch: reads what a selector needs from the selector Beasties matches, pseudo-classes stripped its way", () => {
    // Beasties strips `:is(b) c:not(d)` whole (its pattern runs to the last parenthesis), and matches `a`:
    // a page with an a and no c keeps the rule, as Beasties does.
    expect(beastiesMatches("a:is(b) c:not(d)")).toBe("a");
    const css = "a:is(b) c:not(d){k:1}";
    expect(rulesThatCouldMatch(css, page([], ["a"]), new Set())).toBe(css);
    expect(rulesThatCouldMatch(css, page([], ["c"]), new Set())).toBe("");
  });
});
