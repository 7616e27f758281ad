import { z } from "zod";
import { closingCta, feature, hero, neutral, order, section, seoFields, text } from "../blocks-schema.ts";

/**
 * Where Baobab Cloud is: data centers, edge locations, the home page's regions, the regional
 * pages (/international/*) and the offices. Figures and ids are kept once, in
 * content/facts/places.yaml and content/facts/offices.yaml; names and descriptions are words,
 * per language, in content/pages/<locale>/places.yaml, matched to the facts by id.
 */

/** The home page's regions (client counts, data centers per region). */
export const homeRegionIds = ["africa", "europe", "turkey", "asia-pacific"] as const;
export type HomeRegionId = (typeof homeRegionIds)[number];
/**
 * A regional page a place can be listed on: the name of its file in content/regions/en/ (a new
 * page is one new file there; app/content/places/loader.ts checks every slug the facts name against them).
 */
export type RegionPageSlug = string;

const placeId = (title: string, description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens")
    .meta({ title, description, ...neutral });

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "a two-letter country code such as NG")
  .meta({
    title: "Country code",
    description: 'The country\'s two-letter ISO code, e.g. NG for Nigeria. Its name is in "Place names".',
    ...neutral,
  });

const homeRegion = z
  .enum(homeRegionIds)
  .meta({ title: "Home page region", description: "The region of the home page this place counts in.", ...neutral });

const regionPageSlug = (title: string, description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens, the name of a file in Region pages")
    .meta({ title, description, ...neutral });

const regionPage = regionPageSlug(
  "Region page",
  "The /international page that lists this place: its address's last part, e.g. west-africa.",
);

const coordinates = z
  .object({
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .meta({ title: "Longitude", description: "Degrees east (negative: west), e.g. 3.3792.", ...neutral }),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .meta({ title: "Latitude", description: "Degrees north (negative: south), e.g. 6.5244.", ...neutral }),
  })
  .meta({
    title: "Position on the map",
    description: "Where the place is (WGS 84). After a change a developer runs `npm run map` to redraw the Africa map.",
  });

const count = (title: string, description: string) =>
  z
    .number()
    .int()
    .min(0)
    .meta({ title, description, ...neutral });

export const dataCenterFact = z
  .object({
    id: placeId("Id", 'The data center\'s id, e.g. "lagos". Its name and features are in "Place names" under the same id.'),
    country: countryCode,
    homeRegion,
    regionPage: regionPage.optional().meta({
      title: "Region page",
      description: "The /international page that lists this data center. Leave empty for none (Asia Pacific has no page yet).",
      ...neutral,
    }),
    tier: z
      .enum(["Tier III", "Tier IV"])
      .meta({ title: "Tier", description: "Tier IV: fault tolerant. Tier III: concurrently maintainable.", ...neutral }),
    facilitySqm: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ title: "Floor area (m²)", description: "In square metres, where we publish it. Leave empty otherwise.", ...neutral }),
    coordinates,
  })
  .meta({ title: "Data center", description: "One data center: its country, region, tier, size and position." });

export const edgeLocationFact = z
  .object({
    id: placeId("Id", 'The edge location\'s id, e.g. "edge-lagos". Its city is in "Place names" under the same id.'),
    country: countryCode,
    regionPage,
    coordinates,
  })
  .meta({ title: "Edge location", description: "A place in Africa where our CDN and DNS answer (no data center)." });

export const homeRegionFact = z
  .object({
    id: z.enum(homeRegionIds).meta({ title: "Region", description: "Which home page region.", ...neutral }),
    clients: count("Active clients", "How many active clients this region serves. Totals and shares are computed from these."),
  })
  .meta({ title: "Region", description: "A region of the home page and its client count." });

export const latencyFact = z
  .object({
    from: placeId("From", 'The id of the place measured from, e.g. "lagos".'),
    to: placeId("To", 'The id of the data center or edge location measured to, e.g. "london" or "edge-dakar".'),
    latencyMs: z
      .number()
      .positive()
      .meta({ title: "Round trip (ms)", description: "The measured round-trip time in milliseconds.", ...neutral }),
  })
  .meta({ title: "Latency", description: "A measured round trip between two places." });

