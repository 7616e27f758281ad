/**
 * The /sitemap page's loader: content/pages/<locale>/sitemap.yaml, checked and formatted at build
 * time (sitemap.ts runs it; app/site/sitemap.ts puts the menus' links under its headings).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { sitemapPageSchema, type SitemapPageContent } from "#app/content/pages/sitemap-schema.ts";

export const sitemapPageFile = (locale: string) => `content/pages/${locale}/sitemap.yaml`;

export function loadSitemapPage(values: MessageValues, locale: string = DEFAULT_LOCALE): SitemapPageContent {
  const file = sitemapPageFile(locale);
  return formatMessages(readYaml(file, sitemapPageSchema), values, file, locale);
}
