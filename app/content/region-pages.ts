import { formatClientClaim, formatNumber } from "#app/lib/format.ts";
import { learnMore, type ClosingCta, type Feature, type KeyFigure, type OverviewItem, type PageHero } from "./blocks.ts";
import { claims } from "./claims.ts";
import { contactHref } from "./contact-topics.ts";
import {
  dataCenters,
  dataCentersInHomeRegion,
  dataCentersOnRegionPage,
  edgeLocationsOnRegionPage,
  type DataCenter,
  type HomeRegionId,
  type RegionPageSlug,
} from "./data-centers.ts";
import { familyPages, regionFamily, type FamilyEntry } from "../site/families.ts";
import { regions } from "./regions.ts";

/**
 * The regional pages (/international/*), rendered by templates/region-template. Facilities
 * come from data-centers.ts (cards, tiers, sizes, counts); this module holds only what is
 * particular to each page: its copy, and the spec's figures that no list can produce
 * (West Africa's points of presence, clients and latencies).
 */
export type DataCenterId = (typeof dataCenters)[number]["id"];

/** A measured round trip between two cities, as the spec's "latency pair". */
export type LatencyPair = { from: string; to: string; latencyMs: number };

/** Its slug, menu label and badge (FamilyEntry) give the page its route, its menu item and its breadcrumb. */
export type RegionEntry = FamilyEntry & {
  /** One of data-centers.ts's region pages, which facilities name to be listed here. */
  slug: RegionPageSlug;
  /** SEO title and meta description. */
  title: string;
  description: string;
  /** One or two sentences for the overview page. */
  summary: string;
  hero: PageHero;
  /** Active clients served from this page's facilities, where the spec states them. */
  clients?: number;
  /** The home-page region whose client count this page states, when both cover the same ground. */
  clientsOfHomeRegion?: HomeRegionId;
  /** Network points of presence (peering and edge), where the spec states them. */
  pointsOfPresence?: number;
  features: { heading: string; intro: string; items: readonly Feature[] };
  latencies?: readonly LatencyPair[];
  /**
   * For a region without a data center of its own: why, and which data centers its
   * workloads run in. Shown instead of pretending there is a local facility.
   */
  withoutDataCenter?: { note: string; nearest: readonly DataCenterId[] };
  cta: ClosingCta;
};

/** A regional entry with its path (/international/<slug>). */
export type RegionPage = RegionEntry & { path: `/international/${RegionPageSlug}` };

/** Measured from our Lagos data center (the spec's figures). */
const latenciesFromLagos = [
  { from: "Lagos", to: "Accra", latencyMs: 8 },
  { from: "Lagos", to: "Dakar", latencyMs: 25 },
  { from: "Lagos", to: "Abidjan", latencyMs: 15 },
  { from: "Lagos", to: "London", latencyMs: 75 },
  { from: "Lagos", to: "Frankfurt", latencyMs: 85 },
] as const satisfies readonly LatencyPair[];

function latencyFromLagos(to: (typeof latenciesFromLagos)[number]["to"]): string {
  const pair = latenciesFromLagos.find((candidate) => candidate.to === to);
  if (!pair) throw new Error(`No latency from Lagos to ${to}`);
  return `${pair.latencyMs} ms`;
}

const trial = { label: `Start ${claims.freeTrialDays}-Day Free Trial`, href: contactHref("trial") };
const sales = { label: "Talk to Sales", href: contactHref("sales") };

