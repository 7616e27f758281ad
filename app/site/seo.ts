import { createSeo } from "#app/lib/seo.ts";
import { locales, localeInfo, splitLocalePath, type Locale } from "#app/lib/locales.ts";
import type { StructuredData } from "#app/lib/structured-data.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { companyLinks, homeLink, legalLinks, navMenus } from "./navigation.ts";
import { site } from "#app/content/company/site.ts";

/**
 * The site's meta tags in `locale`: lib/seo.ts bound to site.ts, with the menu labels as the short
 * names breadcrumbs use. Routes take `seo` from here with their page's language.
 */
export const siteSeo = perLocale((locale: Locale) => {
  const home = homeLink(locale);
  const labels = new Map<string, string>([
    [home.href, home.label],
    ...navMenus(locale).flatMap((menu) => [
      [menu.overviewHref, menu.label] as const,
      ...menu.items.map((item) => [item.href, item.label] as const),
    ]),
    ...[...companyLinks(locale), ...legalLinks(locale)].map((link) => [link.href, link.label] as const),
  ]);
  return createSeo({ name: site.name, url: site.url, homeLabel: home.label, labels, locale: localeInfo(locale), locales });
});

type PageKey = keyof (typeof pageSeo)[Locale];

/**
 * The meta function of a page outside the families: its title and description in
 * page-titles.yaml by `key`, in the language of the path it is rendered at.
 */
export function singlePageMeta(key: PageKey, structuredData?: (locale: Locale) => StructuredData[]) {
  return ({ location }: { location: { pathname: string } }) => {
    const { locale } = splitLocalePath(location.pathname);
    return siteSeo(locale).seo(pageSeo[locale][key], structuredData?.(locale));
  };
}
