/** The /sitemap page's headings, in every language, loaded, checked and formatted at build time (sitemap-loader.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "../facts.ts";
import { loadSitemapPage } from "./sitemap-loader.ts";

export const sitemapPage = eachLocale((locale) => loadSitemapPage(messageValues(locale), locale));
