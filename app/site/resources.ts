/**
 * The Resources overview: the pages of the Resources menu (labels and addresses come from the
 * menu, so they are written once), each with what content/pages/en/resources.yaml says a visitor
 * finds there.
 */
import { resourcesPage } from "#app/content/pages/resources.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { navMenus } from "./navigation.ts";

export const resourceHubEntries = perLocale((locale: Locale) => {
  const resourcesMenu = navMenus(locale).find((menu) => menu.id === "resources");
  return (resourcesMenu?.items ?? []).map((item) => {
    const card = resourcesPage[locale].cards.find((candidate) => candidate.href === item.href);
    if (!card) throw new Error(`content/pages/${locale}/resources.yaml: cards: no card for ${item.href} of the Resources menu`);
    return { title: item.label, href: item.href, description: card.description, icon: card.icon, linkLabel: card.linkLabel };
  });
});

/** The headings and links of the Resources overview around its cards, articles and response times. */
export const resourcesOverviewText = (locale: Locale) => {
  const { eyebrow, pages, latest, support } = resourcesPage[locale];
  return { eyebrow, pages, latest, support };
};
