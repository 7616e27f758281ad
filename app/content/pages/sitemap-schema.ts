import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

/** content/pages/<locale>/sitemap.yaml: the headings of /sitemap (its links come from the menus). */
export const sitemapPageSchema = z
  .object({
    companyHeading: text("Company heading", "The heading above the home, about and contact pages."),
    pricingHeading: text("Pricing heading", "The heading above the pricing pages."),
    legalHeading: text("Legal heading", "The heading above the legal pages."),
    overviewLinks: z
      .array(
        z
          .object({
            menu: z
              .enum(["services", "solutions", "international", "resources"])
              .meta({ title: "Menu", description: "Which menu's overview page this link leads to.", ...neutral }),
            label: text("Link text", 'The first link under the menu\'s heading, e.g. "All services".'),
          })
          .meta({ title: "Overview link", description: "The link to a menu's overview page." }),
      )
      .min(1)
      .meta({ title: "Overview links", description: "One per menu: the link to its overview page, first in its list." }),
  })
  .meta({ title: "Site map", description: "The headings of /sitemap." });

export type SitemapPageContent = z.infer<typeof sitemapPageSchema>;
