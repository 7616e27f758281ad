/**
 * The /sitemap page's groups of links: every page, from the navigation data, under the headings
 * of content/pages/en/sitemap.yaml. Also where the menus lead without JavaScript.
 */
import { sitemapPage } from "#app/content/pages/sitemap.ts";
import { companyLinks, homeLink, legalLinks, navMenus, type NavLink } from "./navigation.ts";
import { pricingPageLinks } from "./pricing.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";

export type SitemapGroup = { heading: string; links: readonly NavLink[] };

export const sitemapGroups = perLocale((locale: Locale): readonly SitemapGroup[] => {
  const words = sitemapPage[locale];
  const overviewLabel = (menu: ReturnType<typeof navMenus>[number]): string => {
    const link = words.overviewLinks.find((candidate) => candidate.menu === menu.id);
    if (!link) throw new Error(`content/pages/${locale}/sitemap.yaml: overviewLinks: no link for the ${menu.id} menu`);
    return link.label;
  };
  return [
    { heading: words.companyHeading, links: [homeLink(locale), ...companyLinks(locale)] },
    ...navMenus(locale).map((menu) => ({
      heading: menu.label,
      links: [{ label: overviewLabel(menu), href: menu.overviewHref }, ...menu.items],
    })),
    { heading: words.pricingHeading, links: pricingPageLinks(locale) },
    { heading: words.legalHeading, links: legalLinks(locale) },
  ];
});
