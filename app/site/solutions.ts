/**
 * The solution pages as the site uses them: the entries of content/solutions/en/ with their
 * paths and labelled "Learn More" links. A recommended service that has no page fails the build.
 */
import { learnMoreLabel, type CallToAction, type ClosingCta, type Feature, type OverviewItem } from "#app/content/blocks.ts";
import { solutions, solutionsPage } from "#app/content/solutions/pages.ts";
import type { SolutionEntryContent } from "#app/content/solutions/loader.ts";
import type { Locale } from "#app/lib/locales.ts";
import { perLocale } from "#app/lib/per-locale.ts";
import { familyPages, solutionFamily } from "./families.ts";
import { findServicePage, type ServicePath } from "./services.ts";

export type TitledText = { title: string; description: string };

/** A solution page: its content entry with its path and its feature links labelled. */
export type SolutionPage = Omit<SolutionEntryContent, "features" | "recommendedServices"> & {
  path: `/solutions/${string}`;
  features: { heading: string; intro: string; items: (Feature & { link: CallToAction })[] };
  recommendedServices: ServicePath[];
};

/** Every solution page, in menu order. */
export const solutionPages = perLocale((locale): SolutionPage[] =>
  familyPages(solutionFamily(locale), solutions[locale]).map(({ features, recommendedServices, ...entry }) => ({
    ...entry,
    path: entry.path as `/solutions/${string}`,
    features: {
      heading: features.heading,
      intro: features.intro,
      items: features.items.map(({ link, ...feature }) => ({ ...feature, link: { label: learnMoreLabel(locale), href: link } })),
    },
    recommendedServices: recommendedServices.map((path) => {
      if (!findServicePage(path, locale))
        throw new Error(`content/solutions/${locale}/${entry.slug}.yaml: recommendedServices: ${path} is not a service page`);
      return path as ServicePath;
    }),
  })),
);

/** The section the solution template adds after each entry's own sections. */
export const solutionPageText = (locale: Locale) => ({ recommended: solutionsPage[locale].recommended }) as const;

/** /solutions: every solution page, in menu order. */
export const solutionsOverview = (locale: Locale) =>
  ({
    eyebrow: solutionFamily(locale).label,
    listHeading: solutionsPage[locale].listHeading,
    listIntro: solutionsPage[locale].listIntro,
    items: solutionPages(locale).map((solution): OverviewItem => ({
      title: solution.navLabel,
      description: solution.summary,
      href: solution.path,
      icon: solution.icon,
    })),
    cta: solutionsPage[locale].cta,
  }) satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
