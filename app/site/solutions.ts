/**
 * The solution pages as the site uses them: the entries of content/solutions/en/ with their
 * paths and labelled "Learn More" links. A recommended service that has no page fails the build.
 */
import { LEARN_MORE, type CallToAction, type ClosingCta, type Feature, type OverviewItem } from "#app/content/blocks.ts";
import { solutions, solutionsPage } from "#app/content/en.data.ts";
import type { SolutionEntryContent } from "#app/content/solutions.ts";
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
export const solutionPages: SolutionPage[] = familyPages(solutionFamily, solutions).map(({ features, recommendedServices, ...entry }) => ({
  ...entry,
  path: entry.path as `/solutions/${string}`,
  features: {
    heading: features.heading,
    intro: features.intro,
    items: features.items.map(({ link, ...feature }) => ({ ...feature, link: { label: LEARN_MORE, href: link } })),
  },
  recommendedServices: recommendedServices.map((path) => {
    if (!findServicePage(path))
      throw new Error(`content/solutions/en/${entry.slug}.yaml: recommendedServices: ${path} is not a service page`);
    return path as ServicePath;
  }),
}));

/** The section the solution template adds after each entry's own sections. */
export const solutionPageText = { recommended: solutionsPage.recommended } as const;

/** /solutions: every solution page, in menu order. */
export const solutionsOverview = {
  eyebrow: solutionFamily.label,
  listHeading: solutionsPage.listHeading,
  listIntro: solutionsPage.listIntro,
  items: solutionPages.map((solution): OverviewItem => ({
    title: solution.navLabel,
    description: solution.summary,
    href: solution.path,
    icon: solution.icon,
  })),
  cta: solutionsPage.cta,
} satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
