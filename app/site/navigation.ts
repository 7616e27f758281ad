import { familyLinks, regionFamily, serviceFamily, solutionFamily } from "./families.ts";
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";
import { interfaceWords } from "#app/content/interface/words.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";

/** The header's and footer's words in `locale` (content/pages/<locale>/interface.yaml). */
const wordsOf = (locale: Locale) => interfaceWords[locale];

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

export const navMenus = perLocale(
  (locale: Locale) =>
    [
      {
        id: "services",
        label: serviceFamily(locale).label,
        overviewHref: serviceFamily(locale).base,
        items: familyLinks(servicePages(locale)),
      },
      {
        id: "solutions",
        label: solutionFamily(locale).label,
        overviewHref: solutionFamily(locale).base,
        items: familyLinks(solutionPages(locale)),
      },
      {
        id: "international",
        label: regionFamily(locale).label,
        overviewHref: regionFamily(locale).base,
        items: familyLinks(regionPages(locale)),
      },
      {
        id: "resources",
        label: wordsOf(locale).header.resourcesMenu,
        overviewHref: "/resources",
        items: wordsOf(locale).header.resources,
      },
    ] as const satisfies readonly NavMenu[],
);

export const homeLink = (locale: Locale): NavLink => wordsOf(locale).header.home;

/** The first link on every page, shown on keyboard focus: past the header to the page's own content. */
export const skipLink = (locale: Locale) => ({ label: wordsOf(locale).skipLink, href: "#main" }) as const satisfies NavLink;

/** Plain links after the menus. */
export const companyLinks = (locale: Locale): readonly NavLink[] => wordsOf(locale).header.companyLinks;

/** Where the header's calls to action lead (the spec leaves them inert). */
export const headerActions = (locale: Locale) =>
  ({
    getStarted: wordsOf(locale).header.getStarted,
    contactSales: wordsOf(locale).header.contactSales,
  }) as const satisfies Record<string, NavLink>;

/** The header's other words: the console button, the phone menu's button and the menu's name. */
export const headerWords = (locale: Locale) => {
  const { header } = wordsOf(locale);
  return {
    signIn: header.signIn,
    openMenu: header.openMenu,
    closeMenu: header.closeMenu,
    navigationName: header.navigationName,
    languageMenu: header.languageMenu,
    currentLanguage: header.currentLanguage,
    search: header.search,
  };
};

export type FooterColumn = { heading: string; links: readonly NavLink[] };

export const footerColumns = (locale: Locale): readonly FooterColumn[] => wordsOf(locale).footer.columns;

export const legalLinks = (locale: Locale): readonly NavLink[] => wordsOf(locale).footer.legalLinks;

/** The words of the documentation's and help center's search islands (passed as props; {query}, {category} and {count} are filled in the browser). */
export const searchWords = (locale: Locale) => {
  const words = wordsOf(locale);
  return {
    documentation: {
      words: { ...words.documentationSearch, ...words.documentationLists },
      buttons: { all: words.searchAll, reset: words.searchReset },
    },
    helpCenter: { words: words.helpSearch, buttons: { all: words.searchAll, reset: words.searchReset } },
    site: words.siteSearch,
  };
};

/**
 * Where every page can be found without the site search: the Resources menu's listings
 * (documentation, help center, blog), which the search page links when it cannot run.
 */
export const listingLinks = (locale: Locale): readonly NavLink[] =>
  wordsOf(locale).header.resources.filter((link) =>
    ["/resources/documentation", "/resources/help-center", "/resources/blog"].includes(link.href),
  );

/** The footer's other words ({network}, {address} and {year} are filled in as the footer renders). */
export const footerWords = (locale: Locale) => {
  const { footer } = wordsOf(locale);
  return {
    about: footer.about,
    headquarters: footer.headquarters,
    socialName: footer.socialName,
    socialLink: footer.socialLink,
    rights: footer.rights,
    legalName: footer.legalName,
  };
};
