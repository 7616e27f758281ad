import { describe, expect, it } from "vitest";
import { shortClassNames, stylesheetClasses } from "./short-class-names.ts";

const stylesheet =
  ".flex{display:flex}.hover\\:bg-brand-50:hover{background:#eee}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}" +
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}" +
  "@keyframes spin{to{rotate:360deg}}@media (width>=48rem){.md\\:flex{display:flex}}";

describe("short class names", () => {
  it("collects every class a stylesheet's selectors name, unescaped, nested ones too, and no keyframe's", () => {
    expect(stylesheetClasses(stylesheet)).toEqual([
      "flex",
      "hover:bg-brand-50",
      "[&_svg]:size-4",
      "space-y-4",
      "group-hover:underline",
      "group",
      "md:flex",
    ]);
  });

  it("renames a class alike in the markup (entities decoded) and in the inline CSS, and leaves keyframes and unstyled classes alone", () => {
    const classNames = shortClassNames(stylesheet, {});
    const page =
      "<html><head><style>.\\[\\&_svg\\]\\:size-4 svg{width:1rem}@keyframes spin{to{rotate:360deg}}.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}</style></head>" +
      '<body><a class="group [&amp;_svg]:size-4 lucide"><span class="group-hover:underline">Go</span></a></body></html>';
    const names = classNames.names;
    const [svg, underline, group] = ["[&_svg]:size-4", "group-hover:underline", "group"].map((name) => names.get(name));
    expect(classNames.page(page, "test.html")).toBe(
      `<html><head><style>.${svg} svg{width:1rem}@keyframes spin{to{rotate:360deg}}.${underline}:is(:where(.${group}):hover *){text-decoration:underline}</style></head>` +
        `<body><a class="${group} ${svg} lucide"><span class="${underline}">Go</span></a></body></html>`,
    );
    expect(new Set(names.values()).size).toBe(names.size);
    for (const short of names.values()) expect(short).toMatch(/^[a-zA-Z][a-zA-Z0-9]?$/);
  });

  it("keeps, on a page with islands, the words of those islands' code, and gives no class a short name that is an island's word", () => {
    const classNames = shortClassNames(stylesheet, { "contact-form": ["flex", "a"], "cost-calculator": ["b"] });
    const md = classNames.names.get("md:flex");
    const flex = classNames.names.get("flex");
    expect([...classNames.names.values()]).not.toContain("a");
    expect([...classNames.names.values()]).not.toContain("b");
    const withForm =
      '<style>.flex{display:flex}.md\\:flex{display:flex}</style><div data-island="contact-form" class="flex md:flex"></div>';
    expect(classNames.page(withForm, "contact/index.html")).toBe(
      `<style>.flex{display:flex}.${md}{display:flex}</style><div data-island="contact-form" class="flex ${md}"></div>`,
    );
    const without = '<style>.flex{display:flex}</style><div class="flex"></div>';
    expect(classNames.page(without, "about-us/index.html")).toBe(`<style>.${flex}{display:flex}</style><div class="${flex}"></div>`);
    // The full stylesheet, as each set of islands' pages seen so far names its classes, for the tests.
    const full = classNames.fullStylesheets();
    expect(Object.keys(full).sort()).toEqual(["", "contact-form"]);
    expect(full["contact-form"]).toContain(".flex{display:flex}");
    expect(full[""]).toContain(`.${flex}{display:flex}`);
  });

  it("stops the build rather than give two classes one name when the short names run out", () => {
    const many = Array.from({ length: 3_300 }, (_, i) => `.class-${i}{order:${i}}`).join("");
    expect(() => shortClassNames(many, {})).toThrow("short class names needed");
  });

  it("stops the build when a page has an unrenamed class equal to a short name, which would take that class's rules", () => {
    const classNames = shortClassNames(stylesheet, {});
    const short = classNames.names.get("flex");
    expect(() => classNames.page(`<div class="${short}"></div>`, "about-us/index.html")).toThrow(`about-us/index.html: class "${short}"`);
  });
});
