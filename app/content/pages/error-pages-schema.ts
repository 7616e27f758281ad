import { z } from "zod";
import { href, text } from "../blocks-schema.ts";

/** content/pages/<locale>/error-pages.yaml: the 404 page and the application error page. */
export const errorPagesSchema = z
  .object({
    notFound: z
      .object({
        title: text("Headline", "The 404 page's heading, when an address does not exist."),
        text: text("Text", "One sentence under the heading."),
        description: text("Search description", "The page's description; {siteName} is the company's name.").max(160),
      })
      .meta({ title: "Page not found (404)", description: "What visitors see at an address that does not exist." }),
    applicationError: z
      .object({
        title: text("Headline", "The heading when a page fails to show."),
        text: text("Text", "One or two sentences under the heading."),
      })
      .meta({ title: "Application error", description: "What visitors see when something fails on our side." }),
    homeLink: z
      .object({
        label: text("Link text", "The button back to the home page."),
        href: href("Link", "Where it leads, normally /."),
      })
      .meta({ title: "Home link", description: "The button on both pages." }),
  })
  .meta({ title: "Error pages", description: "The 404 page and the application error page." });

export type ErrorPagesContent = z.infer<typeof errorPagesSchema>;
