/**
 * The trust pages' loader (/trust and /trust/<country>): content/facts/residency.yaml joined with
 * content/pages/<locale>/trust.yaml and the place names, checked and formatted at build time
 * (pages.ts runs it). Every country page has the same fact box, from one schema.
 */
import { DEFAULT_LOCALE, formatList, intlListSeparator } from "#app/lib/format.ts";
import { ContentError, formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { loadPlaceFacts, placeNamesFile } from "../places/loader.ts";
import { placeNamesSchema } from "../places/schema.ts";
import { dataFlowIds, residencyFactsSchema, trustPageSchema, type ResidencyFacts } from "./schema.ts";

export const RESIDENCY_FACTS_FILE = "content/facts/residency.yaml";
export const trustWordsFile = (locale: string) => `content/pages/${locale}/trust.yaml`;
export const TRUST_PATH = "/trust";

export function loadResidencyFacts(): ResidencyFacts {
  return readYaml(RESIDENCY_FACTS_FILE, residencyFactsSchema);
}

export type ResidencyCountryPage = ReturnType<typeof loadTrustPages>["countries"][number];
export type TrustOverview = ReturnType<typeof loadTrustPages>["overview"];

export function loadTrustPages(values: MessageValues, locale: string = DEFAULT_LOCALE, facts: ResidencyFacts = loadResidencyFacts()) {
  const file = trustWordsFile(locale);
  const words = readYaml(file, trustPageSchema);
  const names = readYaml(placeNamesFile(locale), placeNamesSchema);
  const countryName = (code: string) => {
    const name = names.countries.find((country) => country.code === code)?.name;
    if (!name) throw new ContentError(`${placeNamesFile(locale)}: countries: no name for ${code} (${RESIDENCY_FACTS_FILE} names it)`);
    return name;
  };
  const city = (id: string) => {
    const name = names.dataCenters.find((dataCenter) => dataCenter.id === id)?.city;
    if (!name) throw new ContentError(`${RESIDENCY_FACTS_FILE}: no data center "${id}" in ${placeNamesFile(locale)}`);
    return name;
  };
  const placeFacts = loadPlaceFacts();
  const countryOfDataCenter = (id: string) => countryName(placeFacts.dataCenters.find((dataCenter) => dataCenter.id === id)?.country ?? "");
  const at = (field: string) => `${file}: ${field}`;
  const { facts: box, countries: countryWords, countryTitle, countryDescription, ...overviewWords } = words;
  const overviewText = formatMessages(overviewWords, values, file, locale);
  // The messages filled per country below, and `reviewed`, whose {date} the page fills with a <time> element.
  const boxText = {
    ...formatMessages({ ...box, inCountry: "", noneInCountry: "", goesTo: "", ourClock: "", reviewed: "" }, values, file, locale),
    reviewed: box.reviewed,
  };

  const countries = facts.countries.map((country) => {
    const name = countryName(country.code);
    const law = countryWords[country.code];
    const inCountry = law.in;
    const cities = country.dataCenters.map(city);
    const flows = dataFlowIds.map((id) => {
      const place = facts.flows[id];
      return {
        id,
        label: box.flows[id],
        destination:
          place === "in-country"
            ? box.staysInCountry
            : formatMessage(box.goesTo, { place: `${city(place)} (${countryOfDataCenter(place)})` }, at("facts.goesTo"), locale),
      };
    });
    return {
      code: country.code,
      path: `${TRUST_PATH}/${country.slug}`,
      country: name,
      title: formatMessage(countryTitle, { country: name, inCountry }, at("countryTitle"), locale),
      description: formatMessage(countryDescription, { country: name, inCountry, law: law.law }, at("countryDescription"), locale),
      dataCenters: cities,
      where:
        cities.length > 0
          ? formatMessage(box.inCountry, { country: name, inCountry, list: formatList(cities, locale) }, at("facts.inCountry"), locale)
          : formatMessage(box.noneInCountry, { country: name, inCountry }, at("facts.noneInCountry"), locale),
      flows,
      law: law.law,
      transfer: law.transfer,
      regulator: law.regulator,
      registration: law.registration,
      lawClock: law.lawClock,
      toConfirm: law.toConfirm ?? null,
      lawClockHours: country.lawClockHours ?? null,
      ourClock: formatMessage(box.ourClock, { hours: facts.ourClockHours }, at("facts.ourClock"), locale),
      lastReview: country.lastReview,
      legislation: country.legislation,
    };
  });

  return {
    overview: {
      ...overviewText,
      path: TRUST_PATH,
      rows: countries.map((country) => ({
        code: country.code,
        path: country.path,
        country: country.country,
        law: country.law,
        dataCenters: country.dataCenters.length > 0 ? country.dataCenters.join(intlListSeparator(locale)) : overviewText.table.none,
        lawClock: country.lawClock,
      })),
    },
    box: boxText,
    countries,
  };
}

/**
 * The countries whose last legal review is more than `months` before `today` (ISO dates). A report
 * for people, printed by `npm run translations`: it never fails a test, since that would break CI
 * on a calendar day rather than on a change.
 */
export function staleLegalReviews(
  facts: Pick<ResidencyFacts, "countries">,
  today: string,
  months = 12,
): { slug: string; lastReview: string }[] {
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const cutoff = limit.toISOString().slice(0, 10);
  return facts.countries.filter((country) => country.lastReview < cutoff).map(({ slug, lastReview }) => ({ slug, lastReview }));
}

/**
 * The countries the site bills in or has a data center or edge location in that have no trust page
 * yet (ISO codes, sorted): a report for people, printed by `npm run translations`, since a page per
 * country is legal work that no test can do (issue 49: one page for every such country).
 */
export function countriesWithoutTrustPage(
  served: { billed: readonly string[]; dataCenters: readonly string[]; edges: readonly string[] },
  facts: Pick<ResidencyFacts, "countries">,
): string[] {
  const covered = new Set<string>(facts.countries.map((country) => country.code));
  const all = new Set([...served.billed, ...served.dataCenters, ...served.edges]);
  return [...all].filter((code) => !covered.has(code)).sort();
}
