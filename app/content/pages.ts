import type { PageSeo } from "~/lib/seo";

/**
 * Title and description of every page that is not part of a family (families keep
 * theirs in their own content entries). `content/seo.test.ts` checks them all.
 */
export const pageSeo = {
  home: {
    path: "/",
    title: "Africa's Premier Cloud, Built in Nigeria",
    description:
      "Cloud servers, managed databases and security from 13 data centers across Africa, Europe, Turkey and the Middle East. 99.99% uptime SLA, 24/7 support.",
  },
  sitemap: {
    path: "/sitemap",
    title: "Site Map",
    description: "Every page of the Baobab Cloud website in one list: services, solutions, regions, resources and company pages.",
  },
} as const satisfies Record<string, PageSeo>;
