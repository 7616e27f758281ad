import type { IconName } from "#app/lib/icon-names.ts";
import { claims } from "./claims.ts";
import { contactHref } from "./contact-topics.ts";
import {
  africanEdgeCountries,
  africanEdgeLocations,
  dataCenters,
  totalDataCenters,
  type DataCenter,
  type EdgeLocation,
  type RegionPageSlug,
} from "./data-centers.ts";
import { africaMapPoints, type AfricaMapPointId } from "./generated/africa-map.ts";
import { headerActions, navMenus, type NavLink } from "../site/navigation.ts";
import { homePlans } from "./plans.ts";
import { clientShares, regionDataCenters, regions, totalClients } from "./regions.ts";

/**
 * The home page's own words. Figures come from the modules that own them (claims, data
 * centers, regions, plans); nothing here restates a number another module computes.
 */

export const hero = {
  badge: "African Cloud Infrastructure",
  title: "Africa's premier cloud, built in Nigeria",
  description: `Cloud servers, managed databases and security from ${claims.dataCenters} data centers across Africa, Europe, Turkey and the Middle East, run by engineers who know your market.`,
  /** The headline claims, shown as figures under the description. */
  highlights: [
    { value: claims.uptimeSla, label: "uptime SLA" },
    { value: "24/7", label: "expert support" },
    { value: String(claims.dataCenters), label: "data centers" },
  ],
  actions: { primary: headerActions.getStarted, secondary: headerActions.contactSales },
} as const satisfies {
  badge: string;
  title: string;
  description: string;
  highlights: readonly { value: string; label: string }[];
  actions: { primary: NavLink; secondary: NavLink };
};

export type HeroCard = { title: string; text: string; icon: IconName };

/** The four cards floating beside the hero text. */
export const heroCards = [
  { title: "Cloud Compute", text: "Virtual machines, containers and serverless", icon: "cpu" },
  { title: "Database Services", text: "Managed MySQL, PostgreSQL, MongoDB and Redis", icon: "database" },
  { title: "Security", text: "DDoS protection and 24/7 monitoring", icon: "shield" },
  { title: "Edge Locations", text: `Edge locations in ${africanEdgeCountries.length} African countries`, icon: "globe" },
] as const satisfies readonly HeroCard[];

export type HomeService = {
  title: string;
  description: string;
  icon: IconName;
  link: NavLink;
};

const learnMore = (href: string): NavLink => ({ label: "Learn more", href });

/** The services grid: six cards, each leading to its service page. */
export const homeServices = [
  {
    title: "Cloud Computing",
    description: "Virtual machines, auto scaling, containers and serverless functions, billed monthly with no long-term contract.",
    icon: "cloud",
    link: learnMore("/services/cloud-computing"),
  },
  {
    title: "Managed Databases",
    description: "MySQL, PostgreSQL, MongoDB and Redis, with automated backups, patching and read replicas handled for you.",
    icon: "database",
    link: learnMore("/services/managed-databases"),
  },
  {
    title: "Dedicated Servers",
    description: "Single-tenant servers with NVMe storage for databases, high-traffic applications and regulated workloads.",
    icon: "server",
    link: learnMore("/services/dedicated-servers"),
  },
  {
    title: "Security Services",
    description: "DDoS protection, web application firewalls and round-the-clock monitoring by our security operations team.",
    icon: "shield",
    link: learnMore("/services/security-services"),
  },
  {
    title: "Edge Computing",
    description: `Content and compute close to your users, from ${africanEdgeLocations.length} edge locations in ${africanEdgeCountries.length} African countries.`,
    icon: "zap",
    link: learnMore("/services/global-cdn"),
  },
  {
    title: "Networking",
    description: `Private networks, load balancing and multi-region deployment over ${claims.networkSpeed} links between our data centers.`,
    icon: "network",
    link: learnMore("/services/multi-region-deployment"),
  },
] as const satisfies readonly HomeService[];

export const allServicesLink = { label: "View All Services", href: "/services" } as const satisfies NavLink;

type SectionCopy = { eyebrow: string; title: string; intro?: string };

/** Heading, eyebrow and lead of each home section after the hero. */
export const homeSections = {
  services: {
    eyebrow: "Services",
    title: "Everything you need to run in the cloud",
    intro: "Compute, data, security and networking from one provider, with data centers close to your customers.",
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Simple, predictable pricing",
    intro: "Monthly plans with no setup fees. Prices are in US dollars, and African customers can be billed in local currency:",
  },
  regions: {
    eyebrow: "Regional infrastructure",
    title: "Local presence, global reach",
    intro:
      "Data centers and support teams in Africa, Europe, Turkey and Asia Pacific, so your applications run close to your customers and your data stays where the law wants it.",
  },
  map: {
    eyebrow: "Across Africa",
    title: "Built in Africa, for Africa",
    intro: "Data centers and edge locations from the Mediterranean to the Cape keep latency low for customers across the continent.",
  },
  testimonials: {
    eyebrow: "Customers",
    title: "What teams like yours tell us",
    // Said on the page, not only here: the quotes below are not yet real customers' words.
    intro:
      "The stories below are illustrative examples, not quotes from named customers, until our customers approve publishing their own words. Ask our sales team for references you can call.",
  },
} as const satisfies Record<string, SectionCopy>;

/** The currencies African customers can be billed in (the spec's local currency billing). */
export const localCurrencies = ["Naira", "Kenyan Shilling", "South African Rand"] as const;

