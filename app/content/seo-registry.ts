import type { PageSeo } from "~/lib/seo";
import { blogPosts } from "./blog";
import { legalPages } from "./legal";
import { pageSeo } from "./pages";
import { pricingPages } from "./pricing";
import { regionPages } from "./region-pages";
import { servicePages } from "./services";
import { solutionPages } from "./solutions";

/**
 * The title, description and path of every page, gathered from the content modules so
 * that one unit test (seo-registry.test.ts) can check them all. A family of pages adds
 * its entries here in one line.
 */
export const allPageSeo: readonly PageSeo[] = [
  ...Object.values(pageSeo),
  ...legalPages,
  // Families (services, solutions, regions, resources, blog posts) add their entries below.
  ...blogPosts,
  ...servicePages,
  ...solutionPages,
  ...regionPages,
  ...pricingPages,
];
