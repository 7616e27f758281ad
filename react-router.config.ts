import type { Config } from "@react-router/dev/config";
import { localePath } from "#app/lib/locales.ts";
import { familyRoutePaths, routedLocales } from "#app/routes.ts";

export default {
  // No runtime rendering: every page is written to HTML at build time and
  // served as a static file (see server/site-server.ts).
  ssr: false,
  // BUILD_DIR lets several builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    // Every path of every language, in one build (docs/decisions/017). "/404" matches the
    // catch-all route; scripts/build/postbuild.ts moves it to 404.html (/fr/404 to fr/404.html ...),
    // which the server sends with status 404 for unknown paths.
    // Every page of the family routes ("services/:slug": app/site/route-families.ts) is listed too.
    return [...getStaticPaths(), ...familyRoutePaths, ...routedLocales.map((locale) => localePath("/404", locale))];
  },
} satisfies Config;
