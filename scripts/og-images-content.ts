/**
 * What one language's link-preview cards show: every page's title (the page registry) and the
 * company's tagline. scripts/og-images.ts loads this module through Vite once per language,
 * with SITE_LOCALE set to it, as the language's prerender loads its content.
 */
export { allPageSeo } from "../app/site/seo-registry.ts";
export { site } from "../app/content/site.ts";
