import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";

const seoFields = (path: string) => ({
  path: z.literal(path).meta({ title: "Address", description: "The page's address (fixed).", ...neutral }),
  title: text("Search title", "The page title in search results and the browser tab (the site name is added), at most 60 characters."),
  description: text("Search description", "The summary under the title in search results, 50 to 160 characters. May name facts."),
});

const page = (title: string, path: string) =>
  z.object(seoFields(path)).meta({ title, description: `${path}: its title and description in search results.` });

/** A page to land on, not to find (form confirmations): kept out of search results. */
const landingPage = (title: string, path: string) =>
  z
    .object({
      ...seoFields(path),
      noindex: z
        .literal(true)
        .meta({ title: "Hidden from search", description: "A page to land on, not to find: kept out of search results.", ...neutral }),
    })
    .meta({ title, description: `${path}: its title and description (the page is kept out of search results).` });

/**
 * content/pages/<locale>/page-titles.yaml: the title and description of every page that is not
 * part of a family (families keep theirs in their own files). Lengths are checked on the finished
 * text (app/site/seo.test.ts). Messages may name facts ({dataCenters}, {uptimeSla},
 * {foundedYear}, {criticalResponseTime}, {emailReplyTime} ...).
 */
export const pageTitlesSchema = z
  .object({
    home: page("Home page", "/"),
    sitemap: page("Site map", "/sitemap"),
    search: landingPage("Search page", "/search"),
    contact: page("Contact", "/contact"),
    contactSupport: page("Contact support", "/resources/contact-support"),
    thanksContact: landingPage("Contact message received", "/forms/thanks/contact"),
    thanksSupport: landingPage("Support request received", "/forms/thanks/support"),
    thanksNewsletter: landingPage("Newsletter sign-up received", "/forms/thanks/newsletter"),
    newsletterConfirmed: landingPage("Newsletter confirmed", "/newsletter/confirmed"),
    newsletterLinkInvalid: landingPage("Newsletter link not valid", "/newsletter/link-invalid"),
    newsletterUnsubscribed: landingPage("Newsletter unsubscribed", "/newsletter/unsubscribed"),
    aboutUs: page("About us", "/about-us"),
    servicesOverview: page("Services overview", "/services"),
    solutionsOverview: page("Solutions overview", "/solutions"),
    internationalOverview: page("International overview", "/international"),
    latency: page("Latency test", "/international/latency"),
    performance: page("Performance", "/performance"),
    resources: page("Resources overview", "/resources"),
    documentation: page("Documentation", "/resources/documentation"),
    blog: page("Blog", "/resources/blog"),
    helpCenter: page("Help Center", "/resources/help-center"),
  })
  .meta({ title: "Page titles", description: "Titles and descriptions in search results of the pages outside the families." });

export type PageTitlesContent = z.infer<typeof pageTitlesSchema>;
