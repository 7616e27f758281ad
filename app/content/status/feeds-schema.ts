import { z } from "zod";
import { text } from "../blocks-schema.ts";

/**
 * content/pages/<locale>/status-feeds.yaml: the words of the status feeds that tools and feed
 * readers show (/status/feed.atom and its per data center and per product copies, the Statuspage
 * v2 JSON under /status/api/v2/, the maintenance calendars /status/maintenance.ics). The events'
 * own words are in content/status/<locale>/.
 */
export const statusFeedWordsSchema = z
  .object({
    pageName: text("Status page name", 'The name tools show for the status page, e.g. "{siteName} status".'),
    feedTitle: text("Feed title, all events", 'The Atom feed of every event, e.g. "{siteName} status: every event".'),
    regionFeedTitle: text("Feed title, one data center", "The Atom feed of one data center's events: names {dataCenter}."),
    productFeedTitle: text("Feed title, one product", "The Atom feed of one product's events: names {product}."),
    entryTitle: text(
      "Entry title",
      'One update in a feed: names the event {title} and the update\'s state {state}, e.g. "{title}: {state}".',
    ),
    calendarName: text("Calendar name, all data centers", "The maintenance calendar of every data center, as calendar apps name it."),
    regionCalendarName: text("Calendar name, one data center", "The maintenance calendar of one data center: names {dataCenter}."),
    componentName: text(
      "Component name",
      'One product in one data center, as status tools list it: names {product} and {dataCenter}, e.g. "{product} in {dataCenter}".',
    ),
    indicators: z
      .object({
        none: text("Nothing wrong", 'The whole site\'s state when nothing is wrong, e.g. "All systems operational".'),
        minor: text("Minor", "When the worst current problem is minor (degraded performance)."),
        major: text("Major", "When the worst current problem is a partial outage."),
        critical: text("Critical", "When the worst current problem is a major outage."),
      })
      .meta({
        title: "Overall state",
        description: "The sentence the JSON gives tools for the whole site's state, by the worst current problem.",
      }),
  })
  .meta({ title: "Status feeds", description: "The words of the status feeds: feed and calendar names, the overall state." });

export type StatusFeedWords = z.infer<typeof statusFeedWordsSchema>;