export const regionPageFact = z
  .object({
    slug: regionPageSlug("Region page", "Which /international page these figures are for: its address's last part, e.g. west-africa."),
    clients: count("Active clients", "Clients served from this page's data centers, where we publish it.").optional(),
    clientsOfHomeRegion: homeRegion.optional().meta({
      title: "Clients of a home page region",
      description: "Show the client count of this home page region instead, when both cover the same ground.",
      ...neutral,
    }),
    pointsOfPresence: count("Points of presence", "Network points of presence (peering and edge), where we publish them.").optional(),
    latencies: z
      .array(latencyFact)
      .optional()
      .meta({ title: "Latencies", description: "Measured round trips shown in a table; text names them {latency_<from>_<to>}." }),
    nearestDataCenters: z
      .array(placeId("Data center", 'A data center\'s id, e.g. "frankfurt".'))
      .optional()
      .meta({
        title: "Nearest data centers",
        description: "Only for a region with no data center of its own: where its workloads run.",
        ...neutral,
      }),
  })
  .meta({ title: "Region page figures", description: "Figures one /international page states besides its places." });

/** content/facts/places.yaml */
export const placeFactsSchema = z
  .object({
    homeRegions: z
      .array(homeRegionFact)
      .min(1)
      .meta({ title: "Home page regions", description: "The regions on the home page, in order." }),
    dataCenters: z
      .array(dataCenterFact)
      .min(1)
      .meta({ title: "Data centers", description: "Every data center, in the order pages list them." }),
    edgeLocations: z.array(edgeLocationFact).meta({
      title: "African edge locations",
      description: "CDN and DNS locations in Africa; the count of countries is computed from them.",
    }),
    regionPages: z
      .array(regionPageFact)
      .meta({ title: "Region page figures", description: "Clients, points of presence and latencies of the /international pages." }),
  })
  .meta({ title: "Data centers and regions", description: "Data centers, edge locations, client counts and latencies." });

export type PlaceFacts = z.infer<typeof placeFactsSchema>;
export type DataCenterFact = z.infer<typeof dataCenterFact>;

const idRef = (what: string) => placeId("Id", `The ${what}'s id in "Data centers and regions". Do not change it.`);

/** content/pages/<locale>/places.yaml */
export const placeNamesSchema = z
  .object({
    countries: z
      .array(
        z
          .object({ code: countryCode, name: text("Name", "The country's name, e.g. Nigeria.") })
          .meta({ title: "Country", description: "A country's name, by its code." }),
      )
      .min(1)
      .meta({ title: "Countries", description: "The name of every country a data center, edge location or office is in." }),
    homeRegions: z
      .array(
        z
          .object({
            id: z.enum(homeRegionIds).meta({ title: "Region", description: "Which home page region. Do not change it.", ...neutral }),
            name: text("Name", 'The region\'s name, e.g. "Africa".'),
            features: z
              .array(text("Feature", "One thing the region offers."))
              .min(1)
              .meta({ title: "Features", description: "Listed under the region on the home page." }),
          })
          .meta({ title: "Region", description: "A home page region's name and features." }),
      )
      .min(1)
      .meta({ title: "Home page regions", description: "Names and features of the home page's regions." }),
    facilitySize: text(
      "Floor area",
      'How a data center\'s floor area reads on its card; {sqm, number} is the figure, e.g. "{sqm, number} sqm".',
    ),
    standardFeatures: z
      .array(text("Feature", "One thing every data center offers."))
      .meta({ title: "What every data center offers", description: "Added after each data center's own features." }),
    dataCenters: z
      .array(
        z
          .object({
            id: idRef("data center"),
            city: text("City", "The city's name."),
            features: z
              .array(text("Feature", "One thing this data center offers."))
              .min(1)
              .meta({ title: "Features", description: "Shown on the data center's card, before what every data center offers." }),
          })
          .meta({ title: "Data center", description: "A data center's city and features." }),
      )
      .min(1)
      .meta({ title: "Data centers", description: "The city and features of each data center." }),
    edgeLocations: z
      .array(
        z
          .object({ id: idRef("edge location"), city: text("City", "The city's name.") })
          .meta({ title: "Edge location", description: "An edge location's city." }),
      )
      .meta({ title: "African edge locations", description: "The city of each edge location." }),
    offices: z
      .array(
        z
          .object({
            id: idRef("office"),
            region: text("Region", "The office's region, the card's title, e.g. \"West Africa\"."),
            city: text("City", "The city's name, under the title (and the address's town, unless the office's facts name another)."),
            street: text(
              "Street, in this language",
              "The address's street lines where this language writes them otherwise than the post does (an Arabic address in Arabic); leave empty to show them as in the facts.",
            ).optional(),
            locality: text(
              "Town, in this language",
              "The address's town when it is not the office's city (Giza for the Cairo office).",
            ).optional(),
          })
          .meta({ title: "Office", description: "An office's region and city, and its address's words in this language." }),
      )
      .min(1)
      .meta({ title: "Offices", description: "The region and city shown on each office's card on /contact." }),
  })
  .meta({ title: "Place names", description: "Names of countries, regions, data centers, edge locations and offices." });

