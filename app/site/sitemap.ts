/**
 * The /sitemap page's groups of links: every page, from the navigation data, under the headings
 * of content/pages/en/sitemap.yaml. Also where the menus lead without JavaScript.
 */
import { sitemapPage } from "#app/content/sitemap-page.data.ts";
import { companyLinks, homeLink, legalLinks, navMenus, type NavLink } from "./navigation.ts";
import { pricingPageLinks } from "./pricing.ts";

export type SitemapGroup = { heading: string; links: readonly NavLink[] };

function overviewLabel(menu: (typeof navMenus)[number]): string {
  const link = sitemapPage.overviewLinks.find((candidate) => candidate.menu === menu.id);
  if (!link) throw new Error(`content/pages/en/sitemap.yaml: overviewLinks: no link for the ${menu.id} menu`);
  return link.label;
}

export const sitemapGroups: readonly SitemapGroup[] = [
  { heading: sitemapPage.companyHeading, links: [homeLink, ...companyLinks] },
  ...navMenus.map((menu) => ({
    heading: menu.label,
    links: [{ label: overviewLabel(menu), href: menu.overviewHref }, ...menu.items],
  })),
  { heading: sitemapPage.pricingHeading, links: pricingPageLinks },
  { heading: sitemapPage.legalHeading, links: legalLinks },
];
