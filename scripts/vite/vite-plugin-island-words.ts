import { relative, resolve } from "node:path";
import type { Plugin } from "vite";

/** Where islandWords() writes the words each island's code can put in a class attribute. */
export const ISLAND_WORDS_FILE = ".vite/island-words.json";

/**
 * The words of each island's code (its modules and the modules they import, at once or on use), as
 * bundled: every class name and element it can render is among them. The
 * critical-CSS step (scripts/build/critical-css.ts) inlines, on a page with islands, the stylesheet's
 * rules for those classes, so what an island shows after hydration (an open list, an error, a
 * result) is styled without the page loading a stylesheet.
 */
export function islandWords(): Plugin {
  const root = resolve(import.meta.dirname, "..", "..");
  return {
    name: "baobab:island-words",
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output]] : [])));
      const words: Record<string, string[]> = {};
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const found = new Set<string>();
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunks.get(file);
          if (!chunk || seen.has(file)) return;
          seen.add(file);
          for (const [id, module] of Object.entries(chunk.modules)) {
            const library = id.includes("/node_modules/") || (id.startsWith("/") && relative(root, id).startsWith(".."));
            // Class names and element names sit in string literals, separated by spaces: split on
            // white space and quotes. Of a library's code, only the data- attributes it renders,
            // which our CSS may style (sonner's data-sonner-toaster).
            for (const word of (module.code ?? "").split(/[\s"'`]+/))
              if (word.length > 0 && word.length <= 120 && (!library || /^data-[a-z-]+$/.test(word))) found.add(word);
          }
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        };
        visit(entry.fileName);
        words[entry.name] = [...found].sort();
      }
      this.emitFile({ type: "asset", fileName: ISLAND_WORDS_FILE, source: JSON.stringify(words) });
    },
  };
}
