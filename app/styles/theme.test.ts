import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import postcss, { type AtRule, type Root } from "postcss";
import { describe, expect, it } from "vitest";

/**
 * app.css imports Tailwind with `theme(inline)`: a utility carries its value, not a variable. An
 * Arabic page's own line heights and letter spacing (`:root:lang(ar)`) only work on values that
 * stay variables, which app.css declares again in a plain `@theme`, with Tailwind's values.
 */
const appCss = postcss.parse(readFileSync(new URL("app.css", import.meta.url), "utf8"));
const tailwindTheme = postcss.parse(readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8"));

function declarations(root: Root, keep: (theme: AtRule) => boolean): Map<string, string> {
  const found = new Map<string, string>();
  root.walkAtRules("theme", (theme) => {
    if (keep(theme)) theme.walkDecls((declaration) => void found.set(declaration.prop, declaration.value));
  });
  return found;
}

const arabicOverrides: string[] = [];
appCss.walkRules(":root:lang(ar)", (rule) => rule.walkDecls((declaration) => void arabicOverrides.push(declaration.prop)));
const variables = declarations(appCss, (theme) => theme.params === "");
const tailwindValues = declarations(tailwindTheme, () => true);

describe("app.css theme variables that Arabic pages set", () => {
  it("are found", () => {
    expect(arabicOverrides).toContain("--text-3xl--line-height");
  });

  it.each(arabicOverrides)("%s stays a variable, with Tailwind's value", (name) => {
    expect(variables.get(name), `${name} is not declared in a plain @theme`).toBeDefined();
    expect(variables.get(name)).toBe(tailwindValues.get(name));
  });
});
