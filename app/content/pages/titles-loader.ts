/**
 * The loader of the titles and descriptions of the pages outside the families:
 * content/pages/<locale>/page-titles.yaml, checked and formatted at build time
 * (titles.ts runs it and exports it as `pageSeo`).
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { pageTitlesSchema, type PageTitlesContent } from "#app/content/pages/titles-schema.ts";

export const pageTitlesFile = (locale: string) => `content/pages/${locale}/page-titles.yaml`;

export function loadPageTitles(values: MessageValues, locale: string = DEFAULT_LOCALE): PageTitlesContent {
  const file = pageTitlesFile(locale);
  return formatMessages(readYaml(file, pageTitlesSchema), values, file, locale);
}
