import { familyLinks, regionFamily, serviceFamily, solutionFamily } from "./families.ts";
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";
import { interfaceWords } from "#app/content/interface.data.ts";

/** The header's and footer's words in the page's language (content/pages/<locale>/interface.yaml). */
const words = interfaceWords;

/**
 * Every link in the header and footer. The family menus (services, solutions, international)
 * come from the content entries (services.ts, solutions.ts, region-pages.ts), which the route table reads too; the
 * other labels and links from content/pages/<locale>/interface.yaml. Labels and order of the four menus are the
 * spec's; `navigation.test.ts` checks that every href is a prerendered route.
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
    label: words.header.resourcesMenu,
    overviewHref: "/resources",
    items: words.header.resources,
  },
] as const satisfies readonly NavMenu[];

export const homeLink: NavLink = words.header.home;

/** The first link on every page, shown on keyboard focus: past the header to the page's own content. */
export const skipLink = { label: words.skipLink, href: "#main" } as const satisfies NavLink;

/** Plain links after the menus. */
export const companyLinks: readonly NavLink[] = words.header.companyLinks;

/** Where the header's calls to action lead (the spec leaves them inert). */
export const headerActions = {
  getStarted: words.header.getStarted,
  contactSales: words.header.contactSales,
} as const satisfies Record<string, NavLink>;

/** The header's other words: the console button, the phone menu's button and the menu's name. */
export const headerWords = {
  signIn: words.header.signIn,
  openMenu: words.header.openMenu,
  closeMenu: words.header.closeMenu,
  navigationName: words.header.navigationName,
  languageMenu: words.header.languageMenu,
};

export type FooterColumn = { heading: string; links: readonly NavLink[] };

export const footerColumns: readonly FooterColumn[] = words.footer.columns;

export const legalLinks: readonly NavLink[] = words.footer.legalLinks;

/** The words of the documentation's and help center's search islands (passed as props; {query}, {category} and {count} are filled in the browser). */
export const searchWords = {
  documentation: {
    words: { ...words.documentationSearch, ...words.documentationLists },
    buttons: { all: words.searchAll, reset: words.searchReset },
  },
  helpCenter: { words: words.helpSearch, buttons: { all: words.searchAll, reset: words.searchReset } },
};

/** The footer's other words ({network} is filled in per social link). */
export const footerWords = {
  about: words.footer.about,
  socialName: words.footer.socialName,
  socialLink: words.footer.socialLink,
  rights: words.footer.rights,
  legalName: words.footer.legalName,
};
