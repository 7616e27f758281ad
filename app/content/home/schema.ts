import { z } from "zod";
import { href, icon, neutral, text } from "../blocks-schema.ts";

const link = (title: string, description: string) =>
  z
    .object({
      label: text("Link text", "What the link or button says."),
      href: href("Link", "Where it leads, e.g. /services or /contact?topic=sales."),
    })
    .meta({ title, description });

const sectionWords = <Extra extends z.ZodRawShape = Record<never, never>>(title: string, description: string, extra?: Extra) =>
  z
    .object({
      eyebrow: text("Eyebrow", "The small word above the heading."),
      title: text("Heading", "The section's heading."),
      intro: text("Introduction", "One or two sentences under the heading."),
      ...(extra as Extra),
    })
    .meta({ title, description });

/**
 * The home page's words: content/pages/<locale>/home.yaml. Figures are named in braces
 * ({dataCenters}, {uptimeSla}, {africanEdgeCountries} ...), never typed; prices, regions and
 * client counts come from their own collections.
 */
export const homePageSchema = z
  .object({
    hero: z
      .object({
        badge: text("Badge", "The small label above the headline."),
        title: text("Headline", "The page's main heading (h1)."),
        description: text("Lead", "One or two sentences under the headline. May name facts, e.g. {dataCenters}."),
        highlights: z
          .array(
            z
              .object({
                value: text("Figure", "Shown large, e.g. {uptimeSla} or {dataCenters}. Name a fact in braces rather than typing a number."),
                label: text("Label", 'The words after the figure, e.g. "uptime SLA".'),
              })
              .meta({ title: "Claim", description: "A figure with its label." }),
          )
          .min(1)
          .meta({ title: "Headline claims", description: "The figures under the lead." }),
        cardsName: text("Cards' name", 'The name of the cards beside the headline, for screen readers, e.g. "What we offer".'),
      })
      .meta({
        title: "Top of the page",
        description: "The badge, headline, lead and claims visitors see first (the buttons are the header's).",
      }),
    heroCards: z
      .array(
        z
          .object({
            title: text("Title", "The card's name."),
            text: text("Text", "One line about it. May name facts, e.g. {africanEdgeCountries}."),
            icon: icon(),
          })
          .meta({ title: "Card", description: "A small card beside the headline." }),
      )
      .min(1)
      .meta({ title: "Cards beside the headline", description: "The small cards floating beside the top of the page." }),
    services: sectionWords("Services", "The services grid: heading and the cards, each leading to a service page.", {
      cards: z
        .array(
          z
            .object({
              title: text("Title", "The service's name on the card."),
              description: text("Description", "One or two sentences. May name facts, e.g. {africanEdgeLocations}."),
              icon: icon(),
              href: href("Link", "The service page the card leads to, e.g. /services/cloud-computing."),
            })
            .meta({ title: "Service card", description: "One card of the grid." }),
        )
        .min(1)
        .meta({ title: "Service cards", description: "One card per service." }),
      cardLinkLabel: text("Card link text", 'The link on every card, e.g. "Learn more".'),
      allLink: link("Link to all services", "The link under the grid."),
    }),
    pricing: sectionWords(
      "Pricing",
      "The plans section: heading and introduction (plans and prices come from Plans and prices). The introduction may name the local currencies' number as {localCurrencyCount} (or the currencies as {localCurrencyList}, which makes the page longer), from the currency list /pricing sells in.",
      {},
    ),
    regions: sectionWords("Regions", "The regional presence section (regions and client counts come from Regions).", {
      newRegion: text("New region badge", "The badge on a region's card while it has no clients yet."),
      dataCenters: text("Data centers", "The label of a region card's number of data centers."),
      activeClients: text("Active clients", "The label of a region card's number of clients."),
      openForEarly: text("No clients yet", "Shown instead of the number of clients while a region has none."),
      sharesHeading: text("Shares heading", "Heading of the bars showing each region's share of the clients."),
      shareClients: text(
        "Clients of a region",
        'Beside a region\'s name above its bar; {clients} is its number of clients, e.g. "({clients} clients)".',
      ),
      clientsWorldwide: text("Clients worldwide", "The label under the total number of clients."),
      dataCentersWorldwide: text("Data centers worldwide", "The label under the total number of data centers."),
    }),
    map: sectionWords("Africa map", "The map of Africa with data centers and edge locations.", {
      locations: z
        .array(
          z
            .string()
            .min(1)
            .meta({ title: "Place", description: "The id of a data center or edge location, e.g. lagos or edge-cairo.", ...neutral }),
        )
        .min(1)
        .meta({ title: "Places marked", description: "The data centers and edge locations marked on the map, in order.", ...neutral }),
      dataCenterFacility: text("Data center", 'What a data center is called on the map; {tier} is its tier, e.g. "{tier} data center".'),
      dataCenterLabel: text("Data center marker name", 'What a screen reader says for a data center: "{city}, {country} — data center".'),
      edgeFacility: text("Edge location", 'What an edge location is called on the map, e.g. "Edge location".'),
      edgeDetail: text("Edge location detail", "One more line about an edge location, in its tooltip and the list."),
      edgeLabel: text("Edge marker name", 'What a screen reader says for an edge location: "{city}, {country} — edge location".'),
      imageTitle: text(
        "Map name",
        'What a screen reader calls the map; may name {siteName}, e.g. "Map of Africa with {siteName} locations".',
      ),
      imageDescription: text(
        "Map description",
        "What a screen reader hears after the map's name; {cities} are the places marked, {africanEdgeCountries} the number of countries shaded.",
      ),
      legend: z
        .object({
          name: text("Legend name", 'The legend\'s name for screen readers, e.g. "Map legend".'),
          dataCenter: text("Data center", "The legend's line for a data center's marker."),
          edge: text("Edge location", "The legend's line for an edge location's marker."),
          country: text("Shaded country", "The legend's line for a shaded country."),
        })
        .meta({ title: "Legend", description: "The key under the map." }),
      listHeading: text("List heading", "Heading of the list of places beside the map."),
      regionLink: text(
        "Region link",
        "How screen readers read a place's link to its region, with the region's name as {region}, e.g. \"{region} region\".",
      ),
      countries: text(
        "Countries line",
        'The line under the map: {countries} is the list of shaded countries, {africanEdgeCountries} their number, <strong>…</strong> the words in bold, e.g. "<strong>Edge locations in {africanEdgeCountries} African countries:</strong> {countries}."',
      ),
    }),
    testimonials: sectionWords("Testimonials", "What customers say: heading, introduction and the quotes.", {
      items: z
        .array(
          z
            .object({
              quote: text("Quote", "What the customer said."),
              author: text("Name", "Who said it."),
              title: text("Job title", "Their role."),
              company: text("Company", "Where they work."),
            })
            .meta({ title: "Testimonial", description: "One quote with who said it." }),
        )
        .min(1)
        .meta({ title: "Quotes", description: "One entry per quote." }),
    }),
    callToAction: z
      .object({
        title: text("Heading", "The closing band's heading."),
        description: text("Text", "One sentence under the heading."),
        points: z
          .array(text("Point", "One thing the offer includes. May name facts, e.g. {trialDays}."))
          .min(1)
          .meta({ title: "What the offer includes", description: "Short points beside the buttons." }),
        primary: link("Main button", "The first button."),
        secondary: link("Second button", "The second button."),
      })
      .meta({ title: "Closing call to action", description: "The band at the bottom of the page." }),
  })
  .meta({ title: "Home page", description: "The words of the home page." });

export type HomePageContent = z.infer<typeof homePageSchema>;
