import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * The folder, in the project, where `astro dev` keeps Vite's pre-bundled dependencies
 * (node_modules/.vite/dev/deps). Everything else that starts Vite keeps Astro's default,
 * node_modules/.vite.
 */
export const DEV_CACHE_DIR = "node_modules/.vite/dev";

/**
 * What differs when `astro dev` renders the pages, set from the command Astro runs.
 *
 * - `__DEV_SERVER__`: whether `astro dev` renders the page (the islands' dev modules, the refresh
 *   preamble). Astro's `import.meta.env.DEV` cannot tell: it comes from the environment, so a build
 *   run with DEV=1 set (Vitest sets it for what it spawns) wrote the dev server's scripts into every
 *   built page.
 * - Vite's cache folder (DEV_CACHE_DIR). The dev server keeps serving its pre-bundled dependencies
 *   from that folder while it runs. `astro build` also writes a cache, with its own config and only
 *   the `include` list, and Vite deletes another config's cache when it finds one in its folder. A
 *   build in a copy of the tree whose node_modules links to this one (tests/e2e/admin.spec.ts runs
 *   one beside dev-server.spec.ts), or in this project, running next to `npm run dev` used to
 *   delete the dev server's files. Every dependency the open page had not loaded yet then got a 504
 *   "Outdated Optimize Dep" until the dev server restarted. For example, the forms' zod/mini is
 *   imported on the first send.
 */
export function devServer(): AstroIntegration {
  return {
    name: "baobab-dev-server",
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig }) => {
        const dev = command === "dev";
        updateConfig({
          vite: {
            define: { __DEV_SERVER__: JSON.stringify(dev) },
            ...(dev ? { cacheDir: fileURLToPath(new URL(`${DEV_CACHE_DIR}/`, config.root)) } : {}),
          },
        });
      },
    },
  };
}
