/**
 * The sub-processors' loader (/legal/subprocessors, its region views, JSON copy and Atom feed):
 * content/facts/subprocessors.yaml joined with content/pages/<locale>/subprocessors.yaml and the
 * place names, checked and formatted at build time (pages.ts runs it).
 */
import { DEFAULT_LOCALE, formatDate, intlListSeparator, intlLocale } from "#app/lib/format.ts";
import { ContentError, formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { loadPlaceFacts, placeNamesFile } from "../places/loader.ts";
import { placeNamesSchema } from "../places/schema.ts";
import { SUBPROCESSORS_PATH } from "./paths.ts";
import { subprocessorFactsSchema, subprocessorPageSchema, type SubprocessorFacts } from "./schema.ts";

export const SUBPROCESSOR_FACTS_FILE = "content/facts/subprocessors.yaml";
export const subprocessorWordsFile = (locale: string) => `content/pages/${locale}/subprocessors.yaml`;

export function loadSubprocessorFacts(): SubprocessorFacts {
  return readYaml(SUBPROCESSOR_FACTS_FILE, subprocessorFactsSchema);
}

export type SubprocessorPages = ReturnType<typeof loadSubprocessorPages>;

export function loadSubprocessorPages(
  values: MessageValues,
  locale: string = DEFAULT_LOCALE,
  facts: SubprocessorFacts = loadSubprocessorFacts(),
) {
  const file = subprocessorWordsFile(locale);
  const { regionTitle, regionDescription, change, entries, ...words } = readYaml(file, subprocessorPageSchema);
  const text = formatMessages(words, values, file, locale);
  const names = readYaml(placeNamesFile(locale), placeNamesSchema);
  const places = loadPlaceFacts();
  const city = (id: string) => {
    const name = names.dataCenters.find((dataCenter) => dataCenter.id === id)?.city;
    if (!name) throw new ContentError(`${SUBPROCESSOR_FACTS_FILE}: no data center "${id}" in ${placeNamesFile(locale)}`);
    return name;
  };
  const countryName = (code: string) =>
    names.countries.find((country) => country.code === code)?.name ??
    new Intl.DisplayNames([intlLocale(locale)], { type: "region" }).of(code) ??
    code;
  const date = (iso: string) => formatDate(iso, intlLocale(locale));

  const rows = facts.subprocessors.map((entry) => {
    const own = entries.find((candidate) => candidate.id === entry.id);
    if (!own) throw new ContentError(`${file}: entries: no words for the sub-processor "${entry.id}"`);
    return {
      id: entry.id,
      legalName: entry.legalName,
      purpose: own.purpose,
      data: own.data,
      country: countryName(entry.country),
      countryCode: entry.country,
      regionIds: entry.regions,
      regions: entry.regions.length > 0 ? entry.regions.map(city).join(intlListSeparator(locale)) : text.noRegions,
      transfer: text.transfers[entry.transfer],
      added: entry.added,
      addedText: date(entry.added),
    };
  });
  const changes = facts.changes
    .toSorted((a, b) => b.announced.localeCompare(a.announced))
    .map((entry, index) => {
      const name = facts.subprocessors.find((candidate) => candidate.id === entry.subprocessor)?.legalName ?? entry.subprocessor;
      return {
        id: `${entry.subprocessor}-${entry.kind}-${entry.announced}`,
        name,
        kind: entry.kind,
        announced: entry.announced,
        effective: entry.effective,
        text: formatMessage(
          change,
          { name, kind: text.kinds[entry.kind], announced: date(entry.announced), effective: date(entry.effective) },
          `${file}: change (changes[${index}])`,
          locale,
        ),
      };
    });
  const regions = places.dataCenters.map((dataCenter) => {
    const name = city(dataCenter.id);
    return {
      id: dataCenter.id,
      name,
      path: `${SUBPROCESSORS_PATH}/${dataCenter.id}`,
      title: formatMessage(regionTitle, { region: name }, `${file}: regionTitle`, locale),
      description: formatMessage(regionDescription, { region: name }, `${file}: regionDescription`, locale),
    };
  });
  return { ...text, path: SUBPROCESSORS_PATH, rows, changes, regions };
}
