/**
 * The /performance page's loader (issue 48): content/pages/<locale>/performance.yaml, checked and
 * formatted at build time (performance.ts runs it). The figures are not content: the page's
 * island reads them from /api/field-data (server/field-data/api.ts) as the page is shown.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readYaml, type MessageValues } from "../load.ts";
import { performancePageSchema, type PerformancePageContent } from "./performance-schema.ts";

export const performancePageFile = (locale: string) => `content/pages/${locale}/performance.yaml`;

export const PERFORMANCE_PAGE_PATH = "/performance";

/** Placeholders the page fills in: formatting leaves them as written. */
const PAGE_VALUES = Object.fromEntries(
  ["jsonPath", "days", "pageViews", "samples", "minSamples", "value", "from", "to"].map((name) => [name, `{${name}}`]),
);

export function loadPerformancePage(values: MessageValues, locale: string = DEFAULT_LOCALE): PerformancePageContent {
  const file = performancePageFile(locale);
  return formatMessages(readYaml(file, performancePageSchema), { ...values, ...PAGE_VALUES }, file, locale);
}
