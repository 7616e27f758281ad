/**
 * The solution pages' loader: content/solutions/<locale>/<slug>.yaml (one file per page, file
 * name = slug) and content/pages/<locale>/solutions.yaml (the overview and shared words),
 * validated and formatted for one locale.
 */
import { DEFAULT_LOCALE } from "#app/lib/format.ts";
import { formatMessage, formatMessages, readFolder, readYaml, type MessageValues } from "../load.ts";
import { solutionSchema, solutionsPageSchema, type SolutionContent, type SolutionsPageContent } from "./schema.ts";

export const SOLUTIONS_FOLDER = "content/solutions";
export const solutionsPageFile = (locale: string) => `content/pages/${locale}/solutions.yaml`;

/** An entry with its file name and its diagram's title ("How we run {name} workloads") filled in with its name. */
export type SolutionEntryContent = SolutionContent & { slug: string; diagramCaption: string };

/** The page's words but the diagram's title, which each entry fills in with its own name. */
export type SolutionsPageWords = Omit<SolutionsPageContent, "diagram"> & { diagram: Omit<SolutionsPageContent["diagram"], "caption"> };

/** Every solution page of `locale`, in menu order (`order`, then file name). */
export function loadSolutions(values: MessageValues, locale: string = DEFAULT_LOCALE): SolutionEntryContent[] {
  const pageFile = solutionsPageFile(locale);
  const caption = readYaml(pageFile, solutionsPageSchema).diagram.caption;
  return readFolder(SOLUTIONS_FOLDER, solutionSchema, locale)
    .map(({ slug, file, data }) => {
      const entry = formatMessages(data, values, file, locale);
      // In English the name sits inside a sentence ("How we run healthcare workloads"), hence in
      // lower case; the other languages' captions are phrased around the name as written ("… : IoT").
      const name = locale === DEFAULT_LOCALE ? entry.navLabel.toLocaleLowerCase(locale) : entry.navLabel;
      const where = `${pageFile}: diagram.caption (for ${slug})`;
      return { slug, ...entry, diagramCaption: formatMessage(caption, { ...values, name }, where, locale) };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export function loadSolutionsPage(values: MessageValues, locale: string = DEFAULT_LOCALE): SolutionsPageWords {
  const file = solutionsPageFile(locale);
  const { diagram, ...page } = readYaml(file, solutionsPageSchema);
  const { inputs, parts, frameworks } = diagram;
  return formatMessages({ ...page, diagram: { inputs, parts, frameworks } }, values, file, locale);
}
