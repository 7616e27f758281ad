/**
 * The status pages' loader: content/pages/<locale>/status.yaml (words) joined with the events and
 * the computed figures (model.ts), into finished text for each page, at build time
 * (loaded.ts runs it): every date formatted in UTC in the language, every message filled.
 * The templates only render what this returns.
 */
import { formatMinutes } from "#app/lib/duration.ts";
import { formatDate, formatDateTime, formatMonth, formatUptime, intlListSeparator } from "#app/lib/format.ts";
import { isLocale, localeInfo } from "#app/lib/locales.ts";
import { formatMessage, formatMessages, readYaml, type MessageValues } from "../load.ts";
import { statusPageSchema, type StatusImpact, type StatusPageWords } from "./schema.ts";
import type { StatusComponentFigures, StatusEvent, StatusProductRow } from "./model.ts";
import { BAR_DAYS, UPTIME_WINDOWS } from "./model.ts";
import { STATUS_CALENDAR_PATH, statusRegionCalendarPath } from "./feed-paths.ts";
import { worstOf, type ComponentState, type DayBar } from "./timeline.ts";

export const statusWordsFile = (locale: string) => `content/pages/${locale}/status.yaml`;

/** The status pages' addresses (without a language prefix). */
export const STATUS_PATH = "/status";
export const STATUS_HISTORY_PATH = "/status/history";
export const STATUS_SUBSCRIBE_PATH = "/status/subscribe";
export const statusRegionPath = (region: string) => `${STATUS_PATH}/${region}`;
export const statusEventPath = (eventId: string) => `${STATUS_PATH}/incidents/${eventId}`;
export const statusMonthPath = (month: string) => `${STATUS_HISTORY_PATH}/${month}`;
/** The Atom feeds the feeds build writes (all events, one data center, one product), linked from every status page's head. */
export const STATUS_FEED_PATH = `${STATUS_PATH}/feed.atom`;
export const statusRegionFeedPath = (region: string) => `${STATUS_PATH}/${region}/feed.atom`;
export const statusProductFeedPath = (product: string) => `${STATUS_PATH}/products/${product}/feed.atom`;

type Named = { id: string; name: string };

/** One event in a list: enough to recognise it and open its page. */
export type StatusEventSummary = {
  id: string;
  path: string;
  title: string;
  type: StatusEvent["type"];
  typeLabel: string;
  impact: StatusImpact;
  impactLabel: string;
  /** The impact as a badge beside the type and state ("Impact mineur", not "Mineur"). */
  impactBadge: string;
  stateLabel: string;
  phase: StatusEvent["phase"];
  /** When: the window of a maintenance, else when it began (and ended). */
  when: string;
  startsAt: string;
  /** The affected products and data centers, in words. */
  affected: string;
  sample: boolean;
};

/** A row of daily bars with its words: the product (or product in one data center), its uptime and each day's state. */
export type StatusBarChart = {
  id: string;
  name: string;
  state: ComponentState;
  stateLabel: string;
  uptime: string[];
  days: { date: string; state: ComponentState }[];
  /** The days in runs of one state, for screen readers: "August 30, 2026 to October 13, 2026: Operational". */
  spoken: string[];
  spokenLabel: string;
  feedPath: string;
};

export type StatusPages = ReturnType<typeof loadStatusPages>;

