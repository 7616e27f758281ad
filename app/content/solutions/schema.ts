import { z } from "zod";
import { closingCta, feature, hero, href, icon, neutral, order, section, seoFields, text } from "../blocks-schema.ts";

export const titledText = z
  .object({
    title: text("Title", "A short title."),
    description: text("Description", "One or two sentences."),
  })
  .meta({ title: "Item", description: "A title with a sentence or two." });

const titledItems = z.array(titledText).min(1).meta({ title: "Items", description: "One entry per item." });

/** A law or standard: a title, a sentence or two, and the page that backs it, if any (a law's /trust/<country> page). */
const frameworkItems = z
  .array(
    z
      .object({
        title: text("Title", "The law's or standard's name."),
        description: text("Description", "What the platform does for it, in one or two sentences."),
        link: href("Link", "The page that says more, e.g. the law's country page /trust/nigeria; leave empty for none.").optional(),
      })
      .meta({ title: "Item", description: "A law or standard and what the platform does for it." }),
  )
  .min(1)
  .meta({ title: "Items", description: "One entry per law or standard." });

// Fields go through section()'s third argument: zod's .extend() would drop the label and hint.
const titledList = (title: string, description: string) => section(title, description, { items: titledItems });

/**
 * One solution page (/solutions/<file name>): content/solutions/<locale>/<slug>.yaml. Its
 * messages may name the site's facts ({trialDays}, {africanEdgeCountries} ...).
 */
export const solutionSchema = z
  .object({
    order,
    navLabel: text("Menu label", "The solution's name in the Solutions menu, the breadcrumb and the overview."),
    badge: text("Badge", 'A short marker beside the name, e.g. "NEW". Leave empty for none.').optional(),
    ...seoFields,
    summary: text("Summary", "One or two sentences for the solutions overview."),
    icon: icon("The solution's picture in the overview."),
    hero,
    challenges: titledList("Challenges", "What organisations of this kind need: a heading, an introduction and the items."),
    features: section("Features", 'The features grid; every card links somewhere ("Learn More").', {
      items: z
        .array(feature.required({ link: true }))
        .min(1)
        .meta({ title: "Feature cards", description: "One card per feature, each with its link." }),
    }),
    useCases: titledList("Use cases", "Workloads customers of this kind run.").optional(),
    frameworks: section(
      "Regulations and standards",
      'Laws and standards the industry answers to, and what the platform does for each. Write "aligned with" or "designed to support", never "certified" or "compliant", until a certificate is held.',
      { items: frameworkItems, note: text("Note", "A sentence under the list.") },
    ).optional(),
    sectors: z
      .object({
        heading: text("Heading", "The section's heading."),
        note: text("Note", "A sentence under the tiles."),
        items: z
          .array(
            z
              .object({ label: text("Label", "A kind of organisation (not a client's name)."), icon: icon() })
              .meta({ title: "Tile", description: "A kind of organisation we serve." }),
          )
          .meta({ title: "Tiles", description: "Kinds of organisation, in place of client logos." }),
      })
      .optional()
      .meta({
        title: "Who we serve",
        description: "Tiles naming kinds of organisation; we do not publish client names without permission.",
      }),
    recommendedServices: z
      .array(href("Service", "The address of a service page, e.g. /services/cloud-computing."))
      .min(1)
      .meta({ title: "Recommended services", description: "Service pages this solution is built on, shown as cards.", ...neutral }),
    cta: closingCta,
  })
  .meta({ title: "Solution page", description: "One page under /solutions." });

export type SolutionContent = z.infer<typeof solutionSchema>;

/** Words of /solutions and the words every solution page shares: content/pages/<locale>/solutions.yaml. */
export const solutionsPageSchema = z
  .object({
    familyLabel: text("Family name", "The Solutions menu's label, and the eyebrow above every solution page's headline."),
    listHeading: text("List heading", "Heading of the list of solutions on /solutions."),
    listIntro: text("List introduction", "One sentence under it."),
    cta: closingCta,
    recommended: section("Recommended services", "The section every solution page ends with, listing its services."),
    diagram: z
      .object({
        caption: text("Title", "The diagram's title; {name} is the solution's name in lower case, e.g. \"How we run {name} workloads\"."),
        inputs: text("Workloads heading", "Heading of the row of workloads above the solution."),
        parts: text("Services heading", "Heading of the services the solution is built on, below it."),
        frameworks: text("Frameworks heading", "Heading of the frameworks a solution is aligned with, under the services."),
      })
      .meta({ title: "Diagram", description: "The words of the diagram beside every solution page's headline." }),
  })
  .meta({ title: "Solutions overview", description: "The /solutions page and the headings every solution page shares." });

export type SolutionsPageContent = z.infer<typeof solutionsPageSchema>;
