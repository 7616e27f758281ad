import { z } from "zod";
import { neutral, slug, text } from "../blocks-schema.ts";

/** The countries with a residency page, by ISO 3166-1 code, in the order the overview lists them. */
export const residencyCountryCodes = [
  "NG",
  "ZA",
  "KE",
  "EG",
  "GH",
  "SN",
  "CI",
  "CM",
  "AO",
  "MZ",
  "GA",
  "MA",
  "UG",
  "RW",
  "TZ",
  "ET",
  "AE",
  "AU",
  "BE",
  "CG",
  "DE",
  "FR",
  "GB",
  "IE",
  "IN",
  "NL",
  "SD",
  "SG",
  "TR",
  "US",
  "ZM",
] as const;
export type ResidencyCountryCode = (typeof residencyCountryCodes)[number];
export const dataFlowIds = ["billing", "support", "telemetry", "backups"] as const;

const hours = (title: string, description: string) =>
  z
    .number()
    .int()
    .positive()
    .meta({ title, description, ...neutral });
const place = z
  .string()
  .min(1)
  .meta({ title: "Where it goes", description: 'A data center id of content/facts/places.yaml, or "in-country".', ...neutral });

/**
 * content/facts/residency.yaml: where each country's data lives and the breach clocks, the same in
 * every language. The default data flows and our registrations are the company's to confirm.
 */
export const residencyFactsSchema = z
  .object({
    ourClockHours: hours("Our breach notice (hours)", "How fast we notify customers of a breach: shorter than every law's clock."),
    flows: z
      .object({ billing: place, support: place, telemetry: place, backups: place })
      .meta({ title: "What leaves by default", description: "Where billing, support tickets, telemetry and backups go." }),
    countries: z
      .array(
        z
          .object({
            code: z.enum(residencyCountryCodes).meta({ title: "Country", description: "ISO 3166-1 code.", ...neutral }),
            slug: slug,
            dataCenters: z
              .array(z.string().min(1))
              .meta({ title: "Data centers in the country", description: "Data center ids of content/facts/places.yaml.", ...neutral }),
            lawClockHours: hours(
              "The law's breach clock (hours)",
              'Hours to notify the regulator; leave empty where the law says "as soon as reasonably possible".',
            ).optional(),
            legislation: z
              .object({
                identifier: z
                  .string()
                  .min(1)
                  .meta({
                    title: "The law's citation",
                    description: 'How the law is cited, e.g. "Act 4 of 2013" (structured data: legislationIdentifier).',
                    ...neutral,
                  }),
                year: z
                  .int()
                  .min(1900)
                  .max(2100)
                  .meta({
                    title: "Year of the law",
                    description: "The year the law was passed, as its title states it (structured data: legislationDate).",
                    ...neutral,
                  }),
                name: z
                  .string()
                  .min(1)
                  .optional()
                  .meta({
                    title: "The law's official title",
                    description:
                      "For search engines, where the page's words name more than one text (Mozambique: no general law): the one law the structured data is about, in its own language.",
                    ...neutral,
                  }),
                regulator: z
                  .string()
                  .min(1)
                  .optional()
                  .meta({
                    title: "The regulator's official name",
                    description: "For search engines, where the page's words say more than the regulator's name (Mozambique).",
                    ...neutral,
                  }),
              })
              .meta({ title: "The law", description: "The law's citation and year, for search engines (schema.org Legislation)." }),
            lastReview: z.iso
              .date()
              .meta({ title: "Last legal review", description: "When counsel last reviewed the page, as YYYY-MM-DD.", ...neutral }),
          })
          .meta({ title: "Country", description: "One country's residency facts." }),
      )
      .length(residencyCountryCodes.length)
      .meta({ title: "Countries", description: "One entry per country page." }),
  })
  .superRefine((facts, context) => {
    facts.countries.forEach((country, index) => {
      if (country.lawClockHours !== undefined && facts.ourClockHours >= country.lawClockHours)
        context.addIssue({
          code: "custom",
          path: ["countries", index, "lawClockHours"],
          message: `our clock (${facts.ourClockHours} h) must be shorter than the law's`,
        });
    });
  })
  .meta({
    title: "Data residency",
    description: "Each country's data centers, breach clock and last legal review, and where data goes by default.",
  });

export type ResidencyFacts = z.infer<typeof residencyFactsSchema>;

