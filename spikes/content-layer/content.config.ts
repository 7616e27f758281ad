// Spike (issue 45 item 3): every collection of the registry as an Astro content collection.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { dirname, basename } from "node:path";
import { z } from "zod";
import { collections as registry } from "./content/collections.ts";
import { withoutSourceHash } from "./i18n/translation-source.ts";

function loaderOf(c: (typeof registry)[number]) {
  if (c.kind === "folder")
    return glob({ base: c.folder, pattern: c.localized ? `*/*.${c.extension}` : `*.${c.extension}`, generateId: ({ entry }) => entry });
  const [before, after] = c.path.split("{locale}");
  if (after === undefined) return glob({ base: dirname(c.path), pattern: basename(c.path) });
  return glob({ base: before, pattern: `*${after}` });
}

export const collections = Object.fromEntries(
  registry.map((c) => [
    c.name,
    defineCollection({ loader: loaderOf(c), schema: z.preprocess((d) => withoutSourceHash(datesAsText(d)), c.schema) }),
  ]),
);

// Astro reads frontmatter as YAML 1.1 (a date becomes a Date); our schemas take YAML 1.2's text.
function datesAsText(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
}
