/**
 * Every content collection: where its files live and the zod schema they must match. The
 * loaders read these files; the CMS config at /admin/ is generated from this list (labels and
 * hints come from the schemas' `.meta({ title, description })`). Add a collection here when you
 * add a kind of content file.
 */
import type { z } from "zod";
import { claimWordsSchema, siteFactsSchema } from "./facts-schema.ts";
import { pricingPageSchema } from "./pricing/words-schema.ts";
import { serviceSchema, servicesPageSchema } from "./services/schema.ts";
import { blogTagLabelsSchema, blogWordsSchema } from "./blog/schema.ts";
import { errorPagesSchema } from "./pages/error-pages-schema.ts";
import { postFrontmatterSchema } from "./blog/post-schema.ts";
import { solutionSchema, solutionsPageSchema } from "./solutions/schema.ts";
import { internationalPageSchema, officeFactsSchema, placeFactsSchema, placeNamesSchema, regionSchema } from "./places/schema.ts";
import { aboutPageSchema } from "./about/schema.ts";
import { planFactsSchema, planFamilyWordsSchema } from "./pricing/plans-schema.ts";
import { billingWordsSchema, currencyFactsSchema, vatFactsSchema } from "./pricing/billing-schema.ts";
import { formWordsSchema } from "./forms/schema.ts";
import { interfaceWordsSchema } from "./interface/schema.ts";
import { homePageSchema } from "./home/schema.ts";
import { docGuideSchema, documentationPageSchema } from "./documentation/schema.ts";
import { companyFactsSchema, companyWordsSchema } from "./company/schema.ts";
import { faqSchema, helpCenterPageSchema, supportFactsSchema } from "./help-center/schema.ts";
import { resourcesPageSchema } from "./pages/resources-schema.ts";
import { pageTitlesSchema } from "./pages/titles-schema.ts";
import { legalPageSchema, legalWordsSchema } from "./legal/schema.ts";
import { contactPagesSchema } from "./contact/schema.ts";
import { slaFactsSchema, slaPageSchema } from "./sla/schema.ts";
import { residencyFactsSchema, trustPageSchema } from "./residency/schema.ts";
import { subprocessorFactsSchema, subprocessorPageSchema } from "./subprocessors/schema.ts";
import { statusFeedWordsSchema } from "./status/feeds-schema.ts";
import { statusSubscribePageSchema } from "./status/subscribe-schema.ts";
import { securityFactsSchema, securityPageSchema } from "./security/schema.ts";
import { sitemapPageSchema } from "./pages/sitemap-schema.ts";
import { statusEventSchema, statusPageSchema } from "./status/schema.ts";
import { latencyFactsSchema, latencyPageSchema } from "./latency/schema.ts";
import { performancePageSchema } from "./pages/performance-schema.ts";

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
  /** Whether an entry may exist in English only; the other languages then show it in English under a notice (the blog). */
  translationOptional?: boolean;
  /**
   * Whether editors may add entries at /admin/ (file name = slug, made from the title). Only for
   * collections whose new entries need no code: the pages that list them read the folder.
   */
  create?: boolean;
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
    description: "Figures the whole site states the same way in every language: free trial days, network speed, database engines.",
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
    create: true,
    folder: "content/blog",
    extension: "md",
    localized: true,
    translationOptional: true,
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
    name: "blog-tags",
    label: "Blog tags",
    description: "Each blog tag's name in each language, read on posts, filters and tag pages (posts keep the English tags).",
    schema: blogTagLabelsSchema,
    kind: "file",
    path: "content/pages/{locale}/blog-tags.yaml",
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
  // Places: regions, data centers and offices (figures in content/facts/, names per language), and /about-us.
  {
    name: "places",
    label: "Data centers",
    description: "Data center and region figures, the same in every language: tiers, sizes, map positions, clients, latencies.",
    schema: placeFactsSchema,
    kind: "file",
    path: "content/facts/places.yaml",
    localized: false,
  },
  {
    name: "place-names",
    label: "Place names",
    description: "The names of countries, regions, data centers, edge locations and offices, and what each data center offers.",
    schema: placeNamesSchema,
    kind: "file",
    path: "content/pages/{locale}/places.yaml",
    localized: true,
  },
  {
    name: "regions",
    label: "Region pages",
    description: "One page per region under /international: headline, features and call to action (places are listed for you).",
    schema: regionSchema,
    kind: "folder",
    folder: "content/regions",
    extension: "yaml",
    localized: true,
  },
  {
    name: "international-page",
    label: "Regions overview",
    description: "The /international page, and the headings every region page shares.",
    schema: internationalPageSchema,
    kind: "file",
    path: "content/pages/{locale}/international.yaml",
    localized: true,
  },
  {
    name: "latency-facts",
    label: "Latency test",
    description: "The latency test's address in each data center, and the typical latencies /international/latency shows, with their date.",
    schema: latencyFactsSchema,
    kind: "file",
    path: "content/facts/latency.yaml",
    localized: false,
  },
  {
    name: "latency-page",
    label: "Latency test (words)",
    description: "The words of /international/latency: the typical figures' table, the test's button, result and how it works.",
    schema: latencyPageSchema,
    kind: "file",
    path: "content/pages/{locale}/latency.yaml",
    localized: true,
  },
  {
    name: "offices",
    label: "Offices",
    description: "Regional offices on /contact: address, phone and mailbox (their region and city names are in Place names).",
    schema: officeFactsSchema,
    kind: "file",
    path: "content/facts/offices.yaml",
    localized: false,
  },
  {
    name: "about-page",
    label: "About page",
    description: "The words of /about-us: story, mission and vision, values, leadership and call to action.",
    schema: aboutPageSchema,
    kind: "file",
    path: "content/pages/{locale}/about.yaml",
    localized: true,
  },
  // Plans and prices (issue 17): figures in content/facts/, words per language.
  {
    name: "plan-prices",
    label: "Plans and prices",
    description: "Each plan's price in US dollars a month and its specs (vCPUs, RAM, disk), the extras' prices, the hourly cap.",
    schema: planFactsSchema,
    kind: "file",
    path: "content/facts/plans.yaml",
    localized: false,
  },
  {
    name: "plans",
    label: "Plans (words)",
    description: "Each plan's name, description, feature lines and button: one file per family (home page, each service).",
    schema: planFamilyWordsSchema,
    kind: "folder",
    folder: "content/plans",
    extension: "yaml",
    localized: true,
  },
  {
    name: "currencies",
    label: "Exchange rates",
    description: "The currencies prices are shown in, each one's rate per US dollar and rounding step, and their dates.",
    schema: currencyFactsSchema,
    kind: "file",
    path: "content/facts/currencies.yaml",
    localized: false,
  },
  {
    name: "vat",
    label: "VAT by country",
    description: "Each country's VAT rate, the currency it is billed in and the ways to pay there, with the rates' date.",
    schema: vatFactsSchema,
    kind: "file",
    path: "content/facts/vat.yaml",
    localized: false,
  },
  {
    name: "billing-words",
    label: "Billing (words)",
    description: "The names of the currencies, countries and payment methods on the pricing pages and in the calculator.",
    schema: billingWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/billing.yaml",
    localized: true,
  },
  // Interface words (helper interface-words): the forms, then the header, footer and shared labels.
  {
    name: "form-words",
    label: "Form words",
    description: "The words of the contact, support and newsletter forms, their messages and the pages they land on.",
    schema: formWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/forms.yaml",
    localized: true,
  },
  {
    name: "interface-words",
    label: "Header and footer",
    description: "The words every page shares: header, menus, footer, skip link, and the documentation and help searches.",
    schema: interfaceWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/interface.yaml",
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
    create: true,
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
    create: true,
    folder: "content/help-center",
    extension: "yaml",
    localized: true,
  },
  {
    name: "status-events",
    label: "Status events",
    description:
      "One incident or maintenance per file on /status (file name = its id, its page /status/incidents/<id>): the affected products and data centers, the timeline of updates and an optional postmortem.",
    schema: statusEventSchema,
    kind: "folder",
    create: true,
    folder: "content/status",
    extension: "yaml",
    localized: true,
  },
  {
    name: "status-page",
    label: "Status pages",
    description: "The words of /status and the pages under it: headings, states, impacts, the uptime formula, the history.",
    schema: statusPageSchema,
    kind: "file",
    path: "content/pages/{locale}/status.yaml",
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
    name: "sla-facts",
    label: "SLA figures",
    description:
      "The service level agreement's commitments per product, credit tiers, notice and claim periods and worked example, the same in every language.",
    schema: slaFactsSchema,
    kind: "file",
    path: "content/facts/sla.yaml",
    localized: false,
  },
  {
    name: "sla-page",
    label: "SLA page",
    description: "The words of /legal/sla around its figures: uptime, exclusions, credits, claims, the example and the credit calculator.",
    schema: slaPageSchema,
    kind: "file",
    path: "content/pages/{locale}/sla.yaml",
    localized: true,
  },
  {
    name: "residency-facts",
    label: "Data residency",
    description:
      "Each country's data centers, the law's breach clock and the last legal review, and where data goes by default, the same in every language.",
    schema: residencyFactsSchema,
    kind: "file",
    path: "content/facts/residency.yaml",
    localized: false,
  },
  {
    name: "trust-pages",
    label: "Trust pages",
    description:
      "The words of /trust and of each country page under it: the law, the basis for transfers, the regulator and the breach clocks.",
    schema: trustPageSchema,
    kind: "file",
    path: "content/pages/{locale}/trust.yaml",
    localized: true,
  },
  {
    name: "subprocessor-facts",
    label: "Sub-processors",
    description:
      "Every sub-processor (legal name, country, regions touched, transfer mechanism, date added) and every announced change, the same in every language.",
    schema: subprocessorFactsSchema,
    kind: "file",
    path: "content/facts/subprocessors.yaml",
    localized: false,
  },
  {
    name: "subprocessor-page",
    label: "Sub-processors page",
    description: "The words of /legal/subprocessors: each sub-processor's purpose and data, the table, the filter and the changes.",
    schema: subprocessorPageSchema,
    kind: "file",
    path: "content/pages/{locale}/subprocessors.yaml",
    localized: true,
  },
  {
    name: "status-feeds",
    label: "Status feeds",
    description:
      "The words of the status feeds for tools and readers: the Atom feeds' and maintenance calendars' names, and the sentence for the overall state in the JSON.",
    schema: statusFeedWordsSchema,
    kind: "file",
    path: "content/pages/{locale}/status-feeds.yaml",
    localized: true,
  },
  {
    name: "status-subscribe-page",
    label: "Status subscriptions",
    description: "The words of /status/subscribe, of the pages its form and links land on, and of the status mails and webhook deliveries.",
    schema: statusSubscribePageSchema,
    kind: "file",
    path: "content/pages/{locale}/status-subscribe.yaml",
    localized: true,
  },
  {
    name: "performance-page",
    label: "Performance page",
    description:
      "The words of /performance: the site's Core Web Vitals as visitors measure them, the tables' headings, and how the figures are made.",
    schema: performancePageSchema,
    kind: "file",
    path: "content/pages/{locale}/performance.yaml",
    localized: true,
  },
  {
    name: "security-facts",
    label: "Security facts",
    description:
      "The security mailbox, the PGP key's fingerprint, the response times to a report and the researchers thanked, the same in every language.",
    schema: securityFactsSchema,
    kind: "file",
    path: "content/facts/security.yaml",
    localized: false,
  },
  {
    name: "security-page",
    label: "Security page",
    description:
      "The words of /security: who secures what, the certifications' section, the vulnerability disclosure policy, the PGP key and acknowledgements.",
    schema: securityPageSchema,
    kind: "file",
    path: "content/pages/{locale}/security.yaml",
    localized: true,
  },
  {
    name: "contact-pages",
    label: "Contact pages",
    description: "The words of /contact and /resources/contact-support around their forms.",
    schema: contactPagesSchema,
    kind: "file",
    path: "content/pages/{locale}/contact.yaml",
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
