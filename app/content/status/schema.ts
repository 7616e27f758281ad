import { z } from "zod";
import { neutral, text } from "../blocks-schema.ts";
import { entryId } from "../documentation/schema.ts";
import { slaProductIds } from "../sla/schema.ts";

/** An event's kind: something broke (incident) or work we planned (maintenance). */
export const statusEventTypes = ["incident", "maintenance"] as const;
export type StatusEventType = (typeof statusEventTypes)[number];

/** Statuspage's impact vocabulary, from none to critical. */
export const statusImpacts = ["none", "minor", "major", "critical"] as const;
export type StatusImpact = (typeof statusImpacts)[number];

/** The states an incident's updates may take, in their usual order; "resolved" ends it. */
export const incidentStates = ["investigating", "identified", "monitoring", "resolved"] as const;
/** The states a maintenance's updates may take; "completed" ends it. */
export const maintenanceStates = ["scheduled", "in_progress", "completed"] as const;
export const statusUpdateStates = [...incidentStates, ...maintenanceStates] as const;
export type StatusUpdateState = (typeof statusUpdateStates)[number];

/** What an affected component is in while an incident lasts (Statuspage's component statuses, operational aside). */
export const outageStates = ["degraded_performance", "partial_outage", "major_outage"] as const;
export type OutageState = (typeof outageStates)[number];

const datetime = (title: string, description: string) =>
  z.iso.datetime({ message: "a UTC date and time, e.g. 2026-10-14T09:12:00Z" }).meta({ title, description, ...neutral });

const finalState: Record<StatusEventType, StatusUpdateState> = { incident: "resolved", maintenance: "completed" };
const statesOf: Record<StatusEventType, readonly StatusUpdateState[]> = { incident: incidentStates, maintenance: maintenanceStates };

const statusUpdate = z
  .object({
    at: datetime("Time (UTC)", "When this update was posted, in UTC, e.g. 2026-10-14T09:12:00Z. Updates go oldest first."),
    state: z.enum(statusUpdateStates).meta({
      title: "State",
      description:
        "An incident: investigating, identified, monitoring, then resolved. A maintenance: scheduled, in_progress, then completed. Nothing comes after resolved or completed.",
      ...neutral,
    }),
    componentState: z
      .enum(outageStates)
      .optional()
      .meta({
        title: "Components' state (incidents)",
        description:
          "An incident's update other than resolved: what the affected components are in from this update on (degraded_performance, partial_outage or major_outage). It sets the bars and the uptime. Leave it empty for maintenance and for resolved.",
        ...neutral,
      }),
    body: text("Words", "This update, in plain text: what we see, what we do, when we write next."),
  })
  .meta({ title: "Update", description: "One post of the event's timeline." });

const postmortemSection = z
  .object({
    heading: text("Heading", 'The section\'s heading, e.g. "What happened", "Why", "What we are changing".'),
    paragraphs: z
      .array(text("Paragraph", "One paragraph, plain text."))
      .min(1)
      .meta({ title: "Paragraphs", description: "The section's text." }),
  })
  .meta({ title: "Section", description: "One section of the postmortem." });

/**
 * One status event: content/status/<locale>/<id>.yaml, the file name is its id (e.g.
 * 2026-10-14-lagos-block-storage), its page /status/incidents/<id>. Everything but the words is
 * the same in every language (`i18n: "duplicate"`: the editor copies it, and a language whose
 * timeline differs from the English one fails the build). The data centers are checked against
 * content/facts/places.yaml when the file is loaded (app/content/status/loader.ts).
 */
