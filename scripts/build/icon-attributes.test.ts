import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ArrowRight } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LUCIDE_DEFAULT_ATTRIBUTES, withoutIconAttributes } from "./icon-attributes.ts";

const icon = renderToStaticMarkup(createElement(ArrowRight, { className: "size-4", "aria-hidden": true }));

describe("lucide's icon attributes", () => {
  it("are the ones lucide-react writes (if this fails after an upgrade, the step drops nothing)", () => {
    expect(icon.startsWith(`<svg${LUCIDE_DEFAULT_ATTRIBUTES}`)).toBe(true);
  });

  it("leave the page, but for the size and the viewBox", () => {
    const page = withoutIconAttributes(`<p>${icon}${icon}</p>`);
    expect(page).not.toMatch(/xmlns|fill=|stroke/);
    expect(page.match(/<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-4" aria-hidden="true">/g)).toHaveLength(2);
  });

  it("leave the page with the icon's name, which no rule styles, and keep its other classes", () => {
    expect(icon).toContain(" lucide-arrow-right");
    const bare = renderToStaticMarkup(createElement(ArrowRight, { "aria-hidden": true }));
    expect(withoutIconAttributes(`${icon}${bare}`)).not.toMatch(/lucide-/);
    expect(withoutIconAttributes(bare)).toMatch(/ class="lucide" aria-hidden="true">/);
    const css = readFileSync(resolve(import.meta.dirname, "..", "..", "app", "styles", "app.css"), "utf8");
    expect(css).not.toMatch(/\.lucide-/);
  });

  it("are set, with the same values, by app.css's .lucide rule", () => {
    const css = readFileSync(resolve(import.meta.dirname, "..", "..", "app", "styles", "app.css"), "utf8");
    const rule = /\n {2}\.lucide:not\(\[stroke\]\) \{([^}]*)\}/.exec(css)?.[1] ?? "";
    const declared = Object.fromEntries(
      rule.split(";").flatMap((line) => (line.includes(":") ? [line.split(":").map((part) => part.trim())] : [])),
    );
    const dropped = Object.fromEntries(
      [...LUCIDE_DEFAULT_ATTRIBUTES.matchAll(/ (fill|stroke[a-z-]*)="([^"]+)"/g)].map(([, name = "", value = ""]) => [name, value]),
    );
    expect(Object.keys(dropped)).toHaveLength(5);
    expect(declared).toEqual(dropped);
  });

  it("stay on an icon that is not drawn with the defaults", () => {
    const thin = renderToStaticMarkup(createElement(ArrowRight, { strokeWidth: 1.5 }));
    expect(withoutIconAttributes(thin)).toBe(thin);
  });
});
