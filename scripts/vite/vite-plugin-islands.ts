/**
 * Islands by file convention (app/islands/README.md): every `app/**\/<name>.island.tsx` is an
 * island called `<name>`, whose default export is the component that hydrates.
 *
 * - `virtual:island/<name>` is the island's browser module: it imports the component and
 *   hydrates every container of that island on the page (app/islands/hydrate.tsx). The islands
 *   build (vite.islands.config.ts) bundles one per island; the dev server serves them as they are.
 * - An island with a script beside it (`<name>.island-script.ts`) is not hydrated: its browser
 *   module imports only that script and runs its `mount` on each container (app/islands/mount.ts),
 *   so the page loads no React (the search page: its budget has no room for React DOM).
 * - app/islands/island-names.ts, the typed list of names `<Island>` accepts, is rewritten from
 *   the files whenever Vite starts (dev, build, Vitest), so a typo in a name is a type error and
 *   a new island file needs no list kept by hand (app/islands/island-names.test.ts checks it).
 */
import { existsSync, globSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";

export const ISLAND_SUFFIX = ".island.tsx";
/** Beside an island, its browser side when it runs without React (app/islands/README.md). */
export const ISLAND_SCRIPT_SUFFIX = ".island-script.ts";
const VIRTUAL_PREFIX = "virtual:island/";
const root = resolve(import.meta.dirname, "..", "..");
const appDir = join(root, "app");
export const ISLAND_NAMES_FILE = join(appDir, "islands", "island-names.ts");

/** Island name → its file (absolute), from the *.island.tsx files under app/. */
export function islandFiles(dir: string = appDir): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of globSync(`**/*${ISLAND_SUFFIX}`, { cwd: dir }).sort()) {
    const name = basename(file, ISLAND_SUFFIX);
    const earlier = files.get(name);
    if (earlier) throw new Error(`Two islands are called "${name}": ${relative(root, earlier)} and ${relative(dir, file)}`);
    files.set(name, join(dir, file));
  }
  return files;
}

/** The script an island runs instead of hydrating (`<name>.island-script.ts` beside it), if it has one. */
export function islandScript(file: string): string | undefined {
  const script = file.slice(0, -ISLAND_SUFFIX.length) + ISLAND_SCRIPT_SUFFIX;
  return existsSync(script) ? script : undefined;
}

/** The module id of an island's browser entry, as the islands build and the dev server know it. */
export const islandEntryId = (name: string) => `${VIRTUAL_PREFIX}${name}`;

/** The text of app/islands/island-names.ts for these islands. */
export function islandNamesSource(files: Map<string, string>): string {
  const lines = [...files].map(([name, file]) => `  ${JSON.stringify(name)}: ${JSON.stringify(relative(root, file))},`);
  return [
    "// Written by scripts/vite/vite-plugin-islands.ts from the app/**/*.island.tsx files whenever Vite starts: do not edit.",
    "export const ISLAND_FILES = {",
    ...lines,
    "} as const;",
    "",
    "/** The name of an island: its file's name without `.island.tsx`. */",
    "export type IslandName = keyof typeof ISLAND_FILES;",
    "",
  ].join("\n");
}

function writeIslandNames(files: Map<string, string>) {
  const source = islandNamesSource(files);
  let current = "";
  try {
    current = readFileSync(ISLAND_NAMES_FILE, "utf8");
  } catch {
    // First run: the file does not exist yet.
  }
  if (current !== source) writeFileSync(ISLAND_NAMES_FILE, source);
}

export function islands(): Plugin {
  let files = islandFiles();
  return {
    name: "baobab:islands",
    config() {
      files = islandFiles();
      writeIslandNames(files);
      // The dev server's dependency scan starts from the islands too (their modules are virtual,
      // so nothing else leads to react-dom/client or to what they load on use, e.g. zod): without
      // it Vite finds those dependencies on the first visit, re-optimises and reloads the page
      // while the islands hydrate (issue 13: /contact did not hydrate in dev).
      return {
        optimizeDeps: {
          entries: [
            ...files.values(),
            ...[...files.values()].flatMap((file) => islandScript(file) ?? []),
            join(appDir, "islands", "hydrate.tsx"),
          ].map((file) => relative(root, file)),
          include: ["react-dom/client"],
        },
      };
    },
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return;
      const name = id.slice(VIRTUAL_PREFIX.length + 1);
      // A file added since Vite started (dev): look again before giving up.
      const file = files.get(name) ?? (files = islandFiles()).get(name);
      if (!file) throw new Error(`No island "${name}": expected a file app/**/${name}${ISLAND_SUFFIX}`);
      const script = islandScript(file);
      if (script)
        return [
          `import { mount } from ${JSON.stringify(script)};`,
          `import { mountIslands } from ${JSON.stringify(join(appDir, "islands", "mount.ts"))};`,
          `mountIslands(${JSON.stringify(name)}, mount);`,
        ].join("\n");
      return [
        `import Component from ${JSON.stringify(file)};`,
        `import { hydrateIslands } from ${JSON.stringify(join(appDir, "islands", "hydrate.tsx"))};`,
        `hydrateIslands(${JSON.stringify(name)}, Component);`,
      ].join("\n");
    },
    configureServer(server) {
      // Dev pages run no framework runtime, as in production: nothing on the page accepts hot
      // updates, so any change under app/ reloads the page (and a new island file joins the list).
      const reload = (file: string) => {
        if (!file.startsWith(`${appDir}/`) || file === ISLAND_NAMES_FILE) return;
        if (file.endsWith(ISLAND_SUFFIX)) writeIslandNames((files = islandFiles()));
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}