export const statusEventSchema = z
  .object({
    sample: z.boolean().meta({
      title: "Sample event",
      description: "Checked for the sample events shipped with the site (the page says so); unchecked for real ones.",
      ...neutral,
    }),
    type: z.enum(statusEventTypes).meta({ title: "Type", description: "incident or maintenance.", ...neutral }),
    impact: z.enum(statusImpacts).meta({
      title: "Impact",
      description: "none, minor, major or critical: how much of the affected service customers lost, at worst.",
      ...neutral,
    }),
    components: z
      .array(
        z
          .object({
            product: z.enum(slaProductIds).meta({
              title: "Product",
              description: "compute, databases, storage, kubernetes or network (the products of the SLA).",
              ...neutral,
            }),
            region: entryId("Data center", "The data center's id in content/facts/places.yaml, e.g. lagos."),
          })
          .meta({ title: "Component", description: "One product in one data center." }),
      )
      .min(1)
      .meta({ title: "Affected components", description: "Each product × data center the event touches." }),
    window: z
      .object({
        start: datetime("Start (UTC)", "When the maintenance is planned to begin, in UTC."),
        end: datetime("End (UTC)", "When it is planned to end, in UTC: after the start."),
      })
      .optional()
      .meta({ title: "Maintenance window", description: "A maintenance only: its planned start and end, in UTC." }),
    effect: z
      .enum(outageStates)
      .optional()
      .meta({
        title: "Effect during the window (maintenance)",
        description:
          "A maintenance only: what the components are in while it runs. Counted against uptime only if the maintenance was not announced in time (the SLA's notice).",
        ...neutral,
      }),
    title: text(
      "Title",
      "The event's name, short: what is affected and where. Also its page's title in search results (at most 60 characters).",
    ).max(60),
    timeline: z
      .array(statusUpdate)
      .min(1)
      .meta({ title: "Timeline", description: "The updates, oldest first; the last one resolved (or completed) closes the event." }),
    postmortem: z
      .object({
        at: datetime("Published (UTC)", "When the postmortem was published, in UTC: after the last update."),
        sections: z.array(postmortemSection).min(1).meta({ title: "Sections", description: "The postmortem's sections, in order." }),
      })
      .optional()
      .meta({ title: "Postmortem", description: "What happened, why, and what changes: for a resolved incident." }),
  })
  .superRefine((event, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    const allowed = statesOf[event.type];
    const final = finalState[event.type];
    event.components.forEach((component, index) => {
      const first = event.components.findIndex((other) => other.product === component.product && other.region === component.region);
      if (first !== index) issue(["components", index], `${component.product} in ${component.region} is listed twice`);
    });
    event.timeline.forEach((update, index) => {
      if (!allowed.includes(update.state))
        issue(
          ["timeline", index, "state"],
          `"${update.state}" is not a state of ${event.type === "incident" ? "an incident" : "a maintenance"} (${allowed.join(", ")})`,
        );
      const previous = event.timeline[index - 1];
      if (previous && Date.parse(update.at) <= Date.parse(previous.at))
        issue(["timeline", index, "at"], `${update.at} is not after the update before it (${previous.at}): updates go oldest first`);
      if (previous?.state === final) issue(["timeline", index, "state"], `an update after "${final}": "${final}" closes the event`);
      if (event.type === "incident" && update.state !== "resolved" && !update.componentState)
        issue(
          ["timeline", index, "componentState"],
          "an incident's update needs the components' state (degraded_performance, partial_outage or major_outage)",
        );
      if ((event.type === "maintenance" || update.state === "resolved") && update.componentState)
        issue(["timeline", index, "componentState"], `not for ${event.type === "maintenance" ? "a maintenance (use effect)" : "resolved"}`);
    });
    if (event.type === "maintenance") {
      if (!event.window) issue(["window"], "a maintenance needs its window (start and end)");
      else if (Date.parse(event.window.end) <= Date.parse(event.window.start))
        issue(["window", "end"], `the end (${event.window.end}) is not after the start (${event.window.start})`);
      if (!event.effect) issue(["effect"], "a maintenance needs its effect during the window");
      if (event.timeline[0] && event.timeline[0].state !== "scheduled") issue(["timeline", 0, "state"], 'a maintenance starts "scheduled"');
    } else {
      if (event.window) issue(["window"], "only a maintenance has a window");
      if (event.effect) issue(["effect"], "only a maintenance has an effect (an incident's updates give the components' state)");
    }
    const last = event.timeline.at(-1);
    if (event.postmortem) {
      if (last?.state !== final) issue(["postmortem"], `a postmortem follows a closed event (its last update "${final}")`);
      else if (Date.parse(event.postmortem.at) <= Date.parse(last.at))
        issue(["postmortem", "at"], `${event.postmortem.at} is not after the last update (${last.at})`);
    }
  })
  .meta({ title: "Status event", description: "One incident or maintenance on /status, with its timeline and an optional postmortem." });

