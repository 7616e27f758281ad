/**
 * A page step: an island's props that are more than a few hundred characters move out of the
 * page into a file of their own, `assets/props/<island>-<hash>.json`, and the container names it
 * (`data-island-props-src`) instead of carrying them (`data-island-props`).
 *
 * Why: props are read only when the island hydrates, after the page has painted, yet inline they
 * weigh on the first response, which should fit in a connection's first flight (issue 16). The
 * newsletter form's words are about 0.8 KB brotli on a hundred pages, the pricing calculator's
 * plans and prices 1.6 KB. In a file they download beside the island's module (the loader
 * preloads both), and the file is named by its content: the same words on every English page are
 * one file, cached once. Small props stay inline, where they cost less than a request.
 *
 * The step runs right after "link islands", on React's own serialization of the attribute.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { decodeAttribute } from "./attribute-text.ts";

/** Props of fewer characters stay in the page: a request costs more than their bytes. */
export const MIN_PROPS_FILE_CHARS = 256;
export const PROPS_DIR = "assets/props";

/** The step for a build's client directory; it writes each distinct props file once. */
export function islandPropsFiles(clientDir: string) {
  const written = new Map<string, Promise<void>>();
  return async (html: string): Promise<string> => {
    const writes: Promise<void>[] = [];
    const page = html.replace(
      /( data-island="([a-z0-9-]+)"[^>]*?) data-island-props="([^"]*)"/g,
      (container, start: string, island: string, escaped: string) => {
        const json = decodeAttribute(escaped);
        if (json.length < MIN_PROPS_FILE_CHARS) return container;
        JSON.parse(json); // a props file the island cannot read would leave it never hydrating
        const file = `${PROPS_DIR}/${island}-${createHash("sha256").update(json).digest("hex").slice(0, 10)}.json`;
        let write = written.get(file);
        if (!write) {
          write = mkdir(join(clientDir, PROPS_DIR), { recursive: true }).then(() => writeFile(join(clientDir, file), json));
          written.set(file, write);
        }
        writes.push(write);
        return `${start} data-island-props-src="/${file}"`;
      },
    );
    await Promise.all(writes);
    return page;
  };
}
