/**
 * The error pages' loader: content/pages/<locale>/error-pages.yaml, checked and formatted at
 * build time (error-pages.ts runs it). Besides the facts, its messages may name {siteName}.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { site } from "../company/site.ts";
import { errorPagesSchema, type ErrorPagesContent } from "#app/content/pages/error-pages-schema.ts";

export const errorPagesFile = (locale: string) => `content/pages/${locale}/error-pages.yaml`;

export function loadErrorPages(values: MessageValues, locale: string = DEFAULT_LOCALE): ErrorPagesContent {
  const file = errorPagesFile(locale);
  return formatMessages(readYaml(file, errorPagesSchema), { ...values, siteName: site.name }, file, locale);
}
