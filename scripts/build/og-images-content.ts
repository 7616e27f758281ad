/**
 * What the link-preview cards show in each language: every page's title (the page registry) and
 * the company's tagline. scripts/build/og-images.ts loads this module through Vite once, for every
 * language, as the prerender loads its content.
 */
export { allPageSeo } from "../../app/site/seo-registry.ts";
export { site, siteWords } from "../../app/content/company/site.ts";
