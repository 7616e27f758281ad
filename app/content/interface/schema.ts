import { z } from "zod";
import { href, text } from "../blocks-schema.ts";

/**
 * content/pages/<locale>/interface.yaml: the words every page shares: the skip link, the header
 * and its menus, the footer, and the labels of the documentation's and help center's searches.
 * (The Services and Solutions menus list the pages of those families; their names come from
 * each page's own file.)
 */

const link = (title: string, description: string) =>
  z
    .object({
      label: text("Link text", "What the link says (also the page's name in breadcrumbs)."),
      href: href("Link", "Where it leads: a page of this site, e.g. /about-us."),
    })
    .meta({ title, description });

const links = (title: string, description: string) => z.array(link("Link", "One link of the list.")).min(1).meta({ title, description });

const search = (what: string) =>
  z
    .object({
      searchLabel: text("Search box label", `The label above the ${what}'s search box.`),
      placeholder: text("Search box example", "The grey example inside the search box."),
      filterLabel: text("Filter label", "The name of the row of category buttons, for screen readers."),
      count: text(
        "Count",
        'The number of items shown, under the buttons, as a plural message: {count} is the number, e.g. "{count, plural, one {# result} other {# results}}" (each language lists its own plural forms).',
      ),
      noMatch: text("Nothing found", "When the search finds nothing: {query} is what the visitor typed."),
      noMatchIn: text("Nothing found in a category", "The same within a category: {query} is what was typed, {category} the category."),
      emptyCategory: text("Empty category", "When a category holds nothing: {category} is the category."),
      emptyHint: text("Nothing found: what to do", "The line under those headings."),
    })
    .meta({ title: `Search: ${what}`, description: `The words of the ${what}'s search and filters.` });

