import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

/** content/facts/security.yaml: the security contact, PGP key, response times and acknowledgements. */
export const securityFactsSchema = z
  .object({
    contact: z.email().meta({ title: "Security mailbox", description: "Where vulnerabilities are reported.", ...neutral }),
    pgpFingerprint: z
      .string()
      .regex(/^([0-9A-F]{4} ?){10}$|^$/, "40 hexadecimal digits in groups of four, or empty")
      .meta({ title: "PGP key fingerprint", description: "Empty until a key is published: the page shows a placeholder.", ...neutral }),
    acknowledgeHours: z
      .number()
      .int()
      .positive()
      .meta({ title: "Acknowledgement (hours)", description: "How fast a report is acknowledged.", ...neutral }),
    triageDays: z
      .number()
      .int()
      .positive()
      .meta({ title: "Triage (days)", description: "How fast a report is assessed.", ...neutral }),
    acknowledgements: z
      .array(
        z
          .object({
            name: z
              .string()
              .trim()
              .min(1)
              .meta({ title: "Name", description: "As the researcher wants it shown.", ...neutral }),
            year: z
              .number()
              .int()
              .min(2000)
              .meta({ title: "Year", description: "The year of the report.", ...neutral }),
          })
          .meta({ title: "Researcher", description: "One researcher thanked, with permission." }),
      )
      .meta({ title: "Acknowledgements", description: "Researchers thanked on the page." }),
  })
  .meta({ title: "Security facts", description: "The security contact, PGP key, response times and acknowledgements." });

export type SecurityFacts = z.infer<typeof securityFactsSchema>;

export const responsibilityOwners = ["us", "you", "shared"] as const;

/** content/pages/<locale>/security.yaml: the words of /security. */
export const securityPageSchema = z
  .object({
    title: text("Title", "The page's heading and title in search results (at most 60 characters)."),
    description: text("Search description", "50 to 160 characters."),
    placeholderNotice: text("Placeholder notice", "Says which facts are placeholders to confirm."),
    responsibility: z
      .object({
        heading: text("Heading", "The shared responsibility table's heading."),
        layer: text("Layer column", "Column heading."),
        owner: text("Who column", "Column heading."),
        owners: z
          .object({ us: text("Us", "We are responsible."), you: text("You", "The customer is."), shared: text("Shared", "Both are.") })
          .meta({ title: "Who", description: "Each owner's name." }),
        rows: z
          .array(
            z
              .object({
                layer: text("Layer", "What is secured."),
                owner: z.enum(responsibilityOwners).meta({ title: "Who", description: "us, you or shared.", ...neutral }),
                note: text("Note", "What that means."),
              })
              .meta({ title: "Row", description: "One layer." }),
          )
          .min(1)
          .meta({ title: "Rows", description: "One row per layer." }),
      })
      .meta({ title: "Shared responsibility", description: "Who secures what." }),
    certificates: z
      .object({ heading: text("Heading", "The certificates' heading."), intro: text("Introduction", "Under the heading.") })
      .meta({ title: "Certificates", description: "The certificates section (its list comes from the company facts)." }),
    disclosure: z
      .object({
        heading: text("Heading", "The disclosure policy's heading."),
        report: text("How to report", "Names {contact}, the mailbox, which the page makes a link."),
        scopeHeading: text("Scope heading", "Heading."),
        inScope: z.array(text("In scope", "One item.")).min(1).meta({ title: "In scope", description: "What may be tested." }),
        outOfScopeHeading: text(
          "Out of scope heading",
          "Heading of what may not be tested, so that it cannot be read as part of the scope.",
        ),
        outOfScope: z.array(text("Out of scope", "One item.")).min(1).meta({ title: "Out of scope", description: "What may not." }),
        safeHarbourHeading: text("Safe harbour heading", "Heading."),
        safeHarbour: text("Safe harbour", "The safe harbour promise."),
        responseHeading: text("Response heading", "Heading."),
        response: text("Response times", "Names {acknowledgeHours} and {triageDays}."),
      })
      .meta({ title: "Vulnerability disclosure", description: "Scope, safe harbour and response times." }),
    pgp: z
      .object({
        heading: text("Heading", "The PGP key's heading."),
        placeholder: text("No key yet", "Shown while no key is published."),
        fingerprint: text(
          "Fingerprint",
          'The key\'s fingerprint as one sentence: {fingerprint} is the fingerprint, e.g. "Fingerprint: {fingerprint}".',
        ),
      })
      .meta({ title: "PGP key", description: "The encryption key for reports." }),
    acknowledgements: z
      .object({ heading: text("Heading", "The acknowledgements' heading."), none: text("None yet", "Shown while the list is empty.") })
      .meta({ title: "Acknowledgements", description: "Researchers thanked." }),
  })
  .meta({ title: "Security page", description: "The words of /security." });

export type SecurityPageWords = z.infer<typeof securityPageSchema>;
