/**
 * A page step after "drop unread custom properties": a page's inline CSS keeps Tailwind's
 * fallback for its custom properties and drops the `@property` rules that register them.
 *
 * Tailwind 4 writes each of its variables twice: an `@property` rule (not inherited, with an
 * initial value) for browsers that support it, and a fallback for those that do not (Safari
 * before 16.4, Firefox before 128): `@layer properties { @supports (…those browsers…) {
 * *, :before, :after { --tw-…: <the same initial value>; … } } }`. Set on every element, the
 * fallback does what the registration does (no element inherits a value: each has its own), in
 * the lowest layer, so every utility that sets a variable still wins. What registration adds (a
 * typed value that can be animated) no rule of the site uses. So the fallback, without its
 * `@supports`, serves every browser, and the 25 to 44 `@property` rules a page carried, 140 to
 * 280 bytes of brotli of its first response (issue 16), go.
 *
 * The step checks that the fallback sets every registered property to its initial value (or
 * `initial` for one without): if a Tailwind upgrade broke that, the build stops.
 */
import postcss, { type AtRule, type Rule } from "postcss";

const STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The CSS with its `@property` rules dropped and the properties layer's fallback unconditional. */
export function withoutPropertyRegistrations(css: string): string {
  const root = postcss.parse(css);
  const registered = new Map<string, string>();
  root.walkAtRules("property", (rule) => {
    let initial = "initial";
    rule.walkDecls("initial-value", (declaration) => {
      initial = declaration.value.trim();
    });
    registered.set(rule.params.trim(), initial);
    rule.remove();
  });
  if (registered.size === 0) return css;
  const fallbacks: Rule[] = [];
  root.walkAtRules("layer", (layer: AtRule) => {
    if (layer.params !== "properties" || !layer.nodes) return;
    layer.each((child) => {
      if (child.type !== "atrule" || child.name !== "supports") return;
      child.each((rule) => {
        if (rule.type === "rule") fallbacks.push(rule);
      });
      child.replaceWith(child.nodes ?? []);
    });
  });
  const fallback = new Map<string, string>();
  for (const rule of fallbacks)
    rule.walkDecls((declaration) => {
      fallback.set(declaration.prop, declaration.value.trim());
    });
  for (const [name, initial] of registered) {
    const set = fallback.get(name);
    if (set === undefined || !sameValue(set, initial))
      throw new Error(
        `${name} is registered with initial value "${initial}" but Tailwind's fallback sets ${set === undefined ? "nothing" : `"${set}"`}`,
      );
  }
  return root.toString();
}

// A registered <length> of 0 is written `0`, its fallback `0px`.
const sameValue = (a: string, b: string) => a === b || (/^0(px)?$/.test(a) && /^0(px)?$/.test(b));

/** The page with its inline <style> elements rewritten. */
export function withoutPagePropertyRegistrations(html: string, memo: Map<string, string> = new Map()): string {
  return html.replace(STYLE, (_, css: string) => {
    let without = memo.get(css);
    if (without === undefined) memo.set(css, (without = withoutPropertyRegistrations(css)));
    return `<style>${without}</style>`;
  });
}
