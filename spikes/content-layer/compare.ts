/**
 * Spike (issue 45, item 3): does Astro's content layer, over today's files with today's schemas,
 * give the pages the same data as our reader (app/content/load.ts)? Run from the repository root:
 *   node spikes/content-layer/compare.ts
 * It copies content.config.ts into app/, runs `astro sync` with an empty store, compares every
 * entry of Astro's store with our reader's result for the same file, and removes the config.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { unflatten } from "devalue";
import { parse as parseYaml } from "yaml";
import { collections } from "../../app/content/collections.ts";
import { readYaml } from "../../app/content/load.ts";
import { withoutSourceHash } from "../../app/i18n/translation-source.ts";

const config = "app/content.config.ts";
copyFileSync(new URL("content.config.ts", import.meta.url), config);
try {
  rmSync("node_modules/.astro", { recursive: true, force: true });
  const started = performance.now();
  execFileSync("node_modules/.bin/astro", ["sync"], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`astro sync, empty store: ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(config);
}

type Entry = { id: string; filePath: string; data: unknown };
const store = unflatten(JSON.parse(readFileSync("node_modules/.astro/data-store.json", "utf8"))) as Map<string, Map<string, Entry>>;
let entries = 0;
const different: string[] = [];
for (const collection of collections) {
  for (const entry of store.get(collection.name)?.values() ?? []) {
    entries++;
    // A Markdown file's frontmatter, as our Markdown plugin parses it before its schema.
    const ours = entry.filePath.endsWith(".md")
      ? collection.schema.parse(withoutSourceHash(parseYaml(/^---\n([\s\S]*?)\n---/.exec(readFileSync(entry.filePath, "utf8"))?.[1] ?? "")))
      : readYaml(entry.filePath, collection.schema);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(entry.data)), JSON.parse(JSON.stringify(ours)))) different.push(entry.filePath);
  }
}
console.log(`${collections.length} collections, ${entries} entries in Astro's store, ${entries - different.length} equal to our reader's`);
for (const file of different) console.log(`  different: ${file}`);
