/**
 * The status events' loader: content/status/<locale>/<id>.yaml (one file per event, file name =
 * id), checked against the schema and against the other facts at build time: every data center
 * must be one of content/facts/places.yaml, and every language's file must carry the English
 * file's timeline, components and dates unchanged (only the words differ). loaded.ts runs it.
 *
 * Why one file per event and language (the layout of every other collection) rather than one file
 * with the four languages inside: the editor at /admin/ then shows each language side by side and
 * edits Arabic right to left, copies the dates and states (`i18n: "duplicate"`) into every
 * language, and the completeness, stamp and pseudo-locale checks (scripts/operations/) read status
 * events like any other content, with nothing special to maintain. A language that lags behind
 * (an update missing) fails the build here, naming the file, so no page shows a shorter timeline.
 */
import { isDeepStrictEqual } from "node:util";
import { ContentError, readFolder, readYaml, ROOT } from "../load.ts";
import { statusEventSchema, type StatusEventContent } from "./schema.ts";
import { placeFactsSchema } from "../places/schema.ts";
import { PLACE_FACTS_FILE } from "../places/loader.ts";
import { SOURCE_LOCALE } from "#app/lib/locales.ts";

export const STATUS_FOLDER = "content/status";

/** One event as a language reads it: its facts, and its words in that language. */
export type LoadedStatusEvent = StatusEventContent & { id: string; file: string };

/** The fields every language shares: the event without its words. */
function factsOf(event: StatusEventContent) {
  return {
    sample: event.sample,
    type: event.type,
    impact: event.impact,
    components: event.components,
    window: event.window,
    effect: event.effect,
    timeline: event.timeline.map(({ at, state, componentState }) => ({ at, state, componentState })),
    postmortem: event.postmortem ? { at: event.postmortem.at, sections: event.postmortem.sections.length } : undefined,
  };
}

/** The data centers' ids of content/facts/places.yaml. */
export function dataCenterIds(root = ROOT): string[] {
  return readYaml(PLACE_FACTS_FILE, placeFactsSchema, root).dataCenters.map((dataCenter) => dataCenter.id);
}

/** Checks one event's data centers against `regions`; throws naming the file and the field. */
export function checkRegions(event: StatusEventContent, file: string, regions: readonly string[]): void {
  const problems = event.components.flatMap((component, index) =>
    regions.includes(component.region)
      ? []
      : [`${file}: components[${index}].region: "${component.region}" is not a data center of ${PLACE_FACTS_FILE} (${regions.join(", ")})`],
  );
  if (problems.length > 0) throw new ContentError(problems.join("\n"));
}

/**
 * Every event in `locale`, in file-name order, checked: the schema, the data centers, and (for a
 * translation) the same facts as the English file and no file missing or extra.
 */
export function loadStatusEvents(locale: string, regions: readonly string[] = dataCenterIds(), root = ROOT): LoadedStatusEvent[] {
  const source = readFolder(STATUS_FOLDER, statusEventSchema, SOURCE_LOCALE, root);
  for (const entry of source) checkRegions(entry.data, entry.file, regions);
  if (locale === SOURCE_LOCALE) return source.map(({ slug, file, data }) => ({ ...data, id: slug, file }));
  const translated = readFolder(STATUS_FOLDER, statusEventSchema, locale, root);
  const extra = translated.find((entry) => !source.some((english) => english.slug === entry.slug));
  if (extra) throw new ContentError(`${extra.file}: no English file ${STATUS_FOLDER}/${SOURCE_LOCALE}/${extra.slug}.yaml`);
  return source.map((english) => {
    const entry = translated.find((candidate) => candidate.slug === english.slug);
    if (!entry)
      throw new ContentError(`${STATUS_FOLDER}/${locale}/${english.slug}.yaml: the file is missing (${english.file} has no translation)`);
    const mine = factsOf(entry.data);
    const theirs = factsOf(english.data);
    for (const key of Object.keys(theirs) as (keyof typeof theirs)[]) {
      if (!isDeepStrictEqual(mine[key], theirs[key]))
        throw new ContentError(
          `${entry.file}: ${key}: differs from ${english.file} (only the words are translated; dates, states, components and the number of updates are the same in every language)`,
        );
    }
    return { ...entry.data, id: entry.slug, file: entry.file };
  });
}
