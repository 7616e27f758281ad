import { describe, expect, it } from "vitest";
import { selectorHook } from "./critical-css.ts";

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
