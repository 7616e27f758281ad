import { z } from "zod";
import { href, neutral, text } from "../blocks-schema.ts";

/** The position of an entry in its list: 1 comes first. */
export const listOrder = z
  .number()
  .int()
  .min(1)
  .meta({ title: "Position in the list", description: "1 comes first. Entries are listed in this order.", ...neutral });

/** An id a filter or a form uses: lower-case words joined by hyphens. */
export const entryId = (title: string, description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
    .meta({ title, description, ...neutral });

/** A category to filter a list by: its id (kept in every language) and its name. */
export const filterCategory = z
  .object({
    id: entryId("Id", "How entries name this category, e.g. getting-started. Changing it breaks their link to it."),
    label: text("Name", "The category's name on its filter button."),
  })
  .meta({ title: "Category", description: "A filter button above the list." });

/**
 * One documentation guide: content/documentation/<locale>/<id>.yaml (the file name is its id).
 * The documentation hub lists it and its search matches the title, description and topics.
 */
export const docGuideSchema = z
  .object({
    order: listOrder,
    title: text("Title", "The guide's name."),
    description: text("Description", "One sentence: what the guide helps you do."),
    category: entryId("Category", "The id of one of the categories in Documentation page, e.g. compute."),
    keywords: z
      .array(text("Topic", "One thing the guide covers."))
      .min(1)
      .meta({ title: "Topics", description: "What the guide covers, shown on its card; the search matches them too." }),
  })
  .meta({ title: "Documentation guide", description: "One guide of the documentation hub." });

export type DocGuideContent = z.infer<typeof docGuideSchema>;

/** content/pages/<locale>/documentation.yaml: the hub's headings, categories, product links and "What's new". */
export const documentationPageSchema = z
  .object({
    eyebrow: text("Eyebrow", "The small word above the page's heading."),
    categories: z.array(filterCategory).min(1).meta({ title: "Categories", description: "The filter buttons, in order." }),
    products: z
      .array(
        z
          .object({
            href: href("Service page", "The service page the card leads to; its name comes from the Services menu."),
            category: entryId("Category", "The id of one of the categories above."),
            description: text("Description", "One sentence about the product."),
          })
          .meta({ title: "Product link", description: "A card leading to a service page." }),
      )
      .min(1)
      .meta({ title: "Product links", description: "Cards leading to service pages, under the guides." }),
    updates: z
      .object({
        heading: text("Heading", 'The heading of the "What\'s new" section.'),
        intro: text("Introduction", "One sentence under the heading."),
        items: z
          .array(
            z
              .object({
                date: z.iso.date().meta({ title: "Date", description: "When it changed, as YYYY-MM-DD.", ...neutral }),
                title: text("Title", "What changed, in a few words."),
                description: text("Description", "One or two sentences about the change."),
                link: z
                  .object({
                    label: text("Link text", "The name of the page it links to."),
                    href: href("Link", "The page about it, e.g. /services/global-cdn."),
                  })
                  .meta({ title: "Link", description: "The page the change concerns." }),
              })
              .meta({ title: "Change", description: "One entry of What's new." }),
          )
          .min(1)
          .meta({ title: "Changes", description: "Newest first." }),
      })
      .meta({ title: "What's new", description: "The latest changes to the products and their documentation." }),
  })
  .meta({ title: "Documentation page", description: "The words of /resources/documentation around the guides." });

export type DocumentationPageContent = z.infer<typeof documentationPageSchema>;
