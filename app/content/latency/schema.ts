import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

const placeId = (title: string, description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "an id of content/facts/places.yaml")
    .meta({ title, description, ...neutral });

/**
 * content/facts/latency.yaml: where each data center answers the latency test, and the typical
 * latencies /international/latency shows without JavaScript. The same in every language.
 */
export const latencyFactsSchema = z
  .object({
    pingEndpoints: z
      .array(
        z
          .object({
            dataCenter: placeId("Data center", "The data center's id in content/facts/places.yaml, e.g. lagos."),
            url: z.url({ protocol: /^https$/ }).meta({
              title: "Ping address",
              description:
                "The address in that data center that answers the test (https, our own host). The page's security policy allows exactly these hosts.",
              ...neutral,
            }),
          })
          .meta({ title: "Ping endpoint", description: "One data center's test address." }),
      )
      .min(1)
      .meta({
        title: "Ping endpoints",
        description: "One test address per data center, in the order the results list them before sorting.",
      }),
    typical: z
      .object({
        measuredOn: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
          .meta({
            title: "Date of the figures",
            description: "When the typical figures were taken, YYYY-MM-DD (shown on the page).",
            ...neutral,
          }),
        samples: z.boolean().meta({
          title: "Sample figures",
          description: "On while the figures are samples, not our own measurements: the page then says so under the table.",
          ...neutral,
        }),
        vantageCities: z
          .array(placeId("City", "A city's id, e.g. luanda: its name is in pages/<language>/latency.yaml (typical.cities)."))
          .default([])
          .meta({
            title: "Other cities",
            description:
              "Cities the figures are measured from that have no data center or edge location of ours (Luanda, Maputo): our customers' cities, named in each language's words.",
            ...neutral,
          }),
        from: z
          .array(
            placeId(
              "City",
              "A data center or edge location id (content/facts/places.yaml), or one of the other cities above: the city the figures are measured from.",
            ),
          )
          .min(1)
          .meta({ title: "From these cities", description: "The table's columns: cities, by their place id.", ...neutral }),
        rows: z
          .array(
            z
              .object({
                dataCenter: placeId("Data center", "The data center's id, e.g. lagos."),
                latencyMs: z
                  .array(z.number().positive().max(2000))
                  .meta({ title: "Round trips (ms)", description: "One figure per city, in the order of the cities above.", ...neutral }),
              })
              .meta({ title: "Row", description: "One data center's typical round trips from each city." }),
          )
          .min(1)
          .meta({ title: "Data centers", description: "The table's rows." }),
      })
      .meta({ title: "Typical latencies", description: "The table shown to every visitor, and alone without JavaScript." }),
  })
  .meta({ title: "Latency test", description: "The test's addresses and the typical figures." });

export type LatencyFacts = z.infer<typeof latencyFactsSchema>;

