import { z } from "zod";
import { href, neutral, text } from "../blocks-schema.ts";

/** A plan or extra id: stable, as buttons link to /contact?plan=<id> and the pricing page's rows to #price-<id>. */
const planId = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
    .meta({ title: "Id", description, ...neutral });

const figure = (title: string, description: string) =>
  z
    .number()
    .positive()
    .meta({ title, description, ...neutral })
    .optional();
const count = (title: string, description: string) =>
  z
    .number()
    .int()
    .positive()
    .meta({ title, description, ...neutral })
    .optional();

const planFigures = z
  .object({
    id: planId("The plan's id. Changing it breaks links to the plan (/contact?plan=<id>)."),
    priceUsd: z
      .number()
      .int()
      .positive()
      .meta({
        title: "Price (US dollars a month)",
        description: "Whole US dollars a month, before VAT. Local prices follow from it.",
        ...neutral,
      }),
    highlighted: z
      .boolean()
      .meta({ title: "Highlighted", description: "Shown with a ring and a badge: the plan we recommend in its family.", ...neutral }),
    mostPopular: z
      .boolean()
      .optional()
      .meta({ title: "Most popular", description: 'Its badge says "Most Popular" instead of "Recommended".', ...neutral }),
    vcpus: count("vCPUs", "Virtual CPUs. Feature lines name it {vcpus}."),
    processors: count("Processors", "Physical processors of a dedicated server. Feature lines name it {processors}."),
    cores: count("Cores", "CPU cores (per processor where there are several). Feature lines name it {cores}."),
    ramGb: figure("RAM (GB)", "Feature lines name it {ramGb}."),
    diskGb: figure("Disk (GB)", "SSD or database storage. Feature lines name it {diskGb}."),
    transferTb: figure("Transfer (TB a month)", "Outbound transfer included. Feature lines name it {transferTb}."),
    slaPercent: figure("Uptime SLA (%)", "E.g. 99.95. Feature lines name it {slaPercent}."),
    nvmeDrives: count("NVMe drives", "How many. Feature lines name it {nvmeDrives}."),
    nvmeDriveGb: figure("NVMe drive size (GB)", "Each drive, in GB. Feature lines name it {nvmeDriveGb}."),
    nvmeDriveTb: figure("NVMe drive size (TB)", "Each drive, in TB. Feature lines name it {nvmeDriveTb}."),
    hddDrives: count("HDD drives", "How many. Feature lines name it {hddDrives}."),
    hddDriveTb: figure("HDD drive size (TB)", "Each drive, in TB. Feature lines name it {hddDriveTb}."),
  })
  .meta({ title: "Plan", description: "One plan's price and specs." });

/** The spec figures a plan may have: every field but the id, the price and the flags. */
export const planFigureNames = [
  "vcpus",
  "processors",
  "cores",
  "ramGb",
  "diskGb",
  "transferTb",
  "slaPercent",
  "nvmeDrives",
  "nvmeDriveGb",
  "nvmeDriveTb",
  "hddDrives",
  "hddDriveTb",
] as const satisfies readonly (keyof z.infer<typeof planFigures>)[];

/**
 * content/facts/plans.yaml: every plan's price and specs, and the extras' prices, the same in
 * every language. The words (names, descriptions, feature lines) are in content/plans/<locale>/.
 */
export const planFactsSchema = z
  .object({
    hourlyCapHours: z
      .number()
      .int()
      .positive()
      .meta({
        title: "Hourly billing cap (hours)",
        description: "A resource costs 1/this of its monthly price an hour, up to this many hours a month (672 = 28 days).",
        ...neutral,
      }),
    families: z
      .array(
        z
          .object({
            id: planId("The family's id; its words are content/plans/<language>/<id>.yaml."),
            servicePath: href("Details page", "The page that describes these plans, e.g. /services/cloud-computing."),
            plans: z.array(planFigures).min(1).meta({ title: "Plans", description: "In the order the pages list them." }),
          })
          .meta({ title: "Plan family", description: "A group of plans shown together." }),
      )
      .min(1)
      .meta({ title: "Plan families", description: "In the order the pricing pages and the calculator list them." }),
    extras: z
      .array(
        z
          .object({
            id: planId("The extra's id; its words are under Extras in the pricing pages' words."),
            priceUsd: z
              .number()
              .positive()
              .meta({ title: "Price (US dollars)", description: "Per unit, before VAT.", ...neutral }),
            hourly: z
              .boolean()
              .meta({ title: "Billed hourly", description: "Billed by the hour like servers (else per unit used).", ...neutral }),
            blockGb: count("Block size (GB)", "For storage sold in blocks. Its words name it {blockGb}."),
          })
          .meta({ title: "Extra", description: "Usage beyond what a plan includes." }),
      )
      .meta({ title: "Extras", description: "Usage beyond what plans include, e.g. extra transfer." }),
  })
  .meta({ title: "Plans and prices", description: "Every plan's monthly price in US dollars and its specs, and the extras' prices." });

export type PlanFacts = z.infer<typeof planFactsSchema>;
export type PlanFigures = z.infer<typeof planFigures>;

/** content/plans/<locale>/<family>.yaml: the words of one family of plans. */
export const planFamilyWordsSchema = z
  .object({
    name: text("Family name", 'The heading of these plans on the pricing page, e.g. "Managed databases".'),
    nameInPlanChoice: text(
      "Family in the contact form",
      "Added after a plan's name in the contact form's list, e.g. \"Enterprise (Managed Databases)\". Leave empty where the plan names say it.",
    ).optional(),
    plans: z
      .array(
        z
          .object({
            id: planId("Which plan of Plans and prices these words are for."),
            name: text("Plan name", 'E.g. "Business Server". Plan names are brands: keep them in every language.'),
            description: text("Description", "One sentence: who the plan is for."),
            badge: text("Badge", 'A second badge, e.g. "Regional". Leave empty for none.').optional(),
            features: z
              .array(
                z
                  .object({
                    text: text("Feature", 'One line, e.g. "{vcpus} vCPUs": name the plan\'s specs in braces, never type a figure.'),
                    included: z
                      .boolean()
                      .optional()
                      .meta({
                        title: "Included",
                        description: "Untick for a feature the plan lacks (shown struck through, to compare plans).",
                        ...neutral,
                      }),
                  })
                  .meta({ title: "Feature", description: "One line of the plan card." }),
              )
              .min(1)
              .meta({ title: "Features", description: "The plan card's lines; every spec of the plan must be named once." }),
            button: text("Button text", 'E.g. "Choose Plan". The button leads to the contact form with the plan named.'),
          })
          .meta({ title: "Plan", description: "One plan's words." }),
      )
      .min(1)
      .meta({ title: "Plans", description: "One entry per plan of this family in Plans and prices." }),
  })
  .meta({ title: "Plan family", description: "The words of one family of plans." });

export type PlanFamilyWords = z.infer<typeof planFamilyWordsSchema>;
