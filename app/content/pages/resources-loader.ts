/**
 * The Resources overview's loader: content/pages/<locale>/resources.yaml, checked and formatted
 * at build time (resources.ts runs it). The cards are matched to the Resources menu in
 * app/site/resources.ts.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { resourcesPageSchema, type ResourcesPageContent } from "#app/content/pages/resources-schema.ts";

export const resourcesPageFile = (locale: string) => `content/pages/${locale}/resources.yaml`;

export function loadResourcesPage(values: MessageValues, locale: string = DEFAULT_LOCALE): ResourcesPageContent {
  const file = resourcesPageFile(locale);
  return formatMessages(readYaml(file, resourcesPageSchema), values, file, locale);
}
