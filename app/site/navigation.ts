import { familyLinks, regionFamily, serviceFamily, solutionFamily } from "./families.ts";
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";

/**
 * Every link in the header and footer. The family menus (services, solutions, international)
 * come from the content entries (services.ts, solutions.ts, region-pages.ts), which the route table reads too. Labels and order of the four menus are the
 * spec's; `content/navigation.test.ts` checks that every href is a prerendered route.
 */
export type NavLink = {
  label: string;
  href: string;
  /** A short marker shown beside the label, e.g. "NEW". */
  badge?: string;
};

export type NavMenu = {
  id: "services" | "solutions" | "international" | "resources";
  label: string;
  /** The overview page of the family, linked when the menu cannot open (no JavaScript). */
  overviewHref: string;
  items: readonly NavLink[];
};

export const navMenus = [
  {
    id: "services",
    label: serviceFamily.label,
    overviewHref: serviceFamily.base,
    items: familyLinks(servicePages),
  },
  {
    id: "solutions",
    label: solutionFamily.label,
    overviewHref: solutionFamily.base,
    items: familyLinks(solutionPages),
  },
  {
    id: "international",
    label: regionFamily.label,
    overviewHref: regionFamily.base,
    items: familyLinks(regionPages),
  },
  {
    id: "resources",
    label: "Resources",
    overviewHref: "/resources",
    items: [
      { label: "Documentation", href: "/resources/documentation" },
      { label: "Blog", href: "/resources/blog" },
      { label: "Help Center", href: "/resources/help-center" },
      { label: "Contact Support", href: "/resources/contact-support" },
    ],
  },
] as const satisfies readonly NavMenu[];

export const homeLink = { label: "Home", href: "/" } as const satisfies NavLink;

/** The first link on every page, shown on keyboard focus: past the header to the page's own content. */
export const skipLink = { label: "Skip to main content", href: "#main" } as const satisfies NavLink;

/** Plain links after the menus. */
export const companyLinks = [
  { label: "About Us", href: "/about-us" },
  { label: "Contact", href: "/contact" },
] as const satisfies readonly NavLink[];

/** Where the header's calls to action lead (the spec leaves them inert). */
export const headerActions = {
  getStarted: { label: "Get Started", href: "/contact?intent=trial" },
  contactSales: { label: "Contact Sales", href: "/contact?topic=sales" },
} as const satisfies Record<string, NavLink>;

export type FooterColumn = { heading: string; links: readonly NavLink[] };

export const footerColumns = [
  {
    heading: "Services",
    links: [
      { label: "Cloud Computing", href: "/services/cloud-computing" },
      { label: "Managed Databases", href: "/services/managed-databases" },
      { label: "Dedicated Servers", href: "/services/dedicated-servers" },
      { label: "Kubernetes Service", href: "/services/kubernetes-service" },
      { label: "Security Services", href: "/services/security-services" },
      { label: "All services", href: "/services" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about-us" },
      { label: "International", href: "/international" },
      { label: "Solutions", href: "/solutions" },
      { label: "Blog", href: "/resources/blog" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Documentation", href: "/resources/documentation" },
      { label: "Help Center", href: "/resources/help-center" },
      { label: "Contact Support", href: "/resources/contact-support" },
      { label: "Site map", href: "/sitemap" },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const legalLinks = [
  { label: "Privacy Policy", href: "/legal/privacy" },
  { label: "Terms of Service", href: "/legal/terms" },
  { label: "Cookie Policy", href: "/legal/cookies" },
] as const satisfies readonly NavLink[];
