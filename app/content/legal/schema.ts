import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";
import { listOrder } from "../documentation/schema.ts";

/**
 * One legal page (/legal/<file name>): content/legal/<locale>/<slug>.md. Its details are in the
 * frontmatter; its text is the Markdown below: `## ` starts a section, a blank line a paragraph.
 * Text may name {siteName}, {helloEmail}, {privacyEmail} and the site's facts ({uptimeSla} ...).
 * Its text must stay true of the site as built: if you add analytics, a cookie, a third-party
 * script or a new form, change these pages in the same change.
 */
export const legalPageSchema = z
  .object({
    order: listOrder,
    title: text("Title", "The page's heading, also its title in search results (at most 60 characters)."),
    description: text("Search description", "The summary under the heading and in search results, 50 to 160 characters."),
    updated: z.iso.date().meta({
      title: "Last updated",
      description:
        "The date of the last change to the text, as YYYY-MM-DD. The privacy policy's date is its version: forms store it with each consent, so change it with the text.",
      ...neutral,
    }),
  })
  .meta({ title: "Legal page", description: "One page under /legal." });

export type LegalPageFrontmatter = z.infer<typeof legalPageSchema>;

/** content/pages/<locale>/legal.yaml: words every legal page shares. */
export const legalWordsSchema = z
  .object({
    eyebrow: text("Eyebrow", "The small word above every legal page's heading."),
    updated: text("Last updated", 'The line stating the date of the last change, with the date as {date}, e.g. "Last updated: {date}".'),
  })
  .meta({ title: "Legal words", description: "Words every legal page shares." });

export type LegalWords = z.infer<typeof legalWordsSchema>;
