import type { PageSeo } from "~/lib/seo";
import { legalPages } from "./legal";
import { pageSeo } from "./pages";

/**
 * The title, description and path of every page, gathered from the content modules so
 * that one unit test (seo-registry.test.ts) can check them all. A family of pages adds
 * its entries here in one line.
 */
export const allPageSeo: readonly PageSeo[] = [
  ...Object.values(pageSeo),
  ...legalPages,
  // Families (services, solutions, regions, resources, blog posts) add their entries below.
];
