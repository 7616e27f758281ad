/**
 * /international/latency as the site shows it: the facts of content/facts/latency.yaml joined
 * with the place names, region pages and currencies of the page's language.
 */
import { currencies } from "#app/content/currencies.ts";
import { pricingPath } from "#app/content/currencies.ts";
import { africanEdgeLocations, dataCenters } from "#app/content/data-centers.ts";
import { latencyFacts, latencyPage } from "#app/content/latency.data.ts";
import { internationalPage } from "#app/content/places.data.ts";
import { intlLocale } from "#app/lib/format.ts";
import { localeInfo, type Locale } from "#app/lib/locales.ts";
import { regionPages } from "./region-pages.ts";

export { LATENCY_PAGE_PATH } from "#app/content/latency.ts";

/** The words of the link to the test, on /international and the region pages. */
export const latencyLinkLabel = (locale: Locale) => latencyPage[locale].overviewLink;

function cityOf(id: string, locale: Locale): string {
  const place = [...dataCenters(locale), ...africanEdgeLocations(locale)].find((candidate) => candidate.id === id);
  if (!place) throw new Error(`content/facts/latency.yaml names an unknown place: ${id}`);
  return place.city;
}

/** The typical figures' table: cities as columns, data centers as rows, the date written in the language. */
export function typicalLatencies(locale: Locale) {
  const { typical } = latencyFacts;
  const words = latencyPage[locale].typical;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${typical.measuredOn}T00:00:00Z`),
  );
  const number = new Intl.NumberFormat(intlLocale(locale));
  return {
    heading: words.heading,
    intro: words.intro.replace("{date}", date),
    measuredOn: typical.measuredOn,
    samplesNote: typical.samples ? words.samplesNote : undefined,
    caption: words.caption,
    corner: words.dataCenter,
    columns: typical.from.map((id) => cityOf(id, locale)),
    rows: typical.rows.map((row) => ({
      id: row.dataCenter,
      name: cityOf(row.dataCenter, locale),
      cells: row.latencyMs.map((ms) => number.format(ms)),
    })),
  };
}

/** The island's props: each data center's ping address, city and region page; the currencies' pages; the words. */
export function latencyTestProps(locale: Locale) {
  const info = localeInfo(locale);
  const asiaPacific = internationalPage[locale].asiaPacific.heading;
  return {
    endpoints: latencyFacts.pingEndpoints.map((endpoint) => {
      const dc = dataCenters(locale).find((candidate) => candidate.id === endpoint.dataCenter);
      const page = regionPages(locale).find((candidate) => candidate.slug === dc?.regionPage);
      return {
        id: endpoint.dataCenter,
        url: endpoint.url,
        city: cityOf(endpoint.dataCenter, locale),
        region: page?.navLabel ?? asiaPacific,
        regionHref: page?.path ?? "/international#asia-pacific",
      };
    }),
    currencies: currencies[locale].map((currency) => ({
      code: currency.code,
      name: currency.plural,
      regions: currency.regions,
      href: pricingPath(currency.code),
    })),
    intl: info.intl,
    listSeparator: info.listSeparator,
    text: latencyPage[locale].test,
  };
}

/** The page's other words. */
export const latencyWords = (locale: Locale) => {
  const { heading, lead, test, how } = latencyPage[locale];
  return { heading, lead, test: { heading: test.heading, intro: test.intro, privacy: test.privacy, noScript: test.noScript }, how };
};
