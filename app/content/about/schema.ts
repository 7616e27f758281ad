import { z } from "zod";
import { callToAction, closingCta, icon, text } from "../blocks-schema.ts";

/**
 * content/pages/<locale>/about.yaml: the /about-us page. Besides the site's facts
 * ({dataCenters}, {africanEdgeCountries}, {networkGbps} ...), its messages may name the
 * company's details: {siteName}, {headquartersCity}, {foundedYear}, and {clientsClaim}
 * (the total of active clients as the site states it, "5M+").
 */
export const aboutPageSchema = z
  .object({
    hero: z
      .object({
        name: text("Page name", 'The page\'s h1, e.g. "About Us".'),
        heading: text("Tagline", "The line under the page name."),
        lead: text("Lead", "One or two sentences under it."),
        primary: callToAction.meta({ title: "Main button", description: "The first, most visible button." }),
        secondary: callToAction.meta({ title: "Second button", description: "The button beside it." }),
      })
      .meta({ title: "Top of the page", description: "The page name, tagline, lead and buttons visitors see first." }),
    keyFigures: z
      .array(
        z
          .object({
            value: text("Figure", "Shown large. Name a fact in braces, e.g. {dataCenters}, rather than typing a number."),
            label: text("Label", 'The words under the figure, e.g. "data centers".'),
          })
          .meta({ title: "Key figure", description: "A figure shown large with a short label." }),
      )
      .min(1)
      .meta({ title: "Key figures", description: "Figures shown large under the top of the page." }),
    story: z
      .object({
        heading: text("Heading", "The section's heading."),
        paragraphs: z
          .array(text("Paragraph", "One paragraph of the story."))
          .min(1)
          .meta({ title: "Paragraphs", description: "The story, one paragraph each." }),
        trustLink: callToAction.meta({
          title: "Trust link",
          description: "The link under the story to where we say how we keep customers' data: /trust.",
        }),
      })
      .meta({ title: "Our story", description: "How the company began and where it is today." }),
    missionAndVision: z
      .object({
        heading: text("Heading", "The section's heading."),
        mission: z
          .object({ heading: text("Heading", "The card's heading."), text: text("Text", "The mission in a sentence.") })
          .meta({ title: "Mission", description: "The mission card." }),
        vision: z
          .object({ heading: text("Heading", "The card's heading."), text: text("Text", "The vision in a sentence.") })
          .meta({ title: "Vision", description: "The vision card." }),
      })
      .meta({ title: "Mission and vision", description: "Two cards: what we do and where we are going." }),
    values: z
      .object({
        heading: text("Heading", "The section's heading."),
        intro: text("Introduction", "One sentence under the heading."),
        items: z
          .array(
            z
              .object({
                title: text("Title", "The value's name."),
                description: text("Description", "One sentence about it."),
                icon: icon(),
              })
              .meta({ title: "Value", description: "One of the company's values." }),
          )
          .min(1)
          .meta({ title: "Values", description: "One card per value." }),
      })
      .meta({ title: "Our values", description: "The company's values as cards." }),
    leadership: z
      .object({
        heading: text("Heading", "The section's heading."),
        intro: text("Introduction", "One sentence under the heading."),
        note: text("Note on each card", 'Shown on every card until profiles are published, e.g. "Profile coming soon".'),
        members: z
          .array(
            z
              .object({
                position: text("Position", 'The role, e.g. "Chief Executive Officer".'),
                abbreviation: text("Abbreviation", 'Shown in the round picture instead of a photograph, e.g. "CEO".'),
              })
              .meta({ title: "Member", description: "A leadership role (no names or photographs until published)." }),
          )
          .min(1)
          .meta({ title: "Members", description: "One card per role." }),
      })
      .meta({ title: "Leadership", description: "The leadership team, as roles until profiles are published." }),
    cta: closingCta,
  })
  .meta({ title: "About page", description: "The words of /about-us." });

export type AboutPageContent = z.infer<typeof aboutPageSchema>;
