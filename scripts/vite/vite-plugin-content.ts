/**
 * `astro dev`: the pages run in Vite's server-side runner, which evaluates the content modules
 * (app/content/) as they are; they read the files under content/ themselves, so Vite's module
 * graph does not know those files. An edit there invalidates the content modules and reloads the
 * open page; a broken file shows the loader's "file: field" message in the overlay, and the server
 * keeps running. Imported by astro.config.ts, so relative imports only.
 */
import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";

const root = resolve(import.meta.dirname, "..", "..");
const contentDir = resolve(root, "content");
const contentModules = `${resolve(root, "app", "content")}/`;

/** Every module under app/content/ the dev server has loaded: any of them may have read a content file at import. */
function invalidateContentModules(server: ViteDevServer): Set<string> {
  const files = new Set<string>();
  for (const environment of Object.values(server.environments))
    for (const module of environment.moduleGraph.idToModuleMap.values())
      if (module.file?.startsWith(contentModules)) {
        environment.moduleGraph.invalidateModule(module);
        files.add(module.file);
      }
  return files;
}

export function contentReload(): Plugin {
  return {
    name: "baobab-content-reload",
    configureServer(server) {
      // `npm run dev`: an edit to a content file (YAML, Markdown, facts) shows on the open page
      // without a restart. The content modules are evaluated again on the reload; a broken file
      // shows the loader's "file: field" message in the overlay and the terminal, and the server
      // keeps running until the file is fixed.
      const reload = async (file: string) => {
        if (!file.startsWith(`${contentDir}/`) || file.endsWith(".md")) return;
        const contentFiles = invalidateContentModules(server);
        try {
          // Loaded here first, so a broken file is reported on the open page rather than by a failed reload.
          const runner = (server.environments.ssr as { runner?: { import(url: string): Promise<unknown> } } | undefined)?.runner;
          for (const module of contentFiles) await (runner ? runner.import(module) : server.ssrLoadModule(module));
        } catch (error) {
          const { message, stack = "" } = error as Error;
          server.config.logger.error(`[content] ${message}`, { timestamp: true });
          server.ws.send({ type: "error", err: { message, stack, plugin: "baobab-content-reload" } });
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
