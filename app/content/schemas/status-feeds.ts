import { z } from "zod";
import { text } from "./blocks.ts";

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
    states: z
      .object({
        investigating: text("Investigating", "An incident's first state: we look for the cause."),
        identified: text("Identified", "The cause is known; a fix is under way."),
        monitoring: text("Monitoring", "A fix is in place; we watch it."),
        resolved: text("Resolved", "The incident is over."),
        scheduled: text("Scheduled", "A maintenance announced, not started."),
        in_progress: text("In progress", "A maintenance under way."),
        completed: text("Completed", "A maintenance finished."),
      })
      .meta({ title: "Update states", description: "Each update's state, as the feeds' entry titles and categories name it." }),
    impacts: z
      .object({
        none: text("No impact", "An event that did not affect customers (most maintenance)."),
        minor: text("Minor impact", "Slower, or a few errors."),
        major: text("Major impact", "Part of the service unavailable."),
        critical: text("Critical impact", "The service unavailable."),
      })
      .meta({ title: "Impacts", description: "An event's impact, as the feeds' categories name it." }),
  })
  .meta({ title: "Status feeds", description: "The words of the status feeds: feed and calendar names, the overall state." });

export type StatusFeedWords = z.infer<typeof statusFeedWordsSchema>;
