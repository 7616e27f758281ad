import { z } from "zod";
import { href, icon, text } from "../blocks-schema.ts";

const heading = <Extra extends z.ZodRawShape>(title: string, description: string, extra: Extra) =>
  z.object({ heading: text("Heading", "The section's heading."), ...extra }).meta({ title, description });

/**
 * content/pages/<locale>/resources.yaml: the /resources overview's words. Its cards follow the
 * Resources menu (their names are the menu's); each card here adds what a visitor finds there.
 */
export const resourcesPageSchema = z
  .object({
    eyebrow: text("Eyebrow", "The small word above the page's heading."),
    pages: heading("Pages section", "The cards leading to each resource page.", {
      intro: text("Introduction", "One sentence under the heading."),
    }),
    cards: z
      .array(
        z
          .object({
            href: href("Page", "The resource page the card is about, e.g. /resources/blog; its name comes from the Resources menu."),
            description: text("Description", "What a visitor finds there."),
            icon: icon(),
            linkLabel: text("Link text", 'The card\'s link, e.g. "Read the blog".'),
          })
          .meta({ title: "Card", description: "One resource page's card." }),
      )
      .min(1)
      .meta({ title: "Cards", description: "One card per page of the Resources menu." }),
    latest: heading("Latest articles", "The newest blog posts.", {
      allLink: text("Link text", "The link to every article."),
    }),
    support: heading("Response times", "How fast support responds at each priority (from Support response times).", {
      intro: text("Introduction", "One sentence before the response times."),
      link: text("Link text", "The link to the Help Center's support section."),
    }),
  })
  .meta({ title: "Resources overview", description: "The words of /resources." });

export type ResourcesPageContent = z.infer<typeof resourcesPageSchema>;