const countryWords = z
  .object({
    in: text(
      "In the country",
      'The country named after "in", as this language says it ("in Nigeria", "au Nigeria", "em Angola"): fills {inCountry}.',
    ),
    law: text(
      "Law",
      "The law's name as it is cited, e.g. Nigeria Data Protection Act 2023 (NDPA); where the country has no general data protection law, the texts that apply instead.",
    ),
    transfer: text("Basis for transfers", "The basis for transfers abroad under the law, citing its section."),
    regulator: text("Regulator", "The regulator's name."),
    registration: text("Our registration", "Our registration with the regulator (a placeholder until it is confirmed)."),
    lawClock: text("The law's breach clock", "What the law requires and when its clock starts, citing its section."),
    toConfirm: text(
      "To confirm with counsel",
      "One sentence, starting \"To confirm with counsel\": what counsel must check on this country's page beyond what every page's notice names (an article number read from a secondary source, a pending law).",
    ).optional(),
  })
  .meta({ title: "Country", description: "One country's law, in words." });

/** content/pages/<locale>/trust.yaml: the words of /trust and of every /trust/<country> page. */
export const trustPageSchema = z
  .object({
    eyebrow: text("Eyebrow", "The small word above the heading of /trust and of every country page."),
    title: text("Title", "/trust's heading and title in search results (at most 60 characters)."),
    description: text("Search description", "/trust's summary, 50 to 160 characters."),
    intro: text("Introduction", "Under /trust's heading."),
    sampleNotice: text("Sample notice", "Says which facts are placeholders to confirm with counsel."),
    table: z
      .object({
        caption: text("Caption", "The countries table's caption."),
        country: text("Country column", "Column heading."),
        law: text("Law column", "Column heading."),
        dataCenters: text("Data centers column", "Column heading."),
        lawClock: text("Breach clock column", "Column heading."),
        none: text("No data center", "Shown where a country has no data center yet."),
      })
      .meta({ title: "Countries table", description: "The table of countries on /trust." }),
    countryTitle: text(
      "Country page title",
      'Each country page\'s heading: names {inCountry} ("Data residency in the United Kingdom"), or {country}.',
    ),
    countryDescription: text(
      "Country page description",
      "Each country page's summary (50 to 160 characters with the longest country's name): names {inCountry}; may name {country} or {law}.",
    ),
    facts: z
      .object({
        where: text("Where the data lives", "Heading."),
        inCountry: text("Data centers in the country", "Names {inCountry} and {list}."),
        noneInCountry: text(
          "No data center in the country",
          "Names {inCountry} (and may name {country}): where its customers' data is stored instead.",
        ),
        leaves: text("What leaves by default", "Heading."),
        flows: z
          .object(
            Object.fromEntries(dataFlowIds.map((id) => [id, text(`Flow: ${id}`, `What ${id} data is.`)])) as Record<
              (typeof dataFlowIds)[number],
              ReturnType<typeof text>
            >,
          )
          .meta({ title: "Kinds of data", description: "The name of each kind of data that may leave." }),
        goesTo: text("Goes to", "Where a kind of data goes: names {place}."),
        staysInCountry: text("Stays", "For data that stays in the data center the customer chose."),
        role: text("Our role", "Heading."),
        roleText: text("Our role (text)", "Controller for account data, processor for customer content."),
        transfer: text("Basis for transfers", "Heading."),
        regulator: text("Regulator", "Heading."),
        dpo: text("Data protection officer", "Heading."),
        dpoText: text("Data protection officer (text)", "Names {privacyEmail}."),
        clocks: text("Breach clocks", "Heading."),
        lawClockLabel: text("The law's clock", "Label."),
        ourClockLabel: text("Our clock", "Label."),
        ourClock: text("Our clock (text)", "Names {hours}."),
        reviewed: text("Last legal review", 'The line with the date of the last legal review: "Last legal review: {date}".'),
      })
      .meta({ title: "Fact box", description: "The headings and words every country page's fact box shares." }),
    countries: z
      .object(
        Object.fromEntries(residencyCountryCodes.map((code) => [code, countryWords])) as Record<ResidencyCountryCode, typeof countryWords>,
      )
      .meta({ title: "Countries", description: "Each country's law, regulator and clocks, in words." }),
  })
  .meta({ title: "Trust pages", description: "The words of /trust and of each country page." });

export type TrustPageWords = z.infer<typeof trustPageSchema>;