export type StatusEventContent = z.infer<typeof statusEventSchema>;

const labels = <const Keys extends readonly string[]>(keys: Keys, title: string, description: string) =>
  z
    .object(
      Object.fromEntries(keys.map((key) => [key, text(key, `${description}: ${key}.`)])) as Record<Keys[number], ReturnType<typeof text>>,
    )
    .meta({ title, description });

/**
 * content/pages/<locale>/status.yaml: the words of the status pages (/status, /status/<data-center>,
 * /status/incidents/<id>, /status/history and its months). The events' own words are in
 * content/status/<locale>/; the products' names come from sla.yaml, the data centers' from places.yaml.
 */
export const statusPageSchema = z
  .object({
    title: text("Title", "The heading of /status, also its title in search results (at most 60 characters)."),
    description: text("Search description", "The summary of /status under its heading and in search results, 50 to 160 characters."),
    regionTitle: text("Data center page: title", "The heading of /status/<data-center>: names {region}, the city."),
    regionDescription: text("Data center page: description", "Its summary, 50 to 160 characters: names {region}."),
    eventDescription: text(
      "Event page: description",
      "The search description of an event's page: names {type} (Incident, Maintenance) and {date}; 50 to 160 characters once filled.",
    ),
    historyTitle: text("History: title", "The heading of /status/history."),
    historyDescription: text("History: description", "Its summary, 50 to 160 characters."),
    monthTitle: text("History month: title", "The heading of /status/history/<month>: names {month}, e.g. “November 2026”."),
    monthDescription: text("History month: description", "Its summary, 50 to 160 characters: names {month}."),
    eyebrow: text("Eyebrow", "The small word above every status page's heading."),
    sampleNotice: text("Sample notice", "Shown while the events are samples: says they are examples, not real incidents."),
    generatedAt: text("Generated at", "When the page was built: names {time}. Says that the page is rebuilt when an event changes."),
    subscribe: text("Subscribe link", "The link to the subscription form."),
    feeds: text("Feeds", "Before the feed links: what a feed reader or a tool can follow."),
    feedAll: text("Feed: all events", "The link to the Atom feed of every event."),
    feedRegion: text("Feed: one data center", "The link to one data center's Atom feed: names {region}."),
    allOperational: text("All operational", "The banner when every component is operational."),
    someAffected: text("Some affected", "The banner when some are not: names {count}, the number of components affected (ICU plural)."),
    currentHeading: text("Current state: heading", "The heading of the table of products by data center."),
    currentCaption: text("Current state: caption", "The table's caption, read by screen readers: what the rows and columns are."),
    dataCenterColumn: text("Data center column", "The heading of the table's first column."),
    openHeading: text("In progress: heading", "The heading of the events in progress."),
    noOpen: text("In progress: none", "Shown when nothing is in progress."),
    scheduledHeading: text("Scheduled maintenance: heading", "The heading of the maintenance to come."),
    noScheduled: text("Scheduled maintenance: none", "Shown when no maintenance is planned."),
    calendar: text(
      "Maintenance calendar: link",
      "On /status, under the maintenance to come: the link to the iCalendar (.ics) of every data center's maintenance, e.g. “Add maintenance to your calendar”.",
    ),
    regionCalendar: text(
      "Maintenance calendar: one data center's link",
      "The same on a data center's status page, for its own maintenance only.",
    ),
    calendarHint: text(
      "Maintenance calendar: hint",
      "Beside the link: that it is an iCalendar (.ics) address a calendar app can subscribe to, and what it holds.",
    ),
    barsHeading: text("Bars: heading", "The heading of the 90 days of bars: names {days}."),
    barsIntro: text("Bars: introduction", "Under it: what a bar shows (on /status, the worst data center each day)."),
    regionBarsIntro: text("Bars: introduction (data center)", "The same on a data center's page."),
    barsStart: text("Bars: first day", "Under the bars' start: names {days}, e.g. “{days} days ago”."),
    barsEnd: text("Bars: last day", "Under the bars' end, e.g. “Today”."),
    barsDays: text("Bars: day list", "The screen reader's name of the list of days: names {name}."),
    dayRange: text("Bars: run of days", "A run of days in one state, for screen readers: names {from}, {to} and {state}."),
    day: text("Bars: one day", "One day, for screen readers: names {date} and {state}."),
    uptimeLabel: text("Uptime", "Beside each bar chart: names {days} and {percent}, e.g. “{percent} over {days} days”."),
    uptimeHeading: text("Formula: heading", "The heading of how uptime is counted."),
    uptimeFormula: text("Formula", "The formula in words."),
    uptimeRules: z
      .array(text("Rule", "One rule. May name {noticeDays}."))
      .min(1)
      .meta({ title: "Formula: rules", description: "How each state counts, and maintenance (may name {noticeDays})." }),
    slaLink: text("SLA link", "The link to the service level agreement."),
    historyLink: text("History link", "The link to the past events."),
    regionsHeading: text("Data centers: heading", "The heading of the links to each data center's page."),
    regionEventsHeading: text("Data center: events heading", "The heading of a data center's recent events."),
    noEvents: text("No events", "Shown where a list of events is empty."),
    allStatus: text("Back link", "The link back to /status."),
    event: z
      .object({
        type: text("Type", "Before the event's type."),
        impact: text("Impact", "Before its impact."),
        state: text("State", "Before its latest state."),
        affected: text("Affected", "The heading of the affected components."),
        window: text("Window", "A maintenance's window: names {start} and {end}."),
        started: text("Started", "Names {time}."),
        ended: text("Ended", "Names {time}."),
        duration: text("Duration", "Names {duration}."),
        timeline: text("Timeline heading", "The heading of the updates."),
        postmortem: text("Postmortem heading", "The heading of the postmortem."),
        postmortemPublished: text("Postmortem published", "Names {time}."),
        sample: text("Sample badge", "The badge of a sample event."),
      })
      .meta({ title: "Event page", description: "The words of /status/incidents/<id>." }),
    history: z
      .object({
        monthsHeading: text("Months", "The heading of the list of months."),
        monthEvents: text("Events of the month", "Beside a month: names {count} (ICU plural)."),
        previous: text("Previous month", "The link to the month before: names {month}."),
        next: text("Next month", "The link to the month after: names {month}."),
        pagination: text("Pagination label", "What screen readers call the month links."),
      })
      .meta({ title: "History", description: "The words of /status/history and its months." }),
    types: labels(statusEventTypes, "Types", "The name of each kind of event"),
    impacts: labels(statusImpacts, "Impacts", "The name of each impact"),
    impactBadges: labels(
      statusImpacts,
      "Impact badges",
      'Each impact as a badge in a list of events, beside the type and state badges, so it names the impact ("Minor impact"): read in a row, "Maintenance · Minor · Scheduled" lets the adjective seem to qualify the type',
    ),
    updateStates: labels(statusUpdateStates, "Update states", "The name of each state of an update"),
    componentStates: labels(
      ["operational", "degraded_performance", "partial_outage", "major_outage", "under_maintenance"] as const,
      "Component states",
      "The name of each state of a component",
    ),
  })
  .meta({ title: "Status pages", description: "The words of /status and the pages under it." });

export type StatusPageWords = z.infer<typeof statusPageSchema>;
