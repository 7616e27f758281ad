/**
 * The build's own steps around Astro's, as an Astro integration (`npm run build` is `astro build`):
 *
 * - astro:config:setup: the build's one clock. `STATUS_NOW` is set once, to the second, unless it is
 *   set already (tests and reproducible builds pin it), so the status pages, their feeds and
 *   postbuild's build/status-updates.json name the same updates (app/content/status/model.ts).
 * - astro:build:done, once Astro has written every page: the islands build (vite.islands.config.ts,
 *   through Vite's build API) into the same folder, then postbuild (scripts/build/postbuild.ts: the
 *   page steps, CSP, the content editor, the search index, precompression) on a thread of its own.
 *
 * `buildStamp()`, listed last, writes the stamp that `npm start` checks (build-stamp.ts) once every
 * other integration's astro:build:done succeeded.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "vite";
import { writeBuildStamp } from "../scripts/build/build-stamp.ts";
import type * as Postbuild from "../scripts/build/postbuild.ts";
import { moduleThread } from "./module-thread.ts";

/** Now, to the second, as the build's clock is written (`2026-11-29T07:00:00Z`). */
export const buildClock = (now = new Date()) => now.toISOString().replace(/\.\d+Z$/, "Z");

export function siteBuildSteps(): AstroIntegration {
  return {
    name: "baobab-site-build-steps",
    hooks: {
      "astro:config:setup": ({ command }) => {
        if (command === "build") process.env.STATUS_NOW ||= buildClock();
      },
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir).replace(/\/$/, "");
        const buildDir = dirname(clientDir);
        const islandsStarted = performance.now();
        await build({
          configFile: fileURLToPath(new URL("../vite.islands.config.ts", import.meta.url)),
          logLevel: "warn",
          build: { outDir: clientDir },
        });
        logger.info(`the islands built in ${Math.round(performance.now() - islandsStarted)} ms`);
        const steps = moduleThread<typeof Postbuild>(new URL("../scripts/build/postbuild.ts", import.meta.url));
        try {
          await steps.call("postbuild", buildDir);
        } finally {
          await steps.close();
        }
      },
    },
  };
}

export function buildStamp(): AstroIntegration {
  return {
    name: "baobab-build-stamp",
    hooks: {
      "astro:build:done": ({ dir }) => writeBuildStamp(dirname(fileURLToPath(dir).replace(/\/$/, ""))),
    },
  };
}
