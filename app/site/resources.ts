/**
 * The Resources overview: the pages of the Resources menu (labels and addresses come from the
 * menu, so they are written once), each with what content/pages/en/resources.yaml says a visitor
 * finds there.
 */
import { resourcesPage } from "#app/content/resources.data.ts";
import { navMenus } from "./navigation.ts";

const resourcesMenu = navMenus.find((menu) => menu.id === "resources");

export const resourceHubEntries = (resourcesMenu?.items ?? []).map((item) => {
  const card = resourcesPage.cards.find((candidate) => candidate.href === item.href);
  if (!card) throw new Error(`content/pages/en/resources.yaml: cards: no card for ${item.href} of the Resources menu`);
  return { title: item.label, href: item.href, description: card.description, icon: card.icon, linkLabel: card.linkLabel };
});

/** The headings and links of the Resources overview around its cards, articles and response times. */
export const resourcesOverviewText = {
  eyebrow: resourcesPage.eyebrow,
  pages: resourcesPage.pages,
  latest: resourcesPage.latest,
  support: resourcesPage.support,
};
