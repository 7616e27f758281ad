import { z } from "zod";
import { neutral, text } from "./blocks-schema.ts";

/**
 * content/facts/site.yaml: the site-wide figures every language states the same way. Text
 * names them in braces, e.g. "Start your {trialDays}-day free trial"; the loader formats them
 * for each language.
 */
export const siteFactsSchema = z
  .object({
    trialDays: z
      .number()
      .int()
      .positive()
      .meta({ title: "Free trial (days)", description: "How long the free trial lasts. Text names it {trialDays}.", ...neutral }),
    networkGbps: z
      .number()
      .positive()
      .meta({
        title: "Network speed (Gbps)",
        description: "The network's speed in gigabits per second. Text names it {networkGbps}.",
        ...neutral,
      }),
    databaseEngines: z
      .array(z.string().min(1))
      .min(1)
      .meta({
        title: "Database engines",
        description: "The managed database engines. Text names their count {databaseEngines}.",
        ...neutral,
      }),
  })
  .meta({ title: "Site facts", description: "Figures the whole site states: free trial, network speed, database engines." });

export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** content/pages/<locale>/claims.yaml: the site-wide claims that are words, named in text like facts. */
export const claimWordsSchema = z
  .object({
    support: text("Support claim", 'How the site states its support, e.g. "24/7 expert support". Text names it {support}.'),
  })
  .meta({ title: "Claims (words)", description: "Site-wide claims in words, used inside other text." });

export type ClaimWords = z.infer<typeof claimWordsSchema>;
