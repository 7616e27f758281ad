/**
 * The pipeline's step after the critical CSS (scripts/build/postbuild.ts): from a page's inline
 * <style>, the custom properties nothing on the page reads.
 *
 * Beasties keeps every `:root` theme variable and Tailwind's `@layer properties` fallback whole,
 * although a page reads about two thirds of them (the service page 111 of 178): the rest are
 * bytes that cost a second round trip (issue 16: each page's first response must fit in the
 * first flight, 14,600 bytes). A custom property that no `var()` reads has no effect on any
 * element, so dropping its declarations and its `@property` rule changes nothing on screen.
 * "Reads" are every `var(--name` in the remaining CSS (to a fixed point: `--color-brand-700`
 * reads `--color-emerald-700`), in the page's markup (style="" attributes) and in the site's
 * scripts: CSS a library injects at run time reads our declarations too (sonner's toasts read
 * `--success-text` and `--error-text`, which app.css sets for contrast).
 */
import postcss, { type Root } from "postcss";

const STYLE = /<style>([\s\S]*?)<\/style>/g;
const READ = /var\(\s*(--[\w-]+)/g;

function readsIn(text: string, into: Set<string>) {
  for (const [, name] of text.matchAll(READ)) if (name) into.add(name);
}

/** Drops declarations of and @property rules for custom properties nothing reads, and rules left empty. */
export function dropUnreadCustomProperties(css: string, markupReads: ReadonlySet<string>): string {
  const root: Root = postcss.parse(css);
  for (;;) {
    const reads = new Set(markupReads);
    root.walkDecls((declaration) => readsIn(declaration.value, reads));
    let dropped = 0;
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith("--") && !reads.has(declaration.prop)) {
        declaration.remove();
        dropped++;
      }
    });
    root.walkAtRules("property", (rule) => {
      if (!reads.has(rule.params.trim())) {
        rule.remove();
        dropped++;
      }
    });
    // Rules and blocks (@supports, @layer) that held only dropped declarations.
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        dropped++;
      }
    });
    if (dropped === 0) break;
  }
  // postcss writes back the source's own spacing: Beasties' compressed CSS stays compressed.
  return root.toString();
}

/** The custom properties these texts (the site's scripts) read with `var()`. */
export function customPropertiesRead(texts: Iterable<string>): Set<string> {
  const reads = new Set<string>();
  for (const text of texts) readsIn(text, reads);
  return reads;
}

/**
 * The page with the custom properties that neither it nor the scripts read dropped from its inline
 * <style> elements. `memo` keeps each result by its style and reads: the pages of one template, in
 * every language, mostly inline the same critical CSS.
 */
export function withoutUnreadCustomProperties(
  html: string,
  scriptReads: ReadonlySet<string> = new Set(),
  memo: Map<string, string> = new Map(),
): string {
  const markupReads = new Set(scriptReads);
  readsIn(html.replace(STYLE, ""), markupReads);
  const readsKey = [...markupReads].sort().join(" ");
  return html.replace(STYLE, (_, css: string) => {
    const key = `${readsKey}\0${css}`;
    let kept = memo.get(key);
    if (kept === undefined) memo.set(key, (kept = dropUnreadCustomProperties(css, markupReads)));
    return `<style>${kept}</style>`;
  });
}