/** content/pages/<locale>/latency.yaml: the words of /international/latency and of the links to it. */
export const latencyPageSchema = z
  .object({
    heading: text("Headline", "The page's main heading (h1)."),
    lead: text("Lead", "One or two sentences under the headline. May name {dataCenters}."),
    overviewLink: text("Link to this page", "The link to this page on /international and on every region page."),
    typical: z
      .object({
        heading: text("Heading", "Above the table of typical figures."),
        intro: text("Introduction", "Under the heading. {date} is the date of the figures."),
        samplesNote: text("Sample figures note", "Shown under the table while the figures are samples (Sample figures is on)."),
        caption: text("Table caption", "The table's caption: what its figures are."),
        dataCenter: text("First column heading", "The heading of the data-center column."),
        cities: z
          .array(
            z
              .object({
                id: placeId("City", "The city's id in content/facts/latency.yaml (typical.vantageCities). Do not change it."),
                city: text("Name", "The city's name in this language."),
              })
              .meta({ title: "City", description: "A city's name, by its id." }),
          )
          .default([])
          .meta({
            title: "Other cities",
            description: "The names of the cities the table measures from that have no data center or edge location of ours.",
          }),
      })
      .meta({ title: "Typical latencies", description: "The table every visitor sees, with or without JavaScript." }),
    map: z
      .object({
        heading: text("Heading", "Above the map of data centers."),
        intro: text("Introduction", "Under the heading: what the figures on the map are, before and after the test."),
        imageTitle: text("Map title", "What the map shows, for screen readers."),
        imageDescription: text("Map description", "The map in a sentence or two, for screen readers."),
        listName: text("Figures list name", "What screen readers call the list of data centers and their figures on the map."),
        beyond: text(
          "Beyond Africa",
          "The heading of the data centers outside the map (Europe, Turkey and the Middle East, Asia Pacific).",
        ),
        typicalNote: text("Typical figures note", "Under the map before the test: the figures are typical, nearest to farthest city."),
        measuredNote: text("Measured figures note", "Under the map once the test has run: the figures are the visitor's own medians."),
        notMeasured: text("Not measured", "A data center the test did not reach (no test address)."),
        typicalRange: text(
          "Typical range",
          'A data center\'s typical figures on the map, nearest to farthest city: {low} and {high} are filled in ("{low}–{high} ms").',
        ),
      })
      .meta({ title: "Map", description: "The map of data centers with each one's figure." }),
    test: z
      .object({
        heading: text("Heading", "Above the test."),
        intro: text("Introduction", "What the test does, under the heading."),
        privacy: text("Privacy", "What is sent where, and when."),
        noScript: text("Without JavaScript", "Shown instead of the button when JavaScript is off."),
        start: text("Start button", "The button that starts the test."),
        again: text("Start again button", "The same button once a result is shown."),
        running: text("While measuring", "Progress. {done} and {total} are the requests made and to make."),
        caption: text("Result table caption", "The caption of the result table."),
        dataCenter: text("Data center column", "The heading of the data-center column."),
        median: text("Median column", "The heading of the median column."),
        p90: text("90th percentile column", "The heading of the 90th-percentile column."),
        jitter: text("Jitter column", "The heading of the jitter column."),
        figure: text("A figure", 'One figure in milliseconds, in the table and on the map: {ms} is filled in ("{ms} ms").'),
        waiting: text("Waiting", "A data center not measured yet."),
        unreachable: text("Unreachable", "A data center that did not answer in time."),
        hidden: text("Could not be measured", "A data center whose answers the browser would not time."),
        best: text("Fastest badge", "Beside the one fastest data center."),
        tied: text("About as fast badge", "Beside each data center about as fast as the fastest (within 10% or 5 ms)."),
        winner: text("One winner", "The answer when one data center is fastest. {region} is its city."),
        tie: text("A tie", "The answer when several are about as fast. {regions} lists their cities."),
        none: text("No answer", "When no data center could be measured."),
        regionLink: text("Region page link", "The link to the fastest data center's region page. {region} is the region."),
        pricesLink: text("Prices link", "The link to the prices. {currency} is the currency's name."),
        measuredOn: text("Measured on", "Above a result. {date} is the day it was measured."),
        shared: text("Shared result", "Above a result opened from a shared link. {date} is the day it was measured."),
        share: text("Share link", "The link to this result (the figures travel in the address)."),
        copy: text("Copy button", "Copies the result as plain text."),
        copied: text("Copied", "Said once the text is copied."),
        textHeading: text("Plain text heading", "Above the result as plain text, for a support ticket."),
        textTitle: text("Plain text title", "The first line of the plain text. {date} is the day it was measured."),
        textLine: text(
          "Plain text: a data center",
          'A measured data center in the plain text: its {city}, {median}, {p90} and {jitter} (figures with their unit), e.g. "{city}: median {median}, 90th percentile {p90}, jitter {jitter}".',
        ),
        textStatus: text(
          "Plain text: not measured",
          'A data center without figures in the plain text: its {city} and why ({status}: unreachable, could not be measured), e.g. "{city}: {status}".',
        ),
      })
      .meta({ title: "The test", description: "The button, the result table and the answer." }),
    how: z
      .object({
        heading: text("Heading", "Above the explanation."),
        items: z
          .array(text("Paragraph", "One step of the method."))
          .min(1)
          .meta({ title: "Paragraphs", description: "How the test measures." }),
      })
      .meta({ title: "How it works", description: "The method, in plain words." }),
  })
  .meta({ title: "Latency test page", description: "The words of /international/latency." });

export type LatencyPageContent = z.infer<typeof latencyPageSchema>;
