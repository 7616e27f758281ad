import { availableParallelism } from "node:os";
import type { Config } from "@react-router/dev/config";
import { localePath } from "#app/lib/locales.ts";
import table, { routedLocales } from "#app/routes.ts";
import { routePaths } from "#app/site/route-paths.ts";
import { prerender } from "./scripts/build/prerender.ts";

export default {
  // No runtime rendering: every page is written to HTML at build time and served as a static
  // file (server/site-server.ts). React Router builds the server bundle, and buildEnd renders
  // every page from it (scripts/build/prerender.ts, docs/decisions/020): `ssr: true` only
  // tells React Router to build that bundle and not to prerender by itself.
  ssr: true,
  // BUILD_DIR lets several builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async buildEnd({ reactRouterConfig }) {
    // Every page of every language, in one build (docs/decisions/017): the table's pages, a
    // family route's in every language that has them (app/site/route-families.ts). "/404" matches
    // the catch-all route; scripts/build/postbuild.ts moves it to 404.html (/fr/404 to
    // fr/404.html ...), which the server sends with status 404 for unknown paths.
    const paths = [...routePaths(table), ...routedLocales.map((locale) => localePath("/404", locale))];
    const rendered = await prerender(reactRouterConfig.buildDirectory, paths, availableParallelism());
    console.log(`prerender: ${rendered.pages} pages and ${rendered.resources} files on ${rendered.threads} threads in ${rendered.ms} ms`);
  },
} satisfies Config;