const regionEntries = [
  {
    slug: "west-africa",
    navLabel: "West Africa",
    title: "West Africa Data Centers: Lagos, Abuja and Accra",
    description:
      "Cloud hosting in Lagos, Abuja and Accra with single-digit latency across the region, Naira billing and data residency in Nigeria and Ghana.",
    summary: "Our home region: data centers in Lagos, Abuja and Accra, and edge locations across the coast.",
    hero: {
      heading: "West Africa: where Baobab Cloud began",
      lead: "Our headquarters and our largest facilities are here. Host close to customers in Nigeria, Ghana, Côte d'Ivoire, Senegal and their neighbours.",
      primary: trial,
      secondary: sales,
    },
    clients: 1_200_000,
    pointsOfPresence: 12,
    features: {
      heading: "Why host in West Africa",
      intro: "Local infrastructure, local billing and local people.",
      items: [
        {
          title: "Data Residency in Nigeria and Ghana",
          description: "Keep data in the country to meet the Nigeria Data Protection Act and Ghana's Data Protection Act.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Billing in Naira",
          description: "Pay in Naira and avoid exchange-rate surprises on your cloud bill.",
          icon: "card",
          link: learnMore(contactHref("sales")),
        },
        {
          title: "Local Peering",
          description: "Direct peering at IXPN and GIXA keeps traffic between local networks inside the region.",
          icon: "network",
          link: learnMore("/services/global-cdn"),
        },
      ],
    },
    latencies: latenciesFromLagos,
    cta: {
      heading: "Host in West Africa",
      body: "Start a free trial in Lagos, Abuja or Accra today.",
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "east-africa",
    navLabel: "East Africa",
    title: "East Africa Cloud Hosting from Nairobi",
    description:
      "Cloud hosting from our Nairobi data center with edge locations in Uganda, Rwanda, Tanzania and Ethiopia, billing in Kenyan Shillings and local support.",
    summary: "A data center in Nairobi and edge locations across the East African Community and Ethiopia.",
    hero: {
      heading: "East Africa, served from Nairobi",
      lead: "Our Nairobi data center and edge locations across the region bring your applications close to customers from Addis Ababa to Dar es Salaam.",
      primary: trial,
      secondary: sales,
    },
    features: {
      heading: "Why host in East Africa",
      intro: "A regional hub with local connections.",
      items: [
        {
          title: "Billing in Kenyan Shillings",
          description: "Pay in Kenyan Shillings to keep your costs predictable.",
          icon: "card",
          link: learnMore(contactHref("sales")),
        },
        {
          title: "Data Residency in Kenya",
          description: "Keep personal data in Kenya in line with the Data Protection Act 2019.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Regional Edge Network",
          description: "Content cached in Kampala, Kigali, Dar es Salaam and Addis Ababa.",
          icon: "globe",
          link: learnMore("/services/global-cdn"),
        },
      ],
    },
    cta: {
      heading: "Host in East Africa",
      body: "Start a free trial in Nairobi, or ask our team about your region.",
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "southern-africa",
    navLabel: "Southern Africa",
    title: "Southern Africa: Tier IV Data Center in Johannesburg",
    description:
      "Host in our fault-tolerant Tier IV data center in Johannesburg, with edge locations in Cape Town and Lusaka and billing in South African Rand.",
    summary: "A Tier IV data center in Johannesburg and edge locations in Cape Town and Lusaka.",
    hero: {
      heading: "Southern Africa, from a Tier IV facility",
      lead: "Our Johannesburg data center is built to the fault-tolerant Tier IV standard, with edge locations serving Cape Town and Zambia.",
      primary: trial,
      secondary: sales,
    },
    features: {
      heading: "Why host in Southern Africa",
      intro: "Fault tolerance, local billing and compliance with South African law.",
      items: [
        {
          title: "Billing in Rand",
          description: "Pay in South African Rand with local invoicing.",
          icon: "card",
          link: learnMore(contactHref("sales")),
        },
        {
          title: "POPIA-Ready Hosting",
          description: "Keep personal information in South Africa in line with POPIA.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Fault-Tolerant Design",
          description: "Tier IV means every component has a backup that takes over without interruption.",
          icon: "shield",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    cta: {
      heading: "Host in Southern Africa",
      body: "Start a free trial in Johannesburg today.",
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "north-africa",
    navLabel: "North Africa",
    title: "North Africa: Edge Locations in Cairo and Beyond",
    description:
      "Edge locations in Egypt, Sudan and Morocco deliver content and DNS locally, with applications hosted in our nearest data centers in Frankfurt and Dubai.",
    summary: "Edge locations in Cairo, Khartoum and Casablanca, with hosting in our nearest data centers.",
    hero: {
      heading: "North Africa, served from the edge",
      lead: "Our edge locations in Egypt, Sudan and Morocco deliver content and answer DNS in the region, while applications run in our nearest data centers.",
      primary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
      secondary: trial,
    },
    features: {
      heading: "How we serve North Africa",
      intro: "Local delivery today, with hosting a short hop away.",
      items: [
        {
          title: "Local Content Delivery",
          description: "Websites, media and downloads cached at edge locations in the region.",
          icon: "zap",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Fast DNS",
          description: "Your domains answered from edge locations in the region.",
          icon: "pin",
          link: learnMore("/services/global-dns"),
        },
        {
          title: "Hosting Nearby",
          description: "Run applications in Frankfurt or Dubai, a short network hop from North African users.",
          icon: "server",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    withoutDataCenter: {
      note: "We do not operate a data center in North Africa yet. Edge locations in the region cache content and answer DNS locally; applications and data are hosted in our nearest data centers, shown below.",
      nearest: ["frankfurt", "dubai"],
    },
    cta: {
      heading: "Reach North African users faster",
      body: "Our network engineers will help you choose the right data center and edge setup.",
      primary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
      secondary: trial,
    },
  },
  {
    slug: "european-presence",
    navLabel: "European Presence",
    title: "European Data Centers: London, Frankfurt, Amsterdam",
    description:
      "GDPR-compliant hosting in London, Frankfurt and Amsterdam, with low-latency links to our African regions for companies working on both continents.",
    summary: "Data centers in London, Frankfurt and Amsterdam, linked to our African regions.",
    hero: {
      heading: "Europe, connected to Africa",
      lead: "Host in London, Frankfurt or Amsterdam, with fast links to Lagos, Nairobi and Johannesburg, for companies working on both continents.",
      primary: trial,
      secondary: sales,
    },
    clientsOfHomeRegion: "europe",
    features: {
      heading: "Why host in Europe with us",
      intro: "European compliance with African reach.",
      items: [
        {
          title: "GDPR Data Residency",
          description: "Keep personal data of EU residents inside the European Union, in Frankfurt or Amsterdam.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Low-Latency Links to Africa",
          description: `Round trips from Lagos take ${latencyFromLagos("London")} to London and ${latencyFromLagos("Frankfurt")} to Frankfurt.`,
          icon: "network",
          link: learnMore("/international/west-africa"),
        },
        {
          title: "Disaster Recovery Across Continents",
          description: "Pair an African region with a European one for resilience.",
          icon: "backup",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    cta: {
      heading: "Host in Europe",
      body: "Start a free trial in London, Frankfurt or Amsterdam.",
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "turkey-middle-east",
    navLabel: "Turkey & Middle East",
    title: "Turkey and Middle East Data Centers: Istanbul and Dubai",
    description:
      "Cloud hosting in Istanbul and in our Tier IV data center in Dubai: KVKK-compliant hosting in Turkey and a gateway to the Gulf states.",
    summary: "Data centers in Istanbul and Dubai, bridging Europe, Asia, Africa and the Gulf.",
    hero: {
      heading: "Turkey and the Middle East, at the crossroads",
      lead: "Istanbul links Europe and Asia; our Tier IV facility in Dubai serves the Gulf. Both are a short hop from North and East Africa.",
      primary: trial,
      secondary: sales,
    },
    clientsOfHomeRegion: "turkey",
    features: {
      heading: "Why host in Turkey and the Middle East",
      intro: "Local compliance and central location.",
      items: [
        {
          title: "KVKK-Compliant Hosting",
          description: "Keep personal data in Turkey in line with the Personal Data Protection Law (KVKK).",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Gateway to the Gulf",
          description: "Serve customers across the Gulf states from Dubai.",
          icon: "globe",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Bridge to Africa",
          description: "Run a second region for your African workloads, with replication over our private network.",
          icon: "network",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    cta: {
      heading: "Host in Istanbul or Dubai",
      body: "Start a free trial, or ask our team to plan a second region.",
      primary: trial,
      secondary: sales,
    },
  },
] as const satisfies readonly RegionEntry[];

/** The headings and intros the region template writes around each entry's facilities, latencies and edges. */
export const regionPageText = {
  dataCenters: (region: string) => ({
    heading: `Data centers in ${region}`,
    intro: "Each facility with its tier rating and what it offers.",
  }),
  servedFromNearest: (region: string) => `${region} is served from our nearest data centers`,
  latency: {
    heading: "Latency from our flagship data center",
    intro: (from: string) => `Typical round-trip times from ${from} to cities across the region and to our European data centers.`,
  },
  edgeLocations: {
    heading: "Edge locations",
    intro: "Where our CDN caches your content and our DNS answers queries in the region.",
  },
} as const;

/** Every regional page, in menu order (the order of the entries above). */
export const regionPages = familyPages(regionFamily, regionEntries);

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

export function dataCenterCard(dc: DataCenter): DataCenterCard {
  return {
    id: dc.id,
    city: dc.city,
    country: dc.country,
    tier: dc.tier,
    facilitySize: dc.facilitySqm === undefined ? undefined : `${formatNumber(dc.facilitySqm)} sqm`,
    features: dc.features,
  };
}

export function dataCenterById(id: DataCenterId): DataCenter {
  const dc = dataCenters.find((candidate) => candidate.id === id);
  if (!dc) throw new Error(`Unknown data center ${id}`);
  return dc;
}

/** Asia Pacific has data centers but no regional page yet; the /international overview lists them. */
export const asiaPacificDataCenters = dataCentersInHomeRegion("asia-pacific");

/** Countries with a data center or an edge location on the page, in list order. */
export function regionCountries(page: Pick<RegionPage, "slug">): string[] {
  const places = [...dataCentersOnRegionPage(page.slug), ...edgeLocationsOnRegionPage(page.slug)];
  return [...new Set(places.map((place) => place.country))];
}

function counted(count: number, singular: string, plural = `${singular}s`): KeyFigure {
  return { value: formatNumber(count), label: count === 1 ? singular : plural };
}

/**
 * The figures at the top of a regional page. Counts come from the lists; client numbers
 * only where the spec states them for this page (or for a home region with the same ground).
 */
export function regionKeyFigures(page: RegionPage): KeyFigure[] {
  const figures: KeyFigure[] = [];
  const dataCenterCount = dataCentersOnRegionPage(page.slug).length;
  if (dataCenterCount > 0) figures.push(counted(dataCenterCount, "data center"));
  if (page.pointsOfPresence !== undefined) figures.push(counted(page.pointsOfPresence, "point of presence", "points of presence"));
  else {
    const edges = edgeLocationsOnRegionPage(page.slug).length;
    if (edges > 0) figures.push(counted(edges, "edge location"));
  }
  const clients = page.clients ?? regions.find((region) => region.id === page.clientsOfHomeRegion)?.clients;
  if (clients !== undefined) figures.push({ value: formatClientClaim(clients), label: "clients" });
  if (figures.length < 3) figures.push(counted(regionCountries(page).length, "country", "countries"));
  return figures;
}

/** "3 data centers · 4 edge locations": the one-line summary on the overview page. */
export function regionFacilitiesSummary(page: Pick<RegionPage, "slug">): string {
  const parts = [
    counted(dataCentersOnRegionPage(page.slug).length, "data center"),
    counted(edgeLocationsOnRegionPage(page.slug).length, "edge location"),
  ]
    .filter((figure) => figure.value !== "0")
    .map((figure) => `${figure.value} ${figure.label}`);
  return parts.join(" · ");
}

/** /international: every regional page, in menu order, then the data centers without a page. */
export const internationalOverview = {
  eyebrow: regionFamily.label,
  listHeading: "Our regions",
  listIntro: `${claims.dataCenters} data centers and edge locations in ${claims.africanEdgeCountries} African countries, grouped by the region they serve.`,
  items: regionPages.map((page): OverviewItem => ({
    title: page.navLabel,
    description: page.summary,
    href: page.path,
    icon: "globe",
    detail: regionFacilitiesSummary(page),
  })),
  asiaPacific: {
    heading: "Asia Pacific",
    intro: `Our newest region, open to early customers. It has no page of its own yet: ask our sales team about hosting in ${new Intl.ListFormat("en-US", { type: "disjunction" }).format(asiaPacificDataCenters.map((dc) => dc.city))}.`,
  },
  allDataCenters: {
    heading: "Every data center",
    intro:
      "All our facilities with their tier rating. Tier IV facilities are fault tolerant; Tier III facilities are concurrently maintainable.",
  },
  cta: {
    heading: "Choose where your data lives",
    body: "Our team will help you pick the regions that fit your customers and your regulators.",
    primary: trial,
    secondary: sales,
  },
} as const satisfies {
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

export function allDataCenterRows(): DataCenterRow[] {
  return dataCenters.map((dc: DataCenter) => {
    const page = regionPages.find((candidate) => candidate.slug === dc.regionPage);
    const homeRegion = regions.find((region) => region.id === dc.homeRegion);
    return {
      id: dc.id,
      city: dc.city,
      country: dc.country,
      tier: dc.tier,
      region: page ? { label: page.navLabel, href: page.path } : { label: homeRegion?.name ?? dc.homeRegion },
    };
  });
}
