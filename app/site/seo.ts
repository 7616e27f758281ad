import { createSeo } from "#app/lib/seo.ts";
import { companyLinks, homeLink, legalLinks, navMenus } from "./navigation.ts";
import { site } from "#app/content/site.ts";
import { pageLocale, siteLocales } from "#app/content/locale.data.ts";

/**
 * The site's meta tags: lib/seo.ts bound to site.ts, with the menu labels as the short names
 * breadcrumbs use. Routes import `seo` from here.
 */
const labels = new Map<string, string>([
  [homeLink.href, homeLink.label],
  ...navMenus.flatMap((menu) => [[menu.overviewHref, menu.label] as const, ...menu.items.map((item) => [item.href, item.label] as const)]),
  ...[...companyLinks, ...legalLinks].map((link) => [link.href, link.label] as const),
]);

export const { seo, breadcrumbTrail, shortName, ogImageUrl, ogImageAlt, OG_ALT_PREFIX } = createSeo({
  name: site.name,
  url: site.url,
  homeLabel: homeLink.label,
  labels,
  locale: pageLocale,
  locales: siteLocales,
});
