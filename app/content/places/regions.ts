import { formatPercent } from "#app/lib/format.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { dataCentersInHomeRegion, type HomeRegionId } from "./data-centers.ts";
import { places } from "./loaded.ts";
import type { Region } from "./loader.ts";

/**
 * The home page's regional presence: client numbers from content/facts/places.yaml, names and
 * features from content/pages/en/places.yaml, countries from the data centers; totals and
 * shares are computed here.
 */
export type { Region } from "./loader.ts";

export const regions = (locale: Locale): readonly Region[] => places[locale].regions;

/** Data centers per region, counted from the data-center list. */
export function regionDataCenters(region: Pick<Region, "id">): number {
  return dataCentersInHomeRegion(region.id, "en").length;
}

/** The same in every language. */
export const totalClients = regions("en").reduce((sum, region) => sum + region.clients, 0);

/**
 * Share bars: regions that have clients, in the order the site states its claims
 * (Europe, Africa, Turkey), each as a fraction of the total.
 */
const shareOrder: readonly HomeRegionId[] = ["europe", "africa", "turkey"];

export const clientShares = perLocale((locale) =>
  shareOrder.map((id) => {
    const region = regions(locale).find((candidate) => candidate.id === id);
    if (!region) throw new Error(`Unknown region ${id}`);
    const share = region.clients / totalClients;
    return { id, name: region.name, clients: region.clients, share, label: formatPercent(share, locale) };
  }),
);
