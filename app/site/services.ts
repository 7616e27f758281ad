/**
 * The service pages as the site uses them: the entries of content/services/en/ (app/content/)
 * with their paths, their plans from the price list and their "Learn More" links. Routes, menus,
 * breadcrumbs and the sitemap read these. A related-service link to a page that does not exist
 * fails the build here.
 */
import { learnMoreLabel, type ClosingCta, type Feature, type OverviewItem } from "#app/content/blocks.ts";
import { services, servicesPage } from "#app/content/services/pages.ts";
import { plansOfLine, type Plan } from "#app/content/pricing/plans.ts";
import type { ServiceEntryContent } from "#app/content/services/loader.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { familyPages, serviceFamily } from "./families.ts";

export type ServicePath = `/services/${string}`;

/** A service page: its content entry with its path, its plans resolved and its links labelled. */
export type ServicePage = Omit<ServiceEntryContent, "features" | "plans"> & {
  path: ServicePath;
  features: { heading: string; intro: string; items: Feature[] };
  plans?: { heading: string; intro: string; items: readonly Plan[] };
};

/** Every service page, in menu order. */
export const servicePages = perLocale((locale): ServicePage[] => {
  const pages = familyPages(serviceFamily(locale), services[locale]).map(({ features, plans, ...entry }) => ({
    ...entry,
    path: entry.path as ServicePath,
    features: {
      heading: features.heading,
      intro: features.intro,
      items: features.items.map(({ link, ...feature }) => ({
        ...feature,
        ...(link ? { link: { label: learnMoreLabel(locale), href: link } } : {}),
      })),
    },
    ...(plans ? { plans: { heading: plans.heading, intro: plans.intro, items: plansOfLine(plans.line, locale) } } : {}),
  }));
  for (const page of pages) {
    for (const path of page.related) {
      if (path === page.path || !pages.some((other) => other.path === path))
        throw new Error(`content/services/${locale}/${page.slug}.yaml: related: ${path} is not another service page`);
    }
  }
  return pages;
});

/** The headings the service template adds around each entry's own sections. */
export const servicePageText = (locale: Locale) =>
  ({
    questions: servicesPage[locale].questionsHeading,
    related: servicesPage[locale].relatedHeading,
  }) as const;

export function findServicePage(path: string, locale: Locale): ServicePage | undefined {
  return servicePages(locale).find((service) => service.path === path);
}

/** /services: every service page, in menu order. */
export const servicesOverview = (locale: Locale) =>
  ({
    eyebrow: serviceFamily(locale).label,
    listHeading: servicesPage[locale].listHeading,
    listIntro: servicesPage[locale].listIntro,
    items: servicePages(locale).map((service): OverviewItem => ({
      title: service.navLabel,
      description: service.summary,
      href: service.path,
      icon: service.icon,
      badge: service.badge,
    })),
    cta: servicesPage[locale].cta,
  }) satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