export function loadStatusPages(input: {
  values: MessageValues;
  locale: string;
  builtAt: string;
  noticeDays: number;
  events: readonly StatusEvent[];
  components: readonly StatusComponentFigures[];
  productRows: readonly StatusProductRow[];
  products: readonly Named[];
  regions: readonly Named[];
}) {
  const { values, locale, builtAt, events, components, productRows, products, regions } = input;
  const file = statusWordsFile(locale);
  const raw: StatusPageWords = readYaml(file, statusPageSchema);
  const {
    regionTitle,
    regionDescription,
    eventDescription,
    monthTitle,
    monthDescription,
    someAffected,
    feedRegion,
    barsHeading,
    barsStart,
    barsDays,
    dayRange,
    day,
    uptimeLabel,
    uptimeRules,
    generatedAt,
    event: eventWords,
    history: historyWords,
    ...plain
  } = raw;
  const words = formatMessages(plain, values, file, locale);
  const message = (text: string, field: string, extra: MessageValues) =>
    formatMessage(text, { ...values, ...extra }, `${file}: ${field}`, locale);
  const eventText = formatMessages(
    {
      type: eventWords.type,
      impact: eventWords.impact,
      state: eventWords.state,
      affected: eventWords.affected,
      timeline: eventWords.timeline,
      postmortem: eventWords.postmortem,
      sample: eventWords.sample,
    },
    values,
    file,
    locale,
  );
  const time = (iso: string) => formatDateTime(iso, locale);
  const productName = (id: string) => products.find((product) => product.id === id)?.name ?? id;
  const regionName = (id: string) => regions.find((region) => region.id === id)?.name ?? id;
  const stateLabel = (state: ComponentState) => words.componentStates[state];

  /** "Storage in Lagos, Compute in Lagos" grouped: "Lagos: Storage, Compute". */
  const affectedText = (event: StatusEvent) => {
    const byRegion = new Map<string, string[]>();
    for (const component of event.components)
      byRegion.set(component.region, [...(byRegion.get(component.region) ?? []), productName(component.product)]);
    return [...byRegion]
      .map(([region, names]) => `${regionName(region)}${labelSeparator(locale)}${names.join(intlListSeparator(locale))}`)
      .join(" · ");
  };
  const whenText = (event: StatusEvent) =>
    event.type === "maintenance" && event.window
      ? message(eventWords.window, "event.window", { start: time(event.window.start), end: time(event.window.end) })
      : message(eventWords.started, "event.started", { time: time(event.startsAt) });
  const summary = (event: StatusEvent): StatusEventSummary => ({
    id: event.id,
    path: statusEventPath(event.id),
    title: event.title,
    type: event.type,
    typeLabel: words.types[event.type],
    impact: event.impact,
    impactLabel: words.impacts[event.impact],
    impactBadge: words.impactBadges[event.impact],
    stateLabel: words.updateStates[event.timeline.at(-1)?.state ?? "scheduled"],
    phase: event.phase,
    when: whenText(event),
    startsAt: event.startsAt,
    affected: affectedText(event),
    sample: event.sample,
  });

  const spokenDays = (days: readonly DayBar[]) => {
    const runs: { from: string; to: string; state: ComponentState }[] = [];
    for (const entry of days) {
      const last = runs.at(-1);
      if (last && last.state === entry.state) last.to = entry.date;
      else runs.push({ from: entry.date, to: entry.date, state: entry.state });
    }
    return runs.map((run) =>
      run.from === run.to
        ? message(day, "day", { date: formatDate(run.from, locale), state: stateLabel(run.state) })
        : message(dayRange, "dayRange", {
            from: formatDate(run.from, locale),
            to: formatDate(run.to, locale),
            state: stateLabel(run.state),
          }),
    );
  };
  const chart = (
    id: string,
    name: string,
    figures: { state: ComponentState; uptime: Record<string, number>; bars: DayBar[] },
    feedPath: string,
  ): StatusBarChart => ({
    id,
    name,
    state: figures.state,
    stateLabel: stateLabel(figures.state),
    uptime: UPTIME_WINDOWS.map((days) =>
      message(uptimeLabel, "uptimeLabel", { days, percent: formatUptime(figures.uptime[`${days}`] ?? 100, locale) }),
    ),
    days: figures.bars.map((bar) => ({ date: bar.date, state: bar.state })),
    spoken: spokenDays(figures.bars),
    spokenLabel: message(barsDays, "barsDays", { name }),
    feedPath,
  });

  const open = events.filter((event) => event.phase === "open").map(summary);
  const scheduled = events
    .filter((event) => event.phase === "upcoming")
    .map(summary)
    .toSorted((a, b) => a.startsAt.localeCompare(b.startsAt));
  const affectedCount = components.filter((component) => component.state !== "operational").length;

  const common = {
    eyebrow: words.eyebrow,
    sampleNotice: events.some((event) => event.sample) ? words.sampleNotice : undefined,
    generatedAt: message(generatedAt, "generatedAt", { time: time(builtAt) }),
    builtAt,
    subscribe: { label: words.subscribe, path: STATUS_SUBSCRIBE_PATH },
    feedsLabel: words.feeds,
    history: { label: words.historyLink, path: STATUS_HISTORY_PATH },
    overview: { label: words.allStatus, path: STATUS_PATH },
    typeLabels: words.types,
    eventWords: eventText,
    noEvents: words.noEvents,
    barsHeading: message(barsHeading, "barsHeading", { days: BAR_DAYS }),
    barsStart: message(barsStart, "barsStart", { days: BAR_DAYS }),
    barsEnd: words.barsEnd,
    stateLabels: words.componentStates,
    formula: {
      heading: words.uptimeHeading,
      formula: words.uptimeFormula,
      rules: uptimeRules.map((rule, index) => message(rule, `uptimeRules[${index}]`, { noticeDays: input.noticeDays })),
      slaLink: words.slaLink,
    },
  };

  const regionLinks = regions.map((region) => ({ id: region.id, name: region.name, path: statusRegionPath(region.id) }));
  const overview = {
    path: STATUS_PATH,
    title: words.title,
    description: words.description,
    banner: {
      state: affectedCount === 0 ? ("operational" as const) : worstOf(components.map((component) => component.state)),
      text: affectedCount === 0 ? words.allOperational : message(someAffected, "someAffected", { count: affectedCount }),
    },
    grid: {
      heading: words.currentHeading,
      caption: words.currentCaption,
      firstColumn: words.dataCenterColumn,
      products: products.map((product) => ({ id: product.id, name: product.name })),
      rows: regions.map((region) => ({
        region: { id: region.id, name: region.name, path: statusRegionPath(region.id) },
        cells: products.map((product) => {
          const state =
            components.find((component) => component.product === product.id && component.region === region.id)?.state ?? "operational";
          return { product: product.id, state, label: stateLabel(state) };
        }),
      })),
    },
    openHeading: words.openHeading,
    noOpen: words.noOpen,
    open,
    scheduledHeading: words.scheduledHeading,
    noScheduled: words.noScheduled,
    scheduled,
    barsIntro: words.barsIntro,
    charts: productRows.map((row) => chart(row.product, productName(row.product), row, statusProductFeedPath(row.product))),
    regionsHeading: words.regionsHeading,
    regionLinks,
    feeds: [{ label: words.feedAll, path: STATUS_FEED_PATH }],
    calendar: { label: words.calendar, hint: words.calendarHint, path: STATUS_CALENDAR_PATH },
  };

  const regionPages = regions.map((region) => {
    const touching = events.filter((event) => event.components.some((component) => component.region === region.id));
    const name = region.name;
    return {
      id: region.id,
      name,
      path: statusRegionPath(region.id),
      title: message(regionTitle, "regionTitle", { region: name }),
      description: message(regionDescription, "regionDescription", { region: name }),
      open: touching.filter((event) => event.phase === "open").map(summary),
      scheduled: touching
        .filter((event) => event.phase === "upcoming")
        .map(summary)
        .toSorted((a, b) => a.startsAt.localeCompare(b.startsAt)),
      recentHeading: words.regionEventsHeading,
      recent: touching.filter((event) => event.phase === "closed").map(summary),
      barsIntro: words.regionBarsIntro,
      charts: products.map((product) => {
        const figures = components.find((component) => component.product === product.id && component.region === region.id);
        return chart(
          product.id,
          product.name,
          figures ?? { state: "operational", uptime: {}, bars: [] },
          statusProductFeedPath(product.id),
        );
      }),
      feeds: [
        { label: message(feedRegion, "feedRegion", { region: name }), path: statusRegionFeedPath(region.id) },
        { label: words.feedAll, path: STATUS_FEED_PATH },
      ],
      calendar: { label: words.regionCalendar, hint: words.calendarHint, path: statusRegionCalendarPath(region.id) },
    };
  });

  const eventPages = events.map((event) => {
    const durationMinutes = event.endsAt ? Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000) : 0;
    return {
      ...summary(event),
      description: message(eventDescription, "eventDescription", {
        title: event.title,
        type: words.types[event.type],
        date: formatDate(event.startsAt.slice(0, 10), locale),
      }),
      components: event.components.map((component) => ({
        product: component.product,
        region: component.region,
        text: `${productName(component.product)}${labelSeparator(locale)}${regionName(component.region)}`,
        path: statusRegionPath(component.region),
      })),
      started: event.type === "incident" ? message(eventWords.started, "event.started", { time: time(event.startsAt) }) : undefined,
      ended: event.endsAt ? message(eventWords.ended, "event.ended", { time: time(event.endsAt) }) : undefined,
      duration:
        durationMinutes > 0
          ? message(eventWords.duration, "event.duration", { duration: formatMinutes(durationMinutes, locale) })
          : undefined,
      window:
        event.window && event.type === "maintenance"
          ? message(eventWords.window, "event.window", { start: time(event.window.start), end: time(event.window.end) })
          : undefined,
      updates: event.timeline
        .map((update, index) => ({
          id: `${event.id}/${index + 1}`,
          at: update.at,
          atText: time(update.at),
          state: update.state,
          stateLabel: words.updateStates[update.state],
          body: update.body,
        }))
        .toReversed(),
      postmortem: event.postmortem
        ? {
            published: message(eventWords.postmortemPublished, "event.postmortemPublished", { time: time(event.postmortem.at) }),
            at: event.postmortem.at,
            sections: event.postmortem.sections,
          }
        : undefined,
      feeds: [
        ...[...new Set(event.components.map((component) => component.region))].map((region) => ({
          label: message(feedRegion, "feedRegion", { region: regionName(region) }),
          path: statusRegionFeedPath(region),
        })),
        { label: words.feedAll, path: STATUS_FEED_PATH },
      ],
    };
  });

  // The history: one page per month from the oldest event's to the latest (a future maintenance's included).
  const monthOf = (event: StatusEvent) => event.startsAt.slice(0, 7);
  const eventMonths = events.map(monthOf).toSorted();
  const months = monthRange(
    eventMonths[0] ?? builtAt.slice(0, 7),
    [...eventMonths, builtAt.slice(0, 7)].toSorted().at(-1) ?? builtAt.slice(0, 7),
  );
  const monthPages = months.map((month, index) => {
    const label = formatMonth(month, locale);
    const own = events.filter((event) => monthOf(event) === month).map(summary);
    const before = months[index - 1];
    const after = months[index + 1];
    return {
      month,
      label,
      path: statusMonthPath(month),
      title: message(monthTitle, "monthTitle", { month: label }),
      description: message(monthDescription, "monthDescription", { month: label }),
      events: own,
      count: message(historyWords.monthEvents, "history.monthEvents", { count: own.length }),
      previous: before
        ? {
            path: statusMonthPath(before),
            label: message(historyWords.previous, "history.previous", { month: formatMonth(before, locale) }),
          }
        : undefined,
      next: after
        ? { path: statusMonthPath(after), label: message(historyWords.next, "history.next", { month: formatMonth(after, locale) }) }
        : undefined,
    };
  });
  const history = {
    path: STATUS_HISTORY_PATH,
    title: words.historyTitle,
    description: words.historyDescription,
    monthsHeading: historyWords.monthsHeading,
    pagination: historyWords.pagination,
    months: monthPages.toReversed().map(({ month, label, path, count }) => ({ month, label, path, count })),
  };

  return { common, overview, regionPages, eventPages, history, monthPages };
}

/** Every "YYYY-MM" from `first` to `last`, inclusive. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  const end = last;
  for (let guard = 0; guard < 600; guard++) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    months.push(current);
    if (current >= end) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const labelSeparator = (locale: string) => (isLocale(locale) ? localeInfo(locale).labelSeparator : ": ");