export type PlaceNames = z.infer<typeof placeNamesSchema>;

/** content/facts/offices.yaml: addresses, phone numbers and mailboxes are the same in every language. */
export const officeFactsSchema = z
  .object({
    offices: z
      .array(
        z
          .object({
            id: placeId("Id", 'The office\'s id, e.g. "nairobi". Its region and city are in "Place names".'),
            headquarters: z
              .boolean()
              .optional()
              .meta({
                title: "Headquarters",
                description: "Tick for the headquarters: its address and phone come from the company's details.",
                ...neutral,
              }),
            street: z
              .string()
              .trim()
              .min(1)
              .optional()
              .meta({
                title: "Street",
                description:
                  'The street lines of the postal address, as the post writes them, e.g. "144 Katherine Street, Sandton". Leave empty for the headquarters, or when every language writes them in "Place names".',
                ...neutral,
              }),
            postcode: z
              .string()
              .trim()
              .min(1)
              .optional()
              .meta({ title: "Postcode", description: "Written after the town, e.g. E14 5AB.", ...neutral }),
            country: z
              .string()
              .regex(/^[A-Z]{2}$/, "an ISO 3166 country code such as KE")
              .meta({ title: "Country", description: "The country's ISO code, e.g. KE: its name comes in each language.", ...neutral }),
            phone: z
              .string()
              .regex(/^\+[\d ]+$/, "an international number such as +254 20 700 2262")
              .optional()
              .meta({
                title: "Phone",
                description: "International format, e.g. +254 20 700 2262 (the link is made from it). Leave empty for the headquarters.",
                ...neutral,
              }),
            email: z.email().meta({ title: "Email", description: "The office's mailbox.", ...neutral }),
          })
          .meta({ title: "Office", description: "One office: address, phone and mailbox." }),
      )
      .min(1)
      .meta({ title: "Offices", description: "The regional offices on /contact, in order; the headquarters first." }),
  })
  .meta({ title: "Offices", description: "Addresses, phone numbers and mailboxes of the regional offices." });

export type OfficeFacts = z.infer<typeof officeFactsSchema>;

/**
 * One regional page (/international/<file name>): content/regions/<locale>/<slug>.yaml. Its
 * data centers, edge locations and figures come from "Data centers and regions". Messages may
 * name the site's facts ({trialDays} ...) and latencies as {latency_<from>_<to>}, e.g.
 * {latency_lagos_london} ("75 ms").
 */
export const regionSchema = z
  .object({
    order,
    navLabel: text("Menu label", "The region's name in the International menu, the breadcrumb, the overview and the page's h1."),
    badge: text("Badge", 'A short marker beside the name, e.g. "NEW". Leave empty for none.').optional(),
    ...seoFields,
    summary: text("Summary", "One or two sentences for the /international overview."),
    hero,
    features: section("Features", 'The features grid; every card links somewhere ("Learn More").', {
      items: z
        .array(feature.required({ link: true }))
        .min(1)
        .meta({ title: "Feature cards", description: "One card per feature, each with its link." }),
    }),
    withoutDataCenter: z
      .object({ note: text("Note", "Why there is no local data center, and where workloads run instead.") })
      .optional()
      .meta({
        title: "No data center here",
        description: 'Only for a region with no data center of its own (its nearest ones are in "Data centers and regions").',
      }),
    cta: closingCta,
  })
  .meta({ title: "Region page", description: "One page under /international." });