/** A region card on the home page: the region's own facts plus its computed data-center count. */
export const homeRegionCards = regions.map((region) => ({ ...region, dataCenters: regionDataCenters(region) }));

export type Testimonial = { quote: string; author: string; title: string; company: string };

/** Customer testimonials. People and companies are fictional stand-ins until real customers sign off on quotes. */
export const testimonials = [
  {
    quote:
      "Moving our payment platform to the Lagos data center cut checkout times for our Nigerian customers noticeably, and billing in Naira made our cloud budget predictable for the first time.",
    author: "Chiamaka Okonkwo",
    title: "Chief Technology Officer",
    company: "Kolanut Pay",
  },
  {
    quote:
      "Our farmers connect over patchy mobile networks across East Africa. Hosting in Nairobi made the app feel local, and the support team answers at three in the morning when it matters.",
    author: "Daniel Mwangi",
    title: "Head of Engineering",
    company: "ShambaLink Agritech",
  },
  {
    quote:
      "Keeping patient records in South Africa was non-negotiable. Baobab Cloud gave us local hosting, clear compliance documentation and a migration that finished a week early.",
    author: "Naledi Mokoena",
    title: "Chief Information Officer",
    company: "Karoo Health Network",
  },
  {
    quote:
      "Our biggest sale of the year used to take the store down. With auto scaling we handled five times our usual traffic without anyone on the team touching a server.",
    author: "Kwame Asante",
    title: "Founder and CEO",
    company: "Adinkra Market",
  },
  {
    quote:
      "We serve European shippers from Frankfurt and African ones from Lagos with one account, one bill and one support team. That used to take three providers.",
    author: "Sophie Laurent",
    title: "VP of Infrastructure",
    company: "Meridian Freight Systems",
  },
  {
    quote:
      "The Istanbul and Dubai data centers let us keep each client's data in their own country while our developers use the same tools everywhere.",
    author: "Emre Yıldız",
    title: "Director of IT",
    company: "Lale Digital Studios",
  },
] as const satisfies readonly Testimonial[];

export const callToAction = {
  title: "Start building on Africa's cloud today",
  description: "Try any plan free and let our engineers move your existing workloads for you.",
  points: [`${claims.freeTrialDays}-day free trial`, "No credit card required", "Free migration support"],
  primary: { label: "Start Free Trial", href: contactHref("trial") },
  secondary: { label: "Get Migration Support", href: contactHref("migration") },
} as const satisfies {
  title: string;
  description: string;
  points: readonly string[];
  primary: NavLink;
  secondary: NavLink;
};

export type MapLocation = {
  id: AfricaMapPointId;
  city: string;
  country: string;
  kind: "data-center" | "edge";
  /** What is there, e.g. "Tier III data center". */
  facility: string;
  /** One more line about the site, for the tooltip and the list. */
  detail: string;
  /** The accessible name of the marker, e.g. "Lagos, Nigeria — data center". */
  label: string;
  /** The regional page that covers it. */
  region?: NavLink;
  /** Position in the map's SVG coordinates (content/generated/africa-map.ts). */
  x: number;
  y: number;
};

/** The cities marked on the home page's Africa map, in the spec's order. */
export const homeMapLocationIds = [
  "lagos",
  "edge-cairo",
  "nairobi",
  "edge-cape-town",
  "edge-khartoum",
] as const satisfies readonly AfricaMapPointId[];

const internationalPages: readonly NavLink[] = navMenus.find((menu) => menu.id === "international")?.items ?? [];

function regionLink(slug: RegionPageSlug | undefined): NavLink | undefined {
  return slug ? internationalPages.find((page) => page.href === `/international/${slug}`) : undefined;
}

export function mapLocation(id: AfricaMapPointId): MapLocation {
  const [x, y] = africaMapPoints[id];
  const dataCenter: DataCenter | undefined = dataCenters.find((candidate) => candidate.id === id);
  if (dataCenter) {
    return {
      id,
      city: dataCenter.city,
      country: dataCenter.country,
      kind: "data-center",
      facility: `${dataCenter.tier} data center`,
      detail: dataCenter.features[0] ?? "",
      label: `${dataCenter.city}, ${dataCenter.country} — data center`,
      region: regionLink(dataCenter.regionPage),
      x,
      y,
    };
  }
  const edge: EdgeLocation | undefined = africanEdgeLocations.find((candidate) => candidate.id === id);
  if (!edge) throw new Error(`No data center or edge location with id ${id}`);
  return {
    id,
    city: edge.city,
    country: edge.country,
    kind: "edge",
    facility: "Edge location",
    detail: "Content delivery and network point of presence",
    label: `${edge.city}, ${edge.country} — edge location`,
    region: regionLink(edge.regionPage),
    x,
    y,
  };
}

export const homeMapLocations: readonly MapLocation[] = homeMapLocationIds.map(mapLocation);

/** Everything the home page shows, in the spec's section order: what `HomeTemplate` renders. */
export const homePage = {
  hero,
  heroCards,
  services: { ...homeSections.services, features: homeServices, allLink: allServicesLink },
  pricing: { ...homeSections.pricing, localCurrencies, plans: homePlans },
  regions: { ...homeSections.regions, cards: homeRegionCards, shares: clientShares, totalClients, totalDataCenters },
  map: { ...homeSections.map, locations: homeMapLocations, highlightedCountries: africanEdgeCountries },
  testimonials: { ...homeSections.testimonials, items: testimonials },
  callToAction,
};

export type HomePage = typeof homePage;
