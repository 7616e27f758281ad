import { z } from "zod";
import { href, neutral, text } from "../blocks-schema.ts";

const email = (title: string, description: string) => z.email().meta({ title, description, ...neutral });
const fact = (title: string, description: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ title, description, ...neutral });

/**
 * content/facts/company.yaml: facts about the company, the same in every language: its name,
 * addresses, phone, emails, social accounts and certificates. Text names some of them in braces:
 * {siteName}, {foundedYear}, {phone}, {salesEmail}, {supportEmail}, {helloEmail}, {privacyEmail}.
 */
export const companyFactsSchema = z
  .object({
    name: fact("Company name", "As the site writes it everywhere. Text names it {siteName}."),
    url: href("Website address", "The public site's address, starting with https://."),
    consoleUrl: href("Console address", "Where the header's Sign in button leads."),
    foundedYear: z
      .number()
      .int()
      .min(1900)
      .meta({ title: "Founded (year)", description: "The year the company was founded. Text names it {foundedYear}.", ...neutral }),
    headquarters: z
      .object({
        street: fact("Street", "Street and district."),
        city: fact("City", "The city of the headquarters."),
        country: fact("Country", "The country of the headquarters."),
      })
      .meta({ title: "Headquarters", description: "The head office's postal address.", ...neutral }),
    phone: z
      .object({
        display: fact("Phone number (as shown)", 'As visitors read it, e.g. "+234 1 700 2262". Text names it {phone}.'),
        dial: z
          .string()
          .regex(/^\+[0-9]{6,15}$/, "a + and digits only, e.g. +23417002262")
          .meta({
            title: "Phone number (to dial)",
            description: "The same number with + and digits only; phones dial it when tapped.",
            ...neutral,
          }),
      })
      .meta({ title: "Phone", description: "The number visitors call.", ...neutral }),
    emails: z
      .object({
        hello: email("General email", "For general questions and the newsletter. Text names it {helloEmail}."),
        sales: email("Sales email", "Where contact messages go. Text names it {salesEmail}."),
        support: email("Support email", "Where support requests go. Text names it {supportEmail}."),
        privacy: email("Privacy email", "For questions about personal data. Text names it {privacyEmail}."),
      })
      .meta({ title: "Email addresses", description: "The addresses the site shows.", ...neutral }),
    social: z
      .array(
        z
          .object({
            network: z
              .enum(["x", "facebook", "instagram", "youtube", "github"])
              .meta({ title: "Network", description: "Which network (sets the icon).", ...neutral }),
            name: fact("Network name", "The network's name, e.g. YouTube (the link's name for screen readers)."),
            href: href("Address", "The account's address, starting with https://."),
          })
          .meta({ title: "Social account", description: "One account, linked in the footer." }),
      )
      .meta({ title: "Social accounts", description: "The company's accounts, in the footer's order.", ...neutral }),
    certifications: z
      .array(
        z
          .object({
            id: z
              .enum(["pciDss", "iso27001", "soc2"])
              .meta({ title: "Id", description: "Which framework this entry is about.", ...neutral }),
            framework: fact("Framework", 'Its name, e.g. "ISO/IEC 27001".'),
            held: z.boolean().meta({
              title: "Held",
              description: "Only when the certificate or audit report exists. Until then pages say only what the platform is aligned with.",
              ...neutral,
            }),
          })
          .meta({ title: "Certificate", description: "A certificate or audit report the company may hold." }),
      )
      .meta({ title: "Certificates", description: "Certificates and audit reports; their status words are in Company words.", ...neutral }),
  })
  .meta({ title: "Company facts", description: "Name, addresses, phone, emails, social accounts and certificates." });

export type CompanyFacts = z.infer<typeof companyFactsSchema>;

/** content/pages/<locale>/company.yaml: the company's words in one language. */
export const companyWordsSchema = z
  .object({
    tagline: text("Tagline", "One line: what the company is. Shown in the footer and search results."),
    description: text("Description", "One or two sentences about what the company offers, for search engines."),
    headquartersLabel: text("Headquarters label", 'What the head office is called, e.g. "Headquarters".'),
    certificationStatus: z
      .array(
        z
          .object({
            id: z
              .enum(["pciDss", "iso27001", "soc2"])
              .meta({ title: "Certificate", description: "Which certificate of Company facts this status is about.", ...neutral }),
            status: text("Status", "What pages say about it, e.g. that the report is to be published."),
          })
          .meta({ title: "Certificate status", description: "The status of one certificate." }),
      )
      .meta({ title: "Certificate statuses", description: "One per certificate of Company facts." }),
  })
  .meta({ title: "Company words", description: "The company's tagline and description, in one language." });

export type CompanyWords = z.infer<typeof companyWordsSchema>;