export type RegionContent = z.infer<typeof regionSchema>;

const plural = (title: string, example: string) => text(title, `The label under the figure, by count: ${example}.`);

/** The /international page and the words every region page shares: content/pages/<locale>/international.yaml. */
export const internationalPageSchema = z
  .object({
    familyLabel: text("Family name", "The International menu's label, and the eyebrow above every region page's headline."),
    listHeading: text("List heading", "Heading of the list of regions on /international."),
    listIntro: text("List introduction", "May name facts, e.g. {dataCenters} and {africanEdgeCountries}."),
    asiaPacific: z
      .object({
        heading: text("Heading", "The section's heading."),
        intro: text("Introduction", "{cities} names its data centers' cities."),
      })
      .meta({ title: "Asia Pacific", description: "The section for the data centers that have no region page yet." }),
    allDataCenters: z
      .object({
        heading: text("Heading", "The table's heading."),
        intro: text("Introduction", "One or two sentences under it."),
      })
      .meta({ title: "Every data center", description: "The table of all data centers on /international." }),
    cta: closingCta,
    regionPage: z
      .object({
        dataCentersHeading: text("Data centers heading", "{region} names the page's region."),
        dataCentersIntro: text("Data centers introduction", "One sentence under it."),
        servedFromNearest: text("Nearest data centers heading", "For a region without a data center; {region} names it."),
        latencyHeading: text("Latency heading", "The latency table's heading."),
        latencyIntro: text("Latency introduction", "{from} names the city measured from."),
        latencyTable: z
          .object({
            caption: text("Table name", "The table's caption; {from} names the city measured from."),
            destination: text("Destination column", "The first column's heading."),
            roundTrip: text("Latency column", "The second column's heading."),
            figure: text("Latency figure", 'One latency, in the table and the diagram: {ms} is the figure, e.g. "{ms} ms".'),
          })
          .meta({ title: "Latency table", description: "The words of the latency table." }),
        edgeLocationsHeading: text("Edge locations heading", "The edge locations' heading."),
        edgeLocationsIntro: text("Edge locations introduction", "One sentence under it."),
        diagram: z
          .object({
            caption: text("Caption", 'The diagram\'s title; {region} names the region, e.g. "Our network in {region}".'),
            inputs: text("Edge locations label", "Above the row of edge location cities."),
            parts: text("Data centers label", "Above the region's data centers."),
            partsElsewhere: text("Nearest data centers label", "Above the data centers a region without its own is served from."),
            countries: text("Countries", "Under the region's name, by count: {count, plural, one {# country} other {# countries}}."),
            latency: text("Latency label", "Above the latency bars; {from} names the city measured from."),
            dataCenter: text("Data center detail", 'Under a data center\'s city: its {tier} and {country}, e.g. "{tier} · {country}".'),
          })
          .meta({ title: "Diagram", description: "The words of the diagram beside a region page's headline." }),
        figures: z
          .object({
            dataCenters: plural("Data centers", "{count, plural, one {data center} other {data centers}}"),
            pointsOfPresence: plural("Points of presence", "{count, plural, one {point of presence} other {points of presence}}"),
            edgeLocations: plural("Edge locations", "{count, plural, one {edge location} other {edge locations}}"),
            countries: plural("Countries", "{count, plural, one {country} other {countries}}"),
            clients: text("Clients", 'The label under the client count, e.g. "clients".'),
            line: text(
              "A figure in a line",
              'A figure with its label on one line (a region\'s data centers and edge locations in the overview): {value} and {label}, e.g. "{value} {label}".',
            ),
          })
          .meta({ title: "Figure labels", description: "The words under the figures at the top of a region page and in the overview." }),
      })
      .meta({ title: "Every region page", description: "The headings every region page shares around its places." }),
  })
  .meta({ title: "International overview", description: "The /international page and the words every region page shares." });

export type InternationalPageContent = z.infer<typeof internationalPageSchema>;
