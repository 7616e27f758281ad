import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

export const transferMechanisms = ["in-country", "contract-clauses", "adequacy", "consent"] as const;
export const changeKinds = ["added", "removed", "changed"] as const;
/** The least notice a change is announced with, in days. */
export const CHANGE_NOTICE_DAYS = 30;

const date = (title: string, description: string) => z.iso.date().meta({ title, description, ...neutral });
const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
  .meta({ title: "Id", description: "Stable; the words file names it.", ...neutral });

/** Days from `from` to `to` (ISO dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** content/facts/subprocessors.yaml: every sub-processor and every change, the same in every language. */
export const subprocessorFactsSchema = z
  .object({
    subprocessors: z
      .array(
        z
          .object({
            id,
            legalName: z
              .string()
              .trim()
              .min(1)
              .meta({ title: "Legal name", description: "As registered.", ...neutral }),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/)
              .meta({ title: "Country", description: "Where it processes the data, as an ISO 3166-1 code.", ...neutral }),
            regions: z
              .array(z.string().min(1))
              .meta({ title: "Regions touched", description: "Data center ids whose stored data it touches.", ...neutral }),
            transfer: z
              .enum(transferMechanisms)
              .meta({ title: "Transfer mechanism", description: "How a transfer to it is lawful.", ...neutral }),
            added: date("Added", "The date it was added, as YYYY-MM-DD."),
          })
          .meta({ title: "Sub-processor", description: "One sub-processor." }),
      )
      .min(1)
      .meta({ title: "Sub-processors", description: "Every sub-processor." }),
    changes: z
      .array(
        z
          .object({
            subprocessor: id,
            kind: z.enum(changeKinds).meta({ title: "Change", description: "Added, removed or changed.", ...neutral }),
            announced: date("Announced", "The day the change was announced."),
            effective: date("Effective", `The day it takes effect: at least ${CHANGE_NOTICE_DAYS} days after it is announced.`),
          })
          .meta({ title: "Change", description: "One change, for the feed." }),
      )
      .meta({ title: "Changes", description: "Every change, announced before it takes effect." }),
  })
  .superRefine((facts, context) => {
    facts.changes.forEach((change, index) => {
      if (daysBetween(change.announced, change.effective) < CHANGE_NOTICE_DAYS)
        context.addIssue({
          code: "custom",
          path: ["changes", index, "effective"],
          message: `a change takes effect at least ${CHANGE_NOTICE_DAYS} days after it is announced`,
        });
      if (!facts.subprocessors.some((entry) => entry.id === change.subprocessor) && change.kind !== "removed")
        context.addIssue({
          code: "custom",
          path: ["changes", index, "subprocessor"],
          message: `no sub-processor "${change.subprocessor}"`,
        });
    });
  })
  .meta({ title: "Sub-processors", description: "Every sub-processor and every announced change." });

export type SubprocessorFacts = z.infer<typeof subprocessorFactsSchema>;

const entryWords = z
  .object({
    id,
    purpose: text("Purpose", "What it does for us."),
    data: text("Data categories", "The kinds of data it handles."),
  })
  .meta({ title: "Sub-processor", description: "One sub-processor's purpose and data, in words." });

/** content/pages/<locale>/subprocessors.yaml: the words of /legal/subprocessors and its region views. */
export const subprocessorPageSchema = z
  .object({
    title: text("Title", "The page's heading and title in search results (at most 60 characters)."),
    description: text("Search description", "50 to 160 characters."),
    regionTitle: text("Region view title", "The heading of a region's view: names {region}."),
    regionDescription: text("Region view description", "Its summary: names {region}."),
    placeholderNotice: text("Placeholder notice", "Says the entries are placeholders to confirm."),
    filter: text("Filter", 'The filter\'s label, e.g. "Touches data stored in".'),
    allRegions: text("All", "The filter's link to the whole list."),
    feeds: text(
      "Feeds",
      'One sentence with both links: the link to the list as JSON between <link> and </link>, the link to the Atom feed of changes between <feed> and </feed>, e.g. "…as a feed: <link>JSON</link> · <feed>Atom feed</feed>".',
    ),
    columns: z
      .object({
        name: text("Legal name", "Column heading."),
        purpose: text("Purpose", "Column heading."),
        data: text("Data categories", "Column heading."),
        country: text("Country", "Column heading."),
        regions: text("Regions", "Column heading."),
        transfer: text("Transfer mechanism", "Column heading."),
        added: text("Added", "Column heading."),
      })
      .meta({ title: "Columns", description: "The table's column headings." }),
    noRegions: text("No stored data", "For a sub-processor that touches no region's stored data."),
    none: text("None in this region", "For a region whose stored data no sub-processor touches."),
    transfers: z
      .object({
        "in-country": text("In the country", "No transfer."),
        "contract-clauses": text("Contract clauses", "Standard contractual clauses."),
        adequacy: text("Adequacy", "An adequate country."),
        consent: text("Consent", "The person's consent."),
      })
      .meta({ title: "Transfer mechanisms", description: "Each mechanism's name." }),
    changesHeading: text("Changes heading", "The heading of the list of changes."),
    change: text("Change", "One change: names {name}, {kind}, {announced} and {effective}."),
    kinds: z
      .object({
        added: text("Added", "A change's kind."),
        removed: text("Removed", "A change's kind."),
        changed: text("Changed", "A change's kind."),
      })
      .meta({ title: "Kinds of change", description: "Each kind's name." }),
    feedTitle: text("Feed title", "The Atom feed's title."),
    entries: z.array(entryWords).meta({ title: "Sub-processors", description: "Each sub-processor's purpose and data, by id." }),
  })
  .meta({ title: "Sub-processors page", description: "The words of /legal/subprocessors." });

export type SubprocessorPageWords = z.infer<typeof subprocessorPageSchema>;
