import type { Config } from "@react-router/dev/config";
import { buildLocale } from "#app/i18n/build-locale.ts";
import { localePath, splitLocalePath } from "#app/lib/locales.ts";

export default {
  // No runtime rendering: every page is written to HTML at build time and
  // served as a static file (see server/site-server.ts).
  ssr: false,
  // BUILD_DIR lets several builds run side by side (e.g. parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    // "/404" matches the catch-all route; scripts/postbuild.ts moves it to 404.html
    // (/fr/404 to fr/404.html ...), which the server sends with status 404 for unknown paths.
    // getStaticPaths() always names "/", which another language's route table does not have.
    const paths = getStaticPaths().filter((path) => splitLocalePath(path).locale === buildLocale);
    return [...paths, localePath("/404", buildLocale)];
  },
} satisfies Config;
