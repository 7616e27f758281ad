import { z } from "zod";
import { text } from "../blocks-schema.ts";

const metric = (name: string) =>
  z
    .object({
      name: text("Name", `The measure's full name and abbreviation (${name}).`),
      explains: text("What it is", "One or two sentences: what the measure is, and what is good."),
    })
    .meta({ title: name, description: `${name}: its name and what it measures.` });

/**
 * content/pages/<locale>/performance.yaml: the words of /performance (issue 48), the site's own
 * Core Web Vitals as its visitors' browsers measure them. The figures are not here: the page reads
 * them from /api/field-data as it is shown. {jsonPath}, {days}, {pageViews}, {samples},
 * {minSamples}, {value}, {from} and {to} are filled in on the page.
 */
export const performancePageSchema = z
  .object({
    heading: text("Heading", "The page's main heading."),
    lead: text("Lead", "What the figures are, in two sentences."),
    noScript: text("Without JavaScript", "Says where the JSON is ({jsonPath}); shown when JavaScript is off."),
    jsonLink: text("JSON link", "The link to the figures as JSON."),
    loading: text("Loading", "Shown while the figures load."),
    failed: text("Failed", "When the figures could not be loaded ({jsonPath})."),
    empty: text("Not enough data", "In place of the table by country and network when no row has enough measurements ({minSamples})."),
    period: text("Period", "The period and page views ({from}, {to}, {pageViews})."),
    overall: z
      .object({
        heading: text("Heading", "The all-visitors table's heading."),
        caption: text("Caption", "The table's caption ({days})."),
      })
      .meta({ title: "All visitors", description: "The table of all visitors together." }),
    byCountry: z
      .object({
        heading: text("Heading", "The by-country table's heading."),
        intro: text("Intro", "Why small samples are left out ({minSamples})."),
        caption: text("Caption", "The table's caption ({days})."),
        country: text("Country column", "Column heading."),
        network: text("Network column", "Column heading."),
        unknownCountry: text("Unknown country", "When the address could not be placed."),
      })
      .meta({ title: "By country and network", description: "The table by country and network type." }),
    measure: text("Measure column", "Column heading."),
    value: text("Value column", "Column heading: the 75th percentile."),
    samples: text("Measurements column", "Column heading: how many measurements."),
    sampleCount: text("Measurement count", "A cell's number of measurements ({samples})."),
    connections: z
      .object({
        "slow-2g": text("Slow 2G", "The browser's slow-2g network type."),
        "2g": text("2G", "The browser's 2g network type."),
        "3g": text("3G", "The browser's 3g network type."),
        "4g": text("4G", "The browser's 4g type, which covers any faster network."),
        unknown: text("Not reported", "Browsers that do not report their network type."),
      })
      .meta({ title: "Network types", description: "The names of the browsers' network types." }),
    metrics: z
      .object({ LCP: metric("LCP"), INP: metric("INP"), CLS: metric("CLS"), TTFB: metric("TTFB"), FCP: metric("FCP") })
      .meta({ title: "Measures", description: "Each Core Web Vital's name and explanation." }),
    milliseconds: text("Milliseconds", "A time ({value} ms)."),
    method: z
      .object({
        heading: text("Heading", "The method section's heading."),
        paragraphs: z
          .array(text("Paragraph", "One paragraph ({days} may be named)."))
          .min(1)
          .meta({ title: "Paragraphs", description: "How the figures are made." }),
        privacy: text("Privacy link", "The link to the privacy policy's section on measurement."),
      })
      .meta({ title: "Method", description: "How the figures are made, and the link to the privacy policy." }),
  })
  .meta({ title: "Performance page", description: "The words of /performance." });

export type PerformancePageContent = z.infer<typeof performancePageSchema>;
