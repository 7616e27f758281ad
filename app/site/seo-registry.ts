import type { PageSeo } from "#app/lib/seo.ts";
import { blogListings, blogPosts } from "#app/content/blog/posts.ts";
import { legalPages } from "#app/content/legal/pages.ts";
import { slaPage } from "#app/content/sla/page.ts";
import { trustPages } from "#app/content/residency/pages.ts";
import { subprocessorPages } from "#app/content/subprocessors/pages.ts";
import { statusSubscribeSeo } from "#app/content/status/subscribe.ts";
import { securityPages } from "#app/content/security/page.ts";
import { pageSeo } from "#app/content/pages/titles.ts";
import { pricingPages } from "#app/site/pricing.ts";
import { regionPages } from "#app/site/region-pages.ts";
import { servicePages } from "#app/site/services.ts";
import { solutionPages } from "#app/site/solutions.ts";
import type { Locale } from "#app/lib/locales.ts";
import { statusSeoEntries } from "./status.ts";

/**
 * The title, description and path of every page, gathered from the content modules so
 * that one unit test (seo-registry.test.ts) can check them all. A family of pages adds
 * its entries here in one line. A page with a publication `date` (a blog post) gives
 * sitemap.xml its lastmod.
 */
export const allPageSeo = (locale: Locale): readonly (PageSeo & { date?: string })[] => [
  ...Object.values(pageSeo[locale]),
  ...legalPages(locale),
  slaPage[locale],
  trustPages[locale].overview,
  ...trustPages[locale].countries,
  subprocessorPages[locale],
  ...subprocessorPages[locale].regions,
  securityPages[locale],
  ...statusSubscribeSeo(locale),
  // Families (services, solutions, regions, resources, blog posts) add their entries below.
  ...blogPosts(locale),
  // The blog's first page is pageSeo.blog; its later pages, categories and tags come from the posts.
  ...blogListings(locale).filter((listing) => listing.path !== pageSeo[locale].blog.path),
  ...servicePages(locale),
  ...solutionPages(locale),
  ...regionPages(locale),
  ...pricingPages(locale),
  ...statusSeoEntries(locale),
];
