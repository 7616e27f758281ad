/**
 * Every content collection: where its files live and the zod schema they must match. The
 * loaders read these files; the CMS config at /admin/ is generated from this list (labels and
 * hints come from the schemas' `.meta({ title, description })`). Add a collection here when you
 * add a kind of content file.
 */
import type { z } from "zod";
import { claimWordsSchema, siteFactsSchema } from "./schemas/facts.ts";
import { pricingPageSchema } from "./schemas/pricing.ts";
import { serviceSchema, servicesPageSchema } from "./schemas/services.ts";
import { blogWordsSchema } from "./schemas/blog.ts";
import { errorPagesSchema } from "./schemas/pages.ts";
import { postFrontmatterSchema } from "./blog-post-schema.ts";
import { solutionSchema, solutionsPageSchema } from "./schemas/solutions.ts";
// Pages outside the families (issue 17, helper pages-content).
import { homePageSchema } from "./schemas/home.ts";
import { docGuideSchema, documentationPageSchema } from "./schemas/documentation.ts";
import { companyFactsSchema, companyWordsSchema } from "./schemas/company.ts";
import { faqSchema, helpCenterPageSchema, supportFactsSchema } from "./schemas/help-center.ts";
import { resourcesPageSchema } from "./schemas/resources.ts";
import { pageTitlesSchema } from "./schemas/page-titles.ts";
import { legalPageSchema, legalWordsSchema } from "./schemas/legal.ts";
import { contactPagesSchema, contactTopicsSchema } from "./schemas/contact.ts";
import { sitemapPageSchema } from "./schemas/sitemap.ts";

type CollectionBase = {
  /** A stable id (the CMS's collection name): lower-case words joined by hyphens. */
  name: string;
  /** What the editor shows in its list of collections, for a marketing person. */
  label: string;
  /** One sentence: what the collection holds and where it appears on the site. */
  description: string;
  schema: z.ZodObject;
  /** Whether the files exist once per language (`{locale}` in the path or `<folder>/<locale>/`). */
  localized: boolean;
};

/** One file per entry, file name = slug: `<folder>/<locale>/<slug>.<extension>` (localized) or `<folder>/<slug>.<extension>`. */
export type FolderCollection = CollectionBase & {
  kind: "folder";
  folder: string;
  extension: "yaml" | "md";
  /** A Markdown collection's text after the frontmatter (the CMS's `body` field); the schema checks the frontmatter. */
  body?: { name: "body"; title: string; description: string };
};

/** A single file; a localized one has `{locale}` in its path, e.g. content/pages/{locale}/pricing.yaml. */
export type FileCollection = CollectionBase & {
  kind: "file";
  path: string;
};

export type Collection = FolderCollection | FileCollection;

