/**
 * Zod pieces the page collections share (hero, call to action, feature card, question ...).
 * Every field has a title (the editor's label) and a description (its hint) for a marketing
 * person; the CMS config is generated from these. Fields marked `i18n: "duplicate"` are the
 * same in every language (links, icons, ids): the editor copies them instead of asking a
 * translator.
 */
import { z } from "zod";
import { iconNames } from "#app/lib/icon-names.ts";

/** Not translated: the editor keeps one value for every language. */
export const neutral = { i18n: "duplicate" } as const;

export const text = (title: string, description: string) => z.string().trim().min(1).meta({ title, description });

export const href = (title: string, description: string) =>
  z
    .string()
    .regex(/^(\/|#|https:\/\/|mailto:|tel:)/, "a link starts with /, #, https://, mailto: or tel:")
    .meta({ title, description, ...neutral });

export const icon = (description = "The small picture beside the text.") =>
  z.enum(iconNames).meta({ title: "Icon", description, ...neutral });

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
  .meta({ title: "Address (slug)", description: "The last part of the page's address. Changing it moves the page.", ...neutral });

export const order = z
  .number()
  .int()
  .min(1)
  .meta({
    title: "Position in the menu",
    description: "1 comes first. Pages are listed in this order in menus and overviews.",
    ...neutral,
  });

export const callToAction = z
  .object({
    label: text("Button text", 'What the button says, e.g. "Talk to Sales". May name facts, e.g. {trialDays}.'),
    href: href("Button link", "Where it leads: a page of this site (/contact?topic=sales) or a section of this page (#plans)."),
  })
  .meta({ title: "Button", description: "A button: its text and where it leads." });

export const seoFields = {
  // Lengths are checked on the finished text (app/site/seo.test.ts), after facts fill the braces.
  title: text(
    "Search title",
    "The page title shown in search results and the browser tab (the site name is added), at most 60 characters.",
  ),
  description: text("Search description", "The summary shown under the title in search results, 15 to 160 characters."),
};

export const hero = z
  .object({
    heading: text("Headline", "The page's main heading (h1), at the top of the page."),
    lead: text("Lead", "One or two sentences under the headline."),
    primary: callToAction.meta({ title: "Main button", description: "The first, most visible button." }),
    secondary: callToAction.optional().meta({ title: "Second button", description: "An optional second button beside it." }),
  })
  .meta({ title: "Top of the page", description: "The headline, lead and buttons visitors see first." });

export const keyFigure = z
  .object({
    value: text("Figure", "Shown large, e.g. {dataCenters}. Name a fact in braces rather than typing a number."),
    label: text("Label", 'The words under the figure, e.g. "data centers".'),
  })
  .meta({ title: "Key figure", description: "A figure shown large with a short label." });

export const feature = z
  .object({
    title: text("Title", "The feature's name."),
    description: text("Description", "One or two sentences about it."),
    icon: icon().optional(),
    link: href('"Learn More" link', 'Where the card\'s "Learn More" link leads; leave empty for no link.').optional(),
  })
  .meta({ title: "Feature", description: "A card in the features grid." });

export const question = z
  .object({
    question: text("Question", "As a customer would ask it."),
    answer: text("Answer", "A short, complete answer."),
  })
  .meta({ title: "Question and answer", description: "One entry of the questions and answers." });

export const closingCta = z
  .object({
    heading: text("Heading", "The closing band's heading."),
    body: text("Text", "One sentence under the heading."),
    primary: callToAction.meta({ title: "Main button", description: "The first button." }),
    secondary: callToAction.meta({ title: "Second button", description: "The second button." }),
    points: z
      .array(text("Point", "One thing the offer includes."))
      .optional()
      .meta({ title: "What the offer includes", description: "Leave empty for the standard offer (free trial, no card, free migration)." }),
  })
  .meta({ title: "Closing call to action", description: "The band at the bottom of the page." });

/**
 * A section's heading and introduction, plus its own fields. Pass those as `extra` rather than
 * calling `.extend()`: zod's `.extend()` returns a schema without the title and description, and
 * the editor would show the section unlabelled (scripts/build/cms-fields-in-step.test.ts).
 */
export const section = <Extra extends z.ZodRawShape = Record<never, never>>(title: string, description: string, extra?: Extra) =>
  z
    .object({
      heading: text("Heading", "The section's heading."),
      intro: text("Introduction", "One sentence under the heading."),
      ...(extra as Extra),
    })
    .meta({ title, description });
