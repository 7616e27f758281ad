import { IntlMessageFormat } from "intl-messageformat";
/**
 * The home page as HomeTemplate renders it: the words of content/pages/<locale>/home.yaml
 * (app/content/home/page.ts) with what other collections own: the plans, the region cards and their counted
 * data centers, the client shares, the header's buttons and the map's links to regional pages.
 */
import { linkUptimeFigures } from "./sla-links.ts";
import { homeWords } from "#app/content/home/page.ts";
import type { MapLocationWords } from "#app/content/home/loader.ts";
import { africanEdgeCountries, totalDataCenters } from "#app/content/places/data-centers.ts";
import { africaMapPoints, type AfricaMapPointId } from "#app/content/generated/africa-map.ts";
import { homePlans } from "#app/content/pricing/plans.ts";
import { clientShares, regionDataCenters, regions, totalClients } from "#app/content/places/regions.ts";
import type { IconName } from "#app/lib/icon-names.ts";
import { localeInfo, SOURCE_LOCALE, type Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { headerActions, navMenus, type NavLink } from "./navigation.ts";

export type HeroCard = { title: string; text: string; icon: IconName };

export type HomeService = {
  title: string;
  description: string;
  icon: IconName;
  link: NavLink;
};

export type Testimonial = { quote: string; author: string; title: string; company: string };

export type MapLocation = Omit<MapLocationWords, "id" | "regionPage"> & {
  id: AfricaMapPointId;
  /** The regional page that covers it, and its link as screen readers read it. */
  region?: NavLink & { spoken: string };
  /** Position in the map's SVG coordinates (content/generated/africa-map.ts). */
  x: number;
  y: number;
};

function isMapPoint(id: string): id is AfricaMapPointId {
  return id in africaMapPoints;
}

function mapLocation(
  { id, regionPage, ...words }: MapLocationWords,
  internationalPages: readonly NavLink[],
  regionLink: IntlMessageFormat,
): MapLocation {
  if (!isMapPoint(id)) throw new Error(`${id} has no point on the Africa map (npm run map)`);
  const [x, y] = africaMapPoints[id];
  const page = regionPage ? internationalPages.find((entry) => entry.href === `/international/${regionPage}`) : undefined;
  // What a screen reader says for the link: one message with the region's name inside ("Région Afrique de l’Ouest").
  const region = page ? { ...page, spoken: String(regionLink.format({ region: page.label })) } : undefined;
  return { id, ...words, ...(region ? { region } : {}), x, y };
}

/** Everything the home page shows in `locale`, in the spec's section order: what `HomeTemplate` renders. */
export const homePage = perLocale((locale: Locale) => {
  const words = homeWords[locale];
  const actions = headerActions(locale);
  const hero = {
    badge: words.hero.badge,
    title: words.hero.title,
    description: words.hero.description,
    /** The headline claims, shown as figures under the description. */
    highlights: linkUptimeFigures(words.hero.highlights, locale),
    cardsName: words.hero.cardsName,
    actions: { primary: actions.getStarted, secondary: actions.contactSales },
  } satisfies {
    badge: string;
    title: string;
    description: string;
    highlights: readonly { value: string; label: string; href?: string }[];
    cardsName: string;
    actions: { primary: NavLink; secondary: NavLink };
  };
  /** The services grid: one card per service, each leading to its service page. */
  const homeServices: readonly HomeService[] = words.services.cards.map((card) => ({
    title: card.title,
    description: card.description,
    icon: card.icon,
    link: { label: words.services.cardLinkLabel, href: card.href },
  }));
  const { eyebrow: servicesEyebrow, title: servicesTitle, intro: servicesIntro, allLink } = words.services;
  /** A region card on the home page: the region's own facts plus its computed data-center count. */
  const cards = regions(locale).map((region) => ({ ...region, dataCenters: regionDataCenters(region) }));
  const internationalPages: readonly NavLink[] = navMenus(locale).find((menu) => menu.id === "international")?.items ?? [];
  return {
    hero,
    heroCards: words.heroCards as readonly HeroCard[],
    services: { eyebrow: servicesEyebrow, title: servicesTitle, intro: servicesIntro, features: homeServices, allLink: allLink as NavLink },
    // The introduction counts the local currencies from the one list /pricing sells in ({localCurrencyCount}).
    pricing: { ...words.pricing, plans: homePlans(locale) },
    regions: { ...words.regions, cards, shares: clientShares(locale), totalClients, totalDataCenters },
    map: {
      eyebrow: words.map.eyebrow,
      title: words.map.title,
      intro: words.map.intro,
      /** The places marked on the map, in the order content/pages/<locale>/home.yaml lists them. */
      locations: words.map.locations.map((location) =>
        mapLocation(location, internationalPages, new IntlMessageFormat(words.map.text.regionLink, localeInfo(locale).intl)),
      ) as readonly MapLocation[],
      highlightedCountries: africanEdgeCountries(locale),
      // The map's outlines are named in English (world-atlas): they are matched by those names.
      shadedCountries: africanEdgeCountries(SOURCE_LOCALE),
      text: words.map.text,
    },
    /** People and companies are fictional stand-ins until real customers sign off on quotes. */
    testimonials: { ...words.testimonials, items: words.testimonials.items as readonly Testimonial[] },
    callToAction: words.callToAction satisfies {
      title: string;
      description: string;
      points: readonly string[];
      primary: NavLink;
      secondary: NavLink;
    },
  };
});

export type HomePage = ReturnType<typeof homePage>;
