/** The /sitemap page's headings, loaded, checked and formatted: a build-time module (see en.data.ts). */
import { buildLocale } from "#app/i18n/build-locale.ts";
import { messageValues } from "./facts.ts";
import { loadSitemapPage } from "./sitemap-page.ts";

export const sitemapPage = loadSitemapPage(messageValues(buildLocale), buildLocale);
