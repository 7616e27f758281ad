import { z } from "zod";
import { href, neutral, text } from "../blocks-schema.ts";

/** The product families the SLA covers, in the order the page lists them. */
export const slaProductIds = ["compute", "databases", "storage", "kubernetes", "network"] as const;
export type SlaProductId = (typeof slaProductIds)[number];

const percent = (title: string, description: string) =>
  z
    .number()
    .min(0)
    .max(100)
    .meta({ title, description, ...neutral });
const days = (title: string, description: string) =>
  z
    .number()
    .int()
    .positive()
    .meta({ title, description, ...neutral });

/**
 * content/facts/sla.yaml: the SLA's figures, the same in every language. Sample terms to confirm
 * with counsel (`sample: true` shows a notice on the page until they are).
 */
export const slaFactsSchema = z
  .object({
    sample: z.boolean().meta({
      title: "Sample terms",
      description: "Checked while the terms are samples not yet confirmed by counsel: the page says so. Uncheck once they are.",
      ...neutral,
    }),
    updated: z.iso
      .date()
      .meta({ title: "Last updated", description: "The date of the last change to the terms, as YYYY-MM-DD.", ...neutral }),
    statusPage: href("Status page", "The status page's address, where maintenance is announced and incidents get their ids."),
    maintenanceNoticeDays: days("Maintenance notice (days)", "How many days ahead maintenance must be announced to be excluded."),
    claimWindowDays: days("Claim window (days)", "How many days after an incident a credit may be claimed."),
    products: z
      .array(
        z
          .object({
            id: z.enum(slaProductIds).meta({ title: "Product", description: "Which product family.", ...neutral }),
            percent: percent("Commitment (%)", "The monthly uptime committed to, e.g. 99.99. The site's {uptimeSla} is the highest."),
            planFamilies: z
              .array(z.string().min(1))
              .meta({ title: "Plan families", description: "The plan families whose cards state an SLA of this product.", ...neutral }),
          })
          .meta({ title: "Product", description: "One product family and its commitment." }),
      )
      .length(slaProductIds.length)
      .refine((products) => new Set(products.map((product) => product.id)).size === products.length, "each product once")
      .meta({ title: "Commitments", description: "Each product family's monthly uptime commitment." }),
    creditTiers: z
      .array(
        z
          .object({
            atLeastPercent: percent(
              "Uptime at least (%)",
              "The tier's floor: a month at or above it, and below the tier above, earns its credit.",
            ),
            creditPercent: percent("Credit (%)", "The share of the month's charge for the resource credited."),
          })
          .meta({ title: "Credit tier", description: "One row of the credit table." }),
      )
      .min(1)
      .refine(
        (tiers) =>
          tiers.every((tier, index) => {
            const above = tiers[index - 1];
            return !above || (tier.atLeastPercent < above.atLeastPercent && tier.creditPercent > above.creditPercent);
          }),
        "tiers go from the highest floor down, each paying more than the one above",
      )
      .refine((tiers) => tiers.at(-1)?.atLeastPercent === 0, "the last tier's floor is 0 (any uptime)")
      .meta({ title: "Credit tiers", description: "From the highest floor down; the last one's floor is 0." }),
    example: z
      .object({
        product: z.enum(slaProductIds).meta({ title: "Product", description: "The example's product family.", ...neutral }),
        plan: z
          .string()
          .min(1)
          .meta({ title: "Plan", description: "A plan id of content/facts/plans.yaml: its price is the bill.", ...neutral }),
        days: z
          .number()
          .int()
          .min(28)
          .max(31)
          .meta({ title: "Days in the month", description: "28 to 31.", ...neutral }),
        downMinutes: z
          .number()
          .int()
          .min(0)
          .meta({ title: "Minutes down", description: "Minutes of downtime in the example.", ...neutral }),
      })
      .meta({ title: "Worked example", description: "The plan, month and downtime the page's example works through." }),
  })
  .superRefine((facts, context) => {
    const lowest = Math.min(...facts.products.map((product) => product.percent));
    if (facts.creditTiers.some((tier) => tier.atLeastPercent >= lowest))
      context.addIssue({
        code: "custom",
        path: ["creditTiers"],
        message: `every tier's floor must be below every commitment (lowest: ${lowest})`,
      });
  })
  .meta({ title: "SLA figures", description: "The SLA's commitments, credit tiers, notice and claim periods, and its worked example." });

export type SlaFacts = z.infer<typeof slaFactsSchema>;

const section = (title: string, description: string) => ({
  heading: text(`${title}: heading`, description),
});
const paragraphs = (title: string, description: string) => z.array(text("Paragraph", "One paragraph.")).min(1).meta({ title, description });

/**
 * content/pages/<locale>/sla.yaml: the words of /legal/sla. The figures come from
 * content/facts/sla.yaml and are named in braces; each field's hint lists the ones it may name.
 */