export const collections: Collection[] = [
  {
    name: "site-facts",
    label: "Site facts",
    description: "Figures the whole site states the same way in every language: free trial days, uptime, network speed.",
    schema: siteFactsSchema,
    kind: "file",
    path: "content/facts/site.yaml",
    localized: false,
  },
  {
    name: "claims",
    label: "Claims (words)",
    description: 'Site-wide claims in words, such as "24/7 expert support", used inside other text.',
    schema: claimWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/claims.yaml",
    localized: true,
  },
  {
    name: "services",
    label: "Service pages",
    description: "One page per service under /services: headline, features, plans shown, questions and call to action.",
    schema: serviceSchema,
    kind: "folder",
    folder: "content/services",
    extension: "yaml",
    localized: true,
  },
  {
    name: "services-page",
    label: "Services overview",
    description: "The /services page, and the headings every service page shares.",
    schema: servicesPageSchema,
    kind: "file",
    path: "content/pages/{locale}/services.yaml",
    localized: true,
  },
  {
    name: "blog",
    label: "Blog posts",
    description: "One article per file under /resources/blog: details (title, date, category, tags) and the text in Markdown.",
    schema: postFrontmatterSchema,
    kind: "folder",
    folder: "content/blog",
    extension: "md",
    localized: true,
    body: {
      name: "body",
      title: "Text",
      description: "The article in Markdown. Start headings at ## (the title is the page's heading); no HTML.",
    },
  },
  {
    name: "blog-words",
    label: "Blog words",
    description: "The blog's categories and the words of its listing pages and around each post.",
    schema: blogWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/blog.yaml",
    localized: true,
  },
  {
    name: "error-pages",
    label: "Error pages",
    description: "The 404 page (an address that does not exist) and the page shown when something fails on our side.",
    schema: errorPagesSchema,
    kind: "file",
    path: "content/pages/{locale}/error-pages.yaml",
    localized: true,
  },
  {
    name: "solutions",
    label: "Solution pages",
    description: "One page per industry or use under /solutions: challenges, features, regulations and recommended services.",
    schema: solutionSchema,
    kind: "folder",
    folder: "content/solutions",
    extension: "yaml",
    localized: true,
  },
  {
    name: "solutions-page",
    label: "Solutions overview",
    description: "The /solutions page, and the words every solution page shares.",
    schema: solutionsPageSchema,
    kind: "file",
    path: "content/pages/{locale}/solutions.yaml",
    localized: true,
  },
  {
    name: "pricing-page",
    label: "Pricing pages",
    description: "The words of /pricing and of each local-currency pricing page (prices come from the price list, not from here).",
    schema: pricingPageSchema,
    kind: "file",
    path: "content/pages/{locale}/pricing.yaml",
    localized: true,
  },
  // Pages outside the families: home, resources, help, legal, contact, sitemap, company facts.
  {
    name: "home-page",
    label: "Home page",
    description: "The words of the home page: headline, service cards, section headings, testimonials and the closing call to action.",
    schema: homePageSchema,
    kind: "file",
    path: "content/pages/{locale}/home.yaml",
    localized: true,
  },
  {
    name: "documentation-guides",
    label: "Documentation guides",
    description: "One guide per file on /resources/documentation: title, description, category and the topics it covers.",
    schema: docGuideSchema,
    kind: "folder",
    folder: "content/documentation",
    extension: "yaml",
    localized: true,
  },
  {
    name: "documentation-page",
    label: "Documentation page",
    description: "The words of /resources/documentation around the guides: categories, product links and what's new.",
    schema: documentationPageSchema,
    kind: "file",
    path: "content/pages/{locale}/documentation.yaml",
    localized: true,
  },
  {
    name: "company-facts",
    label: "Company facts",
    description: "The company's name, address, phone, emails, social accounts and certificates, the same in every language.",
    schema: companyFactsSchema,
    kind: "file",
    path: "content/facts/company.yaml",
    localized: false,
  },
  {
    name: "company-words",
    label: "Company words",
    description: "The company's tagline and description, and what pages say about each certificate.",
    schema: companyWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/company.yaml",
    localized: true,
  },
  {
    name: "support-facts",
    label: "Response times",
    description: "How fast support responds at each priority and by email, and how fast sales replies, the same in every language.",
    schema: supportFactsSchema,
    kind: "file",
    path: "content/facts/support.yaml",
    localized: false,
  },
  {
    name: "help-center-questions",
    label: "Help Center questions",
    description: "One question and answer per file on /resources/help-center, each in a category.",
    schema: faqSchema,
    kind: "folder",
    folder: "content/help-center",
    extension: "yaml",
    localized: true,
  },
  {
    name: "help-center-page",
    label: "Help Center page",
    description: "The words of /resources/help-center around its questions: categories, priorities and the ways to reach support.",
    schema: helpCenterPageSchema,
    kind: "file",
    path: "content/pages/{locale}/help-center.yaml",
    localized: true,
  },
  {
    name: "resources-page",
    label: "Resources overview",
    description: "The words of /resources: what each resource page offers, and the headings of its sections.",
    schema: resourcesPageSchema,
    kind: "file",
    path: "content/pages/{locale}/resources.yaml",
    localized: true,
  },
  {
    name: "page-titles",
    label: "Page titles",
    description: "The title and description in search results of every page outside the families: home, contact, resources, confirmations.",
    schema: pageTitlesSchema,
    kind: "file",
    path: "content/pages/{locale}/page-titles.yaml",
    localized: true,
  },
  {
    name: "legal-pages",
    label: "Legal pages",
    description: "The privacy policy, terms of service and cookie policy under /legal: details and the text in Markdown.",
    schema: legalPageSchema,
    kind: "folder",
    folder: "content/legal",
    extension: "md",
    localized: true,
    body: {
      name: "body",
      title: "Text",
      description:
        'The page\'s text: start each section with a "## " heading, separate paragraphs by a blank line; no lists, links or bold.',
    },
  },
  {
    name: "legal-words",
    label: "Legal words",
    description: "Words every legal page shares: the eyebrow above the heading and the words before the date.",
    schema: legalWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/legal.yaml",
    localized: true,
  },
  {
    name: "contact-pages",
    label: "Contact pages",
    description: "The words of /contact, /resources/contact-support and the pages a form lands on (confirmations, newsletter links).",
    schema: contactPagesSchema,
    kind: "file",
    path: "content/pages/{locale}/contact.yaml",
    localized: true,
  },
  {
    name: "contact-topics",
    label: "Contact topics",
    description: "The topics of the contact form, as links to it name them (/contact?topic=sales). A new topic also needs a developer.",
    schema: contactTopicsSchema,
    kind: "file",
    path: "content/pages/{locale}/contact-topics.yaml",
    localized: true,
  },
  {
    name: "sitemap-page",
    label: "Site map",
    description: "The headings of /sitemap, the page that lists every page (its links come from the menus).",
    schema: sitemapPageSchema,
    kind: "file",
    path: "content/pages/{locale}/sitemap.yaml",
    localized: true,
  },
];

/** A file collection's path for one locale. */
export function collectionPath(collection: FileCollection, locale: string): string {
  return collection.path.replace("{locale}", locale);
}
