/**
 * The loader of the titles and descriptions of the pages outside the families:
 * content/pages/<locale>/page-titles.yaml, checked and formatted at build time
 * (page-titles.data.ts runs it; pages.ts gives it its old name, pageSeo).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "./load.ts";
import { pageTitlesSchema, type PageTitlesContent } from "#app/content/schemas/page-titles.ts";

export const pageTitlesFile = (locale: string) => `content/pages/${locale}/page-titles.yaml`;

export function loadPageTitles(values: MessageValues, locale: string = DEFAULT_LOCALE): PageTitlesContent {
  const file = pageTitlesFile(locale);
  return formatMessages(readYaml(file, pageTitlesSchema), values, file, locale);
}