export const slaPageSchema = z
  .object({
    title: text("Title", "The page's heading, also its title in search results (at most 60 characters)."),
    description: text("Search description", "The summary under the heading and in search results, 50 to 160 characters."),
    sampleNotice: text("Sample notice", "Shown while the terms are samples: says they are to be confirmed with counsel."),
    products: z
      .object(
        Object.fromEntries(slaProductIds.map((id) => [id, text(`Product: ${id}`, `The name of the ${id} product family.`)])) as Record<
          SlaProductId,
          ReturnType<typeof text>
        >,
      )
      .meta({ title: "Product names", description: "Each product family's name in the tables and the calculator." }),
    commitments: z
      .object({
        ...section("Commitments", "The commitments' heading."),
        intro: text("Introduction", "Under the heading. May name {uptimeSla}."),
        productColumn: text("Product column", "The table's first column heading."),
        percentColumn: text("Commitment column", "The monthly uptime commitment's column heading."),
        allowedColumn: text(
          "Allowed downtime column",
          "The column of the downtime a month of {monthDays} days ({monthMinutes} minutes) allows.",
        ),
        allowedValue: text(
          "Allowed downtime",
          "Each row's allowed downtime: names {minutes}, e.g. {minutes, plural, one {# minute} other {# minutes}}.",
        ),
        planNote: text("Plans note", "Says a plan card's own lower figure is that plan's commitment."),
      })
      .meta({ title: "Commitments", description: "The table of each product family's commitment." }),
    uptime: z
      .object({
        ...section("Monthly uptime", "The definition's heading."),
        formula: text("Formula", "Monthly uptime in words, as a formula."),
        paragraphs: paragraphs(
          "Paragraphs",
          "What counts as unavailable, and how minutes are counted. May name {monthDays} and {monthMinutes}.",
        ),
      })
      .meta({ title: "Monthly uptime", description: "How monthly uptime is counted, in minutes." }),
    exclusions: z
      .object({
        ...section("Exclusions", "The exclusions' heading."),
        intro: text("Introduction", "Under the heading."),
        items: z
          .array(text("Exclusion", "One exclusion. May name {maintenanceNoticeDays} and {statusPage}."))
          .min(1)
          .meta({ title: "Exclusions", description: "What does not count as downtime." }),
      })
      .meta({ title: "Exclusions", description: "What does not count against uptime." }),
    credits: z
      .object({
        ...section("Credits", "The credit table's heading."),
        intro: text("Introduction", "Under the heading."),
        uptimeColumn: text("Uptime column", "The column of the month's uptime."),
        creditColumn: text("Credit column", "The column of the credit."),
        firstTier: text("First tier", 'The row just below the commitment: names {low}, e.g. "Below the commitment, down to {low}".'),
        middleTier: text("Middle tier", "A row between two floors: names {high} and {low}."),
        lastTier: text("Last tier", "The last row: names {high}."),
        creditValue: text("Credit", "Each row's credit: names {credit}, e.g. \"{credit} of the month's charge for the resource\"."),
        paragraphs: paragraphs("Notes", "How credits are paid and capped."),
      })
      .meta({ title: "Credits", description: "The credit table and its notes." }),
    claim: z
      .object({
        ...section("Claims", "The claim process' heading."),
        steps: z
          .array(text("Step", "One step. May name {claimWindowDays} and {statusPage}."))
          .min(1)
          .meta({ title: "Steps", description: "How to claim a credit, in order." }),
        formLink: text("Form link", "The link to the support form."),
      })
      .meta({ title: "Claims", description: "How to claim a credit." }),
    example: z
      .object({
        ...section("Worked example", "The example's heading."),
        body: text(
          "Example",
          "The example in words: names {plan}, {bill}, {days}, {totalMinutes}, {downMinutes}, {uptime}, {commitment}, {credit} and {amount}.",
        ),
        tableCaption: text("Table caption", "The caption of the same example in every currency."),
        currencyColumn: text("Currency column", "The currency column's heading."),
        billColumn: text("Bill column", "The monthly bill's column heading."),
        amountColumn: text("Credit column", "The credit's column heading."),
      })
      .meta({ title: "Worked example", description: "The example, worked through, in every currency." }),
    calculator: z
      .object({
        ...section("Calculator", "The calculator's heading."),
        intro: text("Introduction", "Under the heading."),
        noScript: text("Without JavaScript", "Shown where the calculator runs, until it does: the table and example above say everything."),
        currency: text("Currency", "The currency field's label."),
        product: text("Product", "The product field's label."),
        bill: text("Monthly bill", "The bill field's label."),
        days: text("Days in the month", "The month-length field's label."),
        downtime: text("Downtime", "The downtime field's label (minutes)."),
        uptime: text("Uptime", "The result's uptime label."),
        credit: text("Credit", "The result's credit label."),
        met: text("Commitment met", "Shown when uptime meets the commitment: names {commitment}."),
        missed: text("Commitment missed", "Shown when it does not: names {commitment} and {credit}."),
      })
      .meta({ title: "Credit calculator", description: "The words of the credit calculator." }),
  })
  .meta({ title: "SLA page", description: "The words of /legal/sla." });

export type SlaPageWords = z.infer<typeof slaPageSchema>;
