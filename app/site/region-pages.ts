/**
 * The regional pages (/international/*) as the site uses them, rendered by
 * templates/region-template: the entries of content/regions/en/ with their paths and labelled
 * "Learn More" links, their places from the data-center list, and the /international overview.
 * Words and figures come from content/ (app/content/places/loaded.ts); this module only joins them.
 */
import {
  learnMoreLabel,
  type CallToAction,
  type ClosingCta,
  type Feature,
  type KeyFigure,
  type OverviewItem,
} from "#app/content/blocks.ts";
import {
  dataCenters,
  dataCentersInHomeRegion,
  dataCentersOnRegionPage,
  edgeLocationsOnRegionPage,
  type DataCenter,
  type RegionPageSlug,
} from "#app/content/places/data-centers.ts";
import { interfaceWords } from "#app/content/interface/words.ts";
import { internationalPage, regionEntries } from "#app/content/places/loaded.ts";
import type { LatencyPair, RegionEntry } from "#app/content/places/loader.ts";
import { regions } from "#app/content/places/regions.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { familyPages, regionFamily } from "./families.ts";

export type { LatencyPair, RegionEntry };

/** A data center's id, as region pages name their nearest ones. */
export type DataCenterId = DataCenter["id"];

/** A regional entry with its path (/international/<slug>) and its feature links labelled. */
export type RegionPage = Omit<RegionEntry, "features"> & {
  path: `/international/${RegionPageSlug}`;
  features: { heading: string; intro: string; items: (Feature & { link: CallToAction })[] };
};

/** Every regional page, in menu order. */
export const regionPages = perLocale((locale): RegionPage[] =>
  familyPages(regionFamily(locale), regionEntries[locale]).map(({ features, ...entry }) => ({
    ...entry,
    path: entry.path as `/international/${RegionPageSlug}`,
    features: {
      heading: features.heading,
      intro: features.intro,
      items: features.items.map(({ link, ...feature }) => ({ ...feature, link: { label: learnMoreLabel(locale), href: link } })),
    },
  })),
);

/** A data center as its card shows it: facility size formatted, tier as the badge text. */
export type DataCenterCard = {
  id: string;
  city: string;
  country: string;
  tier: DataCenter["tier"];
  /** "8,000 sqm", where the size is published. */
  facilitySize?: string;
  features: readonly string[];
};

/** The words of the data-center cards and table, wherever they show (content/pages/<locale>/interface.yaml). */
export const dataCenterText = (locale: Locale) => interfaceWords[locale].dataCenters;

export function dataCenterCard(dc: DataCenter): DataCenterCard {
  return {
    id: dc.id,
    city: dc.city,
    country: dc.country,
    tier: dc.tier,
    facilitySize: dc.facilitySize,
    features: dc.features,
  };
}

export function dataCenterById(id: DataCenterId, locale: Locale): DataCenter {
  const dc = dataCenters(locale).find((candidate) => candidate.id === id);
  if (!dc) throw new Error(`Unknown data center ${id}`);
  return dc;
}

/** Asia Pacific has data centers but no regional page yet; the /international overview lists them. */
export const asiaPacificDataCenters = (locale: Locale) => dataCentersInHomeRegion("asia-pacific", locale);

/** Countries with a data center or an edge location on the page, in list order. */
export function regionCountries(page: Pick<RegionPage, "slug">, locale: Locale): string[] {
  const places = [...dataCentersOnRegionPage(page.slug, locale), ...edgeLocationsOnRegionPage(page.slug, locale)];
  return [...new Set(places.map((place) => place.country))];
}

/**
 * The figures at the top of a regional page, computed by the loader from the lists: counts,
 * and client numbers only where the facts state them for this page (or its home region).
 */
export function regionKeyFigures(page: Pick<RegionPage, "keyFigures">): KeyFigure[] {
  return page.keyFigures;
}

/** "3 data centers · 4 edge locations": the one-line summary on the overview page. */
export function regionFacilitiesSummary(page: Pick<RegionPage, "facilitiesSummary">): string {
  return page.facilitiesSummary;
}

/** /international: every regional page, in menu order, then the data centers without a page. */
export const internationalOverview = (locale: Locale) =>
  ({
    eyebrow: regionFamily(locale).label,
    listHeading: internationalPage[locale].listHeading,
    listIntro: internationalPage[locale].listIntro,
    items: regionPages(locale).map((page): OverviewItem => ({
      title: page.navLabel,
      description: page.summary,
      href: page.path,
      icon: "globe",
      detail: page.facilitiesSummary,
    })),
    asiaPacific: internationalPage[locale].asiaPacific,
    allDataCenters: internationalPage[locale].allDataCenters,
    cta: internationalPage[locale].cta,
  }) satisfies {
    eyebrow: string;
    listHeading: string;
    listIntro: string;
    items: readonly OverviewItem[];
    asiaPacific: { heading: string; intro: string };
    allDataCenters: { heading: string; intro: string };
    cta: ClosingCta;
  };

/** A data center as a row of the all-facilities table: its region linked when the region has a page. */
export type DataCenterRow = {
  id: string;
  city: string;
  country: string;
  tier: DataCenter["tier"];
  region: { label: string; href?: string };
};

export function allDataCenterRows(locale: Locale): DataCenterRow[] {
  return dataCenters(locale).map((dc: DataCenter) => {
    const page = regionPages(locale).find((candidate) => candidate.slug === dc.regionPage);
    const homeRegion = regions(locale).find((region) => region.id === dc.homeRegion);
    return {
      id: dc.id,
      city: dc.city,
      country: dc.country,
      tier: dc.tier,
      region: page ? { label: page.navLabel, href: page.path } : { label: homeRegion?.name ?? dc.homeRegion },
    };
  });
}
