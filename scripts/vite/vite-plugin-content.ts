/**
 * Build-time content modules: every `app/content/*.data.ts` is evaluated in Node when Vite
 * loads it, and the bundle gets only the JSON of its exports. The YAML reader, zod and the ICU
 * formatter run here, never in a bundle; a broken content file fails the build with the
 * loader's message (file and field). Imported by vite.config.ts, so relative imports only.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, ViteDevServer } from "vite";

const DATA_MODULE = /\/app\/content\/[^/]+\.data\.ts$/;

/** The source of a module exporting `exports` as JSON; throws on a function or undefined. */
export function jsonModule(exports: Record<string, unknown>, id: string): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === "function" || value === undefined)
        throw new Error(`${id}: export "${name}" is not data (a data module exports JSON-like values only)`);
      const json = JSON.stringify(value);
      // JSON.parse of a string literal is faster to parse than the same object literal; marked pure
      // so a bundle drops the exports it does not use (the bundler cannot know JSON.parse has no effect).
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(json)});`;
    })
    .join("\n");
}

const contentDir = resolve(import.meta.dirname, "..", "..", "content");

/** Data modules load the files under content/ themselves, so Vite's module graph does not know them. */
function invalidateDataModules(server: ViteDevServer): Set<string> {
  const files = new Set<string>();
  for (const environment of Object.values(server.environments))
    for (const module of environment.moduleGraph.idToModuleMap.values())
      if (module.file && DATA_MODULE.test(module.file)) {
        environment.moduleGraph.invalidateModule(module);
        files.add(module.file);
      }
  return files;
}

export function contentData(): Plugin {
  return {
    name: "baobab-content-data",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? id;
      if (!DATA_MODULE.test(file)) return null;
      // A fresh evaluation per build and per dev reload (the query defeats Node's module cache for this module).
      const exports = (await import(/* @vite-ignore */ `${pathToFileURL(file).href}?build=${Date.now()}`)) as Record<string, unknown>;
      return jsonModule(exports, file);
    },
  };
}

/**
 * `astro dev`: the pages run in Vite's server-side runner, which evaluates the data modules
 * (app/content/*.data.ts) as they are; they read the files under content/ themselves, so Vite's
 * module graph does not know those files. An edit there invalidates the data modules and reloads
 * the open page; a broken file shows the loader's "file: field" message in the overlay, and the
 * server keeps running.
 */
export function contentReload(): Plugin {
  return {
    name: "baobab-content-reload",
    configureServer(server) {
      // `npm run dev`: an edit to a content file (YAML, Markdown, facts) shows on the open page
      // without a restart. The data modules are evaluated again on the reload; a broken file
      // shows the loader's "file: field" message in the overlay and the terminal, and the server
      // keeps running until the file is fixed.
      const reload = async (file: string) => {
        if (!file.startsWith(`${contentDir}/`) || file.endsWith(".md")) return;
        const dataModules = invalidateDataModules(server);
        try {
          // Loaded here first, so a broken file is reported on the open page rather than by a failed reload.
          const runner = (server.environments.ssr as { runner?: { import(url: string): Promise<unknown> } } | undefined)?.runner;
          for (const dataModule of dataModules) await (runner ? runner.import(dataModule) : server.ssrLoadModule(dataModule));
        } catch (error) {
          const { message, stack = "" } = error as Error;
          server.config.logger.error(`[content] ${message}`, { timestamp: true });
          server.ws.send({ type: "error", err: { message, stack, plugin: "baobab-content-data" } });
          return;
        }
        // Every environment: the server-side runner forgets the modules it ran, the browser reloads.
        for (const environment of Object.values(server.environments)) environment.hot.send({ type: "full-reload" });
      };
      server.watcher.add(contentDir);
      for (const event of ["change", "add", "unlink"] as const) server.watcher.on(event, (file: string) => void reload(file));
    },
  };
}