export const interfaceWordsSchema = z
  .object({
    skipLink: text("Skip link", "The first link on every page, shown when a keyboard reaches it: it jumps past the header."),
    header: z
      .object({
        home: link("Home link", "The first link of the menu."),
        resourcesMenu: text("Resources menu", "The name of the Resources menu."),
        resources: links("Resources menu links", "The links of the Resources menu, in order."),
        companyLinks: links("Links after the menus", "The plain links after the menus (About Us, Contact)."),
        signIn: text("Sign in button", "The header's button to the customer console."),
        getStarted: link("Get started button", "The header's main button."),
        contactSales: link("Contact sales button", "The button that leads to sales, on pages that offer one."),
        openMenu: text("Open menu (phones)", "The name of the menu button on phones, for screen readers, while the menu is closed."),
        closeMenu: text("Close menu (phones)", "The same while the menu is open."),
        navigationName: text("Menu name", 'The main menu\'s name for screen readers, e.g. "Main".'),
        languageMenu: text(
          "Language menu",
          'The name of the button that lists the site\'s languages, e.g. "Language" (each language is named in itself).',
        ),
        currentLanguage: text(
          "Language button",
          'The language button as a whole sentence: {language} is the page\'s language code (shown); what is inside <hidden>…</hidden> is read by screen readers only, e.g. "<hidden>Language: </hidden>{language}".',
        ),
        search: text(
          "Search box",
          'The grey word inside the header\'s search box, which is also its name for screen readers: one short word, e.g. "Search" (the box is narrow on phones).',
        ),
      })
      .meta({ title: "Header", description: "The top of every page: menus and buttons." }),
    footer: z
      .object({
        headquarters: text(
          "Headquarters line",
          'The head office\'s address under the logo: {address} is the address (shown), <hidden>…</hidden> is read by screen readers only, e.g. "<hidden>Headquarters: </hidden>{address}".',
        ),
        about: text("About line", "Under the logo: {tagline} is the company's tagline, {foundedYear} the year it was founded."),
        socialName: text("Social media list name", "The name of the list of social media links, for screen readers."),
        socialLink: text("Social media link name", "Each social media icon's name for screen readers: {siteName} on {network}."),
        columns: z
          .array(
            z
              .object({
                heading: text("Heading", "The column's heading."),
                links: links("Links", "The column's links, in order."),
              })
              .meta({ title: "Column", description: "One column of links." }),
          )
          .min(1)
          .meta({ title: "Columns", description: "The footer's columns of links, left to right." }),
        rights: text("Rights", 'The copyright line: {year} is the current year, e.g. "© {year} {siteName}. All rights reserved."'),
        legalName: text("Legal links name", "The name of the row of legal links, for screen readers."),
        legalLinks: links("Legal links", "The legal pages, at the very bottom."),
      })
      .meta({ title: "Footer", description: "The bottom of every page." }),
    learnMore: text("Learn more", 'The link on every feature card that leads to its page, e.g. "Learn More".'),
    learnMoreAbout: text(
      "Card link, as a sentence",
      'A feature card\'s link, so each says where it leads: {label} is the link\'s words ("Learn More"), {title} the card\'s title, and <hidden>…</hidden> is read by screen readers only, e.g. "{label}<hidden> about {title}</hidden>".',
    ),
    namedLink: text(
      "Link naming what it is for",
      "A link or button with the name of what it acts on, for screen readers: {label} is the link's words, {name} a plan's or a list's name, e.g. \"{label}<hidden> – {name}</hidden>\".",
    ),
    nameAndCode: text("Name and code", 'A currency\'s name with its code, e.g. "{name} ({code})".'),
    offer: z.array(text("Point", "One point of the offer. May name {trialDays}.")).min(1).meta({
      title: "Offer points",
      description: "The points every closing call to action lists under its buttons (the free trial, no credit card ...).",
    }),
    searchAll: text("All button", "The first filter button, which shows every category."),
    searchReset: text("Clear button", "The button that clears the search and the filter when nothing was found."),
    siteSearch: z
      .object({
        searchLabel: text("Search box label", "The label above the search page's box."),
        submit: text("Search button", "The button beside the box."),
        kindLabel: text("Kind filter label", "The label of the list that narrows the results to one kind of page."),
        allKinds: text("All kinds", "The first choice of that list, which shows every kind."),
        kinds: z
          .object({
            service: text("Service", "A service, solution or region page."),
            priceList: text("Price list", "A price list (in dollars or a local currency)."),
            blogPost: text("Blog post", "A post of the blog."),
            guide: text("Guide", "The documentation."),
            question: text("Question", "The help center's questions and answers."),
            legal: text("Legal", "The legal pages, the SLA, security and trust pages."),
            status: text("Status", "A status event: an incident or a maintenance."),
          })
          .meta({ title: "Kinds of page", description: "Each result's kind, shown with it, and the choices of the kind filter." }),
        count: text(
          "Count",
          'The number of pages found, as a plural message: {count} is the number, e.g. "{count, plural, one {# page found} other {# pages found}}" (each language lists its own plural forms).',
        ),
        searching: text("Searching", "Shown (and read by screen readers) while the search runs."),
        noMatch: text("Nothing found", "When the search finds nothing: {query} is what the visitor typed."),
        emptyHint: text("Nothing found: what to do", "The line under that heading."),
        more: text("More results", "The button under the results that shows the next ones."),
        loadError: text("Search failed", "When the search could not load (offline, blocked)."),
        needsScript: text(
          "Without JavaScript",
          "What the page says when the browser runs no JavaScript: the search needs it, and the links under this line (the site map and the listings) lead to every page.",
        ),
      })
      .meta({ title: "Site search", description: "The words of the search page (/search): its box, kind filter, results and messages." }),
    documentationSearch: search("documentation"),
    helpSearch: search("help center"),
    documentationLists: z
      .object({
        guides: z
          .object({ heading: text("Heading", "The guides' heading."), intro: text("Intro", "The line under it.") })
          .meta({ title: "Guides", description: "The list of guides the search narrows." }),
        products: z
          .object({ heading: text("Heading", "The product list's heading."), intro: text("Intro", "The line under it.") })
          .meta({ title: "Documentation by product", description: "The list of products the search narrows." }),
      })
      .meta({ title: "Documentation lists", description: "The headings of the two lists the documentation's search narrows." }),
    dataCenters: z
      .object({
        facilitySize: text("Facility size", 'Before a data center\'s floor area on its card, e.g. "Facility size:".'),
        columns: z
          .object({
            city: text("City", "The first column's heading."),
            country: text("Country", "The second column's heading."),
            region: text("Region", "The third column's heading."),
            tier: text("Tier rating", "The last column's heading."),
          })
          .meta({ title: "Table columns", description: "The headings of the table of every data center." }),
      })
      .meta({
        title: "Data centers",
        description:
          "The words around data centers: their cards (region pages, /international) and their table (/international, service pages).",
      }),
  })
  .meta({ title: "Interface words", description: "The words every page shares: header, menus, footer, searches." });

export type InterfaceWordsContent = z.infer<typeof interfaceWordsSchema>;
