import { formatClientClaim } from "#app/lib/format.ts";
import type { ClosingCta, IconName, KeyFigure, PageHero } from "./blocks.ts";
import { claims } from "./claims.ts";
import { contactHref } from "./contact-topics.ts";
import { site } from "./site.ts";

/**
 * The About Us page. Leadership entries are honest placeholders: a role and a note that
 * the profile is coming, no invented names, credentials or stock photographs.
 */
export type CompanyValue = { title: string; description: string; icon: IconName };

/** The spec's team member (name, position, image), with name and image not yet published. */
export type LeadershipPlaceholder = {
  position: string;
  /** Shown in the abstract avatar instead of a photograph. */
  abbreviation: string;
  note: string;
};

export type AboutPage = {
  /** `name` is the page's h1; the hero's heading is the tagline under it. */
  hero: PageHero & { eyebrow: string; name: string };
  keyFigures: readonly KeyFigure[];
  story: { heading: string; paragraphs: readonly string[] };
  missionAndVision: { heading: string; mission: { heading: string; text: string }; vision: { heading: string; text: string } };
  values: { heading: string; intro: string; items: readonly CompanyValue[] };
  leadership: { heading: string; intro: string; members: readonly LeadershipPlaceholder[] };
  cta: ClosingCta;
};

const city = site.headquarters.city;
const profileComingSoon = "Profile coming soon";

export const aboutPage = {
  hero: {
    eyebrow: site.name,
    name: "About Us",
    heading: `Africa's cloud, built in ${city}`,
    lead: `${site.name} was founded in ${city} in ${site.foundedYear} to give African businesses world-class cloud infrastructure on African soil.`,
    primary: { label: "Work With Us", href: contactHref("careers") },
    secondary: { label: "Contact Us", href: contactHref("sales") },
  },
  keyFigures: [
    { value: String(site.foundedYear), label: `founded in ${city}` },
    { value: String(claims.dataCenters), label: "data centers" },
    { value: formatClientClaim(claims.totalClients), label: "active clients" },
    { value: String(claims.africanEdgeCountries), label: "African countries at the edge" },
  ],
  story: {
    heading: "Our story",
    paragraphs: [
      `${site.name} started in ${city} in ${site.foundedYear} with a simple observation: African companies were hosting their applications on other continents, paying in foreign currency and waiting for support from other time zones.`,
      `We set out to build cloud infrastructure where our customers are. Today we run ${claims.dataCenters} data centers across Africa, Europe, Turkey, the Middle East and Asia Pacific, and edge locations in ${claims.africanEdgeCountries} African countries, on a ${claims.networkSpeed} network.`,
      `We are still headquartered in ${city}, and every decision we make starts with the businesses we serve across the continent.`,
    ],
  },
  missionAndVision: {
    heading: "Mission and vision",
    mission: {
      heading: "Our mission",
      text: "To give every African business fast, secure and affordable cloud infrastructure, supported by local experts and billed in local currency.",
    },
    vision: {
      heading: "Our vision",
      text: "A continent whose digital economy runs on its own infrastructure, connected to the world on equal terms.",
    },
  },
  values: {
    heading: "Our values",
    intro: "Six commitments that guide how we build and how we serve.",
    items: [
      { title: "Customers First", description: "We measure ourselves by our customers' uptime and success.", icon: "users" },
      { title: "Reliability", description: "We build for failure so that our customers do not feel it.", icon: "shield" },
      { title: "Security by Design", description: "Protecting data is part of every decision, not an afterthought.", icon: "lock" },
      { title: "Local Expertise", description: "Engineers who know the markets, networks and rules of the places we serve.", icon: "pin" },
      { title: "Innovation", description: "We bring new technology to Africa as soon as it is ready for production.", icon: "sparkles" },
      {
        title: "Integrity",
        description: "We say what we do, do what we say, and publish the figures behind our claims.",
        icon: "community",
      },
    ],
  },
  leadership: {
    heading: "Leadership",
    intro: "The team leading Baobab Cloud. Full profiles will be published here soon.",
    members: [
      { position: "Chief Executive Officer", abbreviation: "CEO", note: profileComingSoon },
      { position: "Chief Technology Officer", abbreviation: "CTO", note: profileComingSoon },
      { position: "Chief Operating Officer", abbreviation: "COO", note: profileComingSoon },
      { position: "Chief Financial Officer", abbreviation: "CFO", note: profileComingSoon },
    ],
  },
  cta: {
    heading: "Build Africa's cloud with us",
    body: "We are hiring engineers, support specialists and sales people across our regions.",
    points: ["Engineering, support and sales roles", `Headquartered in ${city}`, "Teams across our regions"],
    primary: { label: "Careers", href: contactHref("careers") },
    secondary: { label: "Contact Us", href: contactHref("sales") },
  },
} as const satisfies AboutPage;
