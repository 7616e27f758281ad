/**
 * The solution pages' loader: content/solutions/<locale>/<slug>.yaml (one file per page, file
 * name = slug) and content/pages/<locale>/solutions.yaml (the overview and shared words),
 * validated and formatted for one locale.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessages, readFolder, readYaml, type MessageValues } from "./load.ts";
import { solutionSchema, solutionsPageSchema, type SolutionContent, type SolutionsPageContent } from "./schemas/solutions.ts";

export const SOLUTIONS_FOLDER = "content/solutions";
export const solutionsPageFile = (locale: string) => `content/pages/${locale}/solutions.yaml`;

export type SolutionEntryContent = SolutionContent & { slug: string };

/** Every solution page of `locale`, in menu order (`order`, then file name). */
export function loadSolutions(values: MessageValues, locale: string = DEFAULT_LOCALE): SolutionEntryContent[] {
  return readFolder(SOLUTIONS_FOLDER, solutionSchema, locale)
    .map(({ slug, file, data }) => ({ slug, ...formatMessages(data, values, file, locale) }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export function loadSolutionsPage(values: MessageValues, locale: string = DEFAULT_LOCALE): SolutionsPageContent {
  const file = solutionsPageFile(locale);
  return formatMessages(readYaml(file, solutionsPageSchema), values, file, locale);
}
