/**
 * The home page as HomeTemplate renders it: the words of content/pages/<locale>/home.yaml
 * (home.data.ts) with what other collections own: the plans, the region cards and their counted
 * data centers, the client shares, the header's buttons and the map's links to regional pages.
 */
import { homeWords } from "#app/content/home.data.ts";
import type { MapLocationWords } from "#app/content/home.ts";
import { africanEdgeCountries, totalDataCenters } from "#app/content/data-centers.ts";
import { africaMapPoints, type AfricaMapPointId } from "#app/content/generated/africa-map.ts";
import { homePlans } from "#app/content/plans.ts";
import { clientShares, regionDataCenters, regions, totalClients } from "#app/content/regions.ts";
import type { IconName } from "#app/lib/icon-names.ts";
import { headerActions, navMenus, type NavLink } from "./navigation.ts";

export const hero = {
  badge: homeWords.hero.badge,
  title: homeWords.hero.title,
  description: homeWords.hero.description,
  /** The headline claims, shown as figures under the description. */
  highlights: homeWords.hero.highlights,
  cardsName: homeWords.hero.cardsName,
  actions: { primary: headerActions.getStarted, secondary: headerActions.contactSales },
} satisfies {
  badge: string;
  title: string;
  description: string;
  highlights: readonly { value: string; label: string }[];
  cardsName: string;
  actions: { primary: NavLink; secondary: NavLink };
};

export type HeroCard = { title: string; text: string; icon: IconName };

/** The cards floating beside the hero text. */
export const heroCards: readonly HeroCard[] = homeWords.heroCards;

export type HomeService = {
  title: string;
  description: string;
  icon: IconName;
  link: NavLink;
};

/** The services grid: one card per service, each leading to its service page. */
export const homeServices: readonly HomeService[] = homeWords.services.cards.map((card) => ({
  title: card.title,
  description: card.description,
  icon: card.icon,
  link: { label: homeWords.services.cardLinkLabel, href: card.href },
}));

export const allServicesLink: NavLink = homeWords.services.allLink;

const { eyebrow: servicesEyebrow, title: servicesTitle, intro: servicesIntro } = homeWords.services;
const { localCurrencies: currencies, ...pricingHeadings } = homeWords.pricing;

/** The currencies African customers can be billed in (the spec's local currency billing). */
export const localCurrencies: readonly string[] = currencies;

/** A region card on the home page: the region's own facts plus its computed data-center count. */
export const homeRegionCards = regions.map((region) => ({ ...region, dataCenters: regionDataCenters(region) }));

export type Testimonial = { quote: string; author: string; title: string; company: string };

/** Customer testimonials. People and companies are fictional stand-ins until real customers sign off on quotes. */
export const testimonials: readonly Testimonial[] = homeWords.testimonials.items;

export const callToAction = homeWords.callToAction satisfies {
  title: string;
  description: string;
  points: readonly string[];
  primary: NavLink;
  secondary: NavLink;
};

export type MapLocation = Omit<MapLocationWords, "id" | "regionPage"> & {
  id: AfricaMapPointId;
  /** The regional page that covers it. */
  region?: NavLink;
  /** Position in the map's SVG coordinates (content/generated/africa-map.ts). */
  x: number;
  y: number;
};

const internationalPages: readonly NavLink[] = navMenus.find((menu) => menu.id === "international")?.items ?? [];

function isMapPoint(id: string): id is AfricaMapPointId {
  return id in africaMapPoints;
}

function mapLocation({ id, regionPage, ...words }: MapLocationWords): MapLocation {
  if (!isMapPoint(id)) throw new Error(`${id} has no point on the Africa map (npm run map)`);
  const [x, y] = africaMapPoints[id];
  const region = regionPage ? internationalPages.find((page) => page.href === `/international/${regionPage}`) : undefined;
  return { id, ...words, ...(region ? { region } : {}), x, y };
}

/** The places marked on the home page's Africa map, in the order content/pages/en/home.yaml lists them. */
export const homeMapLocations: readonly MapLocation[] = homeWords.map.locations.map(mapLocation);

/** Everything the home page shows, in the spec's section order: what `HomeTemplate` renders. */
export const homePage = {
  hero,
  heroCards,
  services: { eyebrow: servicesEyebrow, title: servicesTitle, intro: servicesIntro, features: homeServices, allLink: allServicesLink },
  pricing: { ...pricingHeadings, localCurrencies, plans: homePlans },
  regions: { ...homeWords.regions, cards: homeRegionCards, shares: clientShares, totalClients, totalDataCenters },
  map: {
    eyebrow: homeWords.map.eyebrow,
    title: homeWords.map.title,
    intro: homeWords.map.intro,
    locations: homeMapLocations,
    highlightedCountries: africanEdgeCountries,
    text: homeWords.map.text,
  },
  testimonials: { ...homeWords.testimonials, items: testimonials },
  callToAction,
};

export type HomePage = typeof homePage;
