import { z } from "zod";
import { closingCta, feature, hero, href, icon, keyFigure, neutral, order, question, section, seoFields, text } from "../blocks-schema.ts";

/** The plan lines of content/facts/plans.yaml a service page can show. */
export const servicePlanLines = ["cloud-computing", "databases", "dedicated-servers"] as const;

/**
 * One service page (/services/<file name>): content/services/<locale>/<slug>.yaml. Its messages
 * may name the site's facts ({trialDays}, {dataCenters} ...) and, on a page with plans,
 * {startingPrice} (its cheapest plan, e.g. "$49") and {planCount}.
 */
export const serviceSchema = z
  .object({
    order,
    navLabel: text("Menu label", "The service's name in the Services menu, the breadcrumb and the overview."),
    badge: text("Badge", 'A short marker beside the name, e.g. "NEW". Leave empty for none.').optional(),
    ...seoFields,
    summary: text("Summary", "One sentence for the services overview and related-service cards."),
    icon: icon("The service's picture on cards and in the overview."),
    hero,
    keyFigures: z.array(keyFigure).min(1).meta({ title: "Key figures", description: "Figures shown large under the top of the page." }),
    features: section("Features", "The features grid: a heading, an introduction and the cards.", {
      items: z.array(feature).min(1).meta({ title: "Feature cards", description: "One card per feature." }),
    }),
    plans: section("Plans", "The plans table, with prices from the plan list (Plans and prices).", {
      line: z
        .enum(servicePlanLines)
        .meta({ title: "Plan line", description: "Which plans of the price list this page shows.", ...neutral }),
    }).optional(),
    coverage: section("Coverage", "A list of places computed from the data centers: the edge network or the data centers.", {
      kind: z
        .enum(["edge-locations", "data-centers"])
        .meta({ title: "What to list", description: "The African edge locations, or the data centers by region.", ...neutral }),
    }).optional(),
    questions: z.array(question).optional().meta({ title: "Questions and answers", description: 'Shown under "Questions and answers".' }),
    related: z
      .array(href("Related service", "The address of another service page, e.g. /services/global-cdn."))
      .meta({ title: "Related services", description: "Other service pages shown as cards near the bottom.", ...neutral }),
    cta: closingCta,
  })
  .meta({ title: "Service page", description: "One page under /services." });

export type ServiceContent = z.infer<typeof serviceSchema>;

/** Words of /services and the words every service page shares: content/pages/<locale>/services.yaml. */
export const servicesPageSchema = z
  .object({
    familyLabel: text("Family name", "The Services menu's label, and the eyebrow above every service page's headline."),
    listHeading: text("List heading", "Heading of the list of services on /services."),
    listIntro: text("List introduction", "May name facts, e.g. {dataCenters} and {support}."),
    cta: closingCta,
    questionsHeading: text("Questions heading", "Heading of a service page's questions and answers."),
    relatedHeading: text("Related heading", "Heading of a service page's related services."),
    diagram: z
      .object({
        caption: text("Title", "The diagram's title; {name} is the service's name, e.g. \"{name} at a glance\"."),
        inputs: text("Regions heading", "Heading of the row of regions above the service."),
        parts: text("Features heading", "Heading of the service's features below it."),
        keyFigure: text("Key figure", 'Under the service\'s name: its first key figure, {value} and {label}, e.g. "{value} {label}".'),
      })
      .meta({ title: "Diagram", description: "The words of the diagram beside every service page's headline." }),
  })
  .meta({ title: "Services overview", description: "The /services page and the headings every service page shares." });

export type ServicesPageContent = z.infer<typeof servicesPageSchema>;
