import { site } from "#app/content/company/site.ts";
import { buildRobotsTxt, SITEMAP_PATH } from "#app/lib/sitemap.ts";

/** robots.txt, prerendered to build/client/robots.txt so its Sitemap line follows the site URL in content/company/site.ts. */
export function loader() {
  return new Response(buildRobotsTxt(new URL(SITEMAP_PATH, site.url).href), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
