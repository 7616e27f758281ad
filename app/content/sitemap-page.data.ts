/** The /sitemap page's headings, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { eachLocale } from "#app/lib/per-locale.ts";
import { messageValues } from "./facts.ts";
import { loadSitemapPage } from "./sitemap-page.ts";

export const sitemapPage = eachLocale((locale) => loadSitemapPage(messageValues(locale), locale));
