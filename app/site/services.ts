/**
 * The service pages as the site uses them: the entries of content/services/en/ (app/content/)
 * with their paths, their plans from the price list and their "Learn More" links. Routes, menus,
 * breadcrumbs and the sitemap read these. A related-service link to a page that does not exist
 * fails the build here.
 */
import { LEARN_MORE, type ClosingCta, type Feature, type OverviewItem } from "#app/content/blocks.ts";
import { services, servicesPage } from "#app/content/en.data.ts";
import { plansOfLine, type Plan } from "#app/content/plans.ts";
import type { ServiceEntryContent } from "#app/content/services.ts";
import { familyPages, serviceFamily } from "./families.ts";

export type ServicePath = `/services/${string}`;

/** A service page: its content entry with its path, its plans resolved and its links labelled. */
export type ServicePage = Omit<ServiceEntryContent, "features" | "plans"> & {
  path: ServicePath;
  features: { heading: string; intro: string; items: Feature[] };
  plans?: { heading: string; intro: string; items: readonly Plan[] };
};

/** Every service page, in menu order. */
export const servicePages: ServicePage[] = familyPages(serviceFamily, services).map(({ features, plans, ...entry }) => ({
  ...entry,
  path: entry.path as ServicePath,
  features: {
    heading: features.heading,
    intro: features.intro,
    items: features.items.map(({ link, ...feature }) => ({ ...feature, ...(link ? { link: { label: LEARN_MORE, href: link } } : {}) })),
  },
  ...(plans ? { plans: { heading: plans.heading, intro: plans.intro, items: plansOfLine(plans.line) } } : {}),
}));

for (const page of servicePages) {
  for (const path of page.related) {
    if (path === page.path || !servicePages.some((other) => other.path === path))
      throw new Error(`content/services/en/${page.slug}.yaml: related: ${path} is not another service page`);
  }
}

/** The headings the service template adds around each entry's own sections. */
export const servicePageText = {
  questions: servicesPage.questionsHeading,
  related: servicesPage.relatedHeading,
} as const;

export function findServicePage(path: string): ServicePage | undefined {
  return servicePages.find((service) => service.path === path);
}

/** /services: every service page, in menu order. */
export const servicesOverview = {
  eyebrow: serviceFamily.label,
  listHeading: servicesPage.listHeading,
  listIntro: servicesPage.listIntro,
  items: servicePages.map((service): OverviewItem => ({
    title: service.navLabel,
    description: service.summary,
    href: service.path,
    icon: service.icon,
    badge: service.badge,
  })),
  cta: servicesPage.cta,
} satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
