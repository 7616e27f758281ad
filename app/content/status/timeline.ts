/**
 * The status page's arithmetic, pure and language-free: which state each component is in over
 * time, its uptime over a window, its daily bars and its state now. Everything takes "now" (the
 * build time) as a parameter, so a test can pin it (app/content/status/timeline.test.ts).
 *
 * The published formula (the page states it, the SLA agrees): uptime = (counted minutes −
 * unavailable minutes) ÷ counted minutes × 100, where a minute of major outage is 100%
 * unavailable, of partial outage 50%, of degraded performance 0%; maintenance announced at least
 * the SLA's notice ahead (content/facts/sla.yaml, maintenanceNoticeDays) is excluded, neither
 * unavailable nor counted, as the SLA's exclusions say; maintenance announced later counts as its
 * effect. Where events overlap on one component, each minute counts once, at its worst.
 */
import type { OutageState, StatusEventType, StatusUpdateState } from "./schema.ts";

/** A component's state as Statuspage names it: the four of the issue, and maintenance. */
export const componentStates = ["operational", "degraded_performance", "partial_outage", "major_outage", "under_maintenance"] as const;
export type ComponentState = (typeof componentStates)[number];

/** The share of a minute counted unavailable, per state: the published formula. */
export const UNAVAILABLE_SHARE: Record<OutageState, number> = { major_outage: 1, partial_outage: 0.5, degraded_performance: 0 };

const MINUTE = 60_000;
export const DAY = 86_400_000;

/** What the arithmetic needs of an event: no words. Times are epoch milliseconds. */
export type TimelineEvent = {
  id: string;
  type: StatusEventType;
  components: readonly { product: string; region: string }[];
  timeline: readonly { at: number; state: StatusUpdateState; componentState?: OutageState }[];
  window?: { start: number; end: number };
  effect?: OutageState;
};

/** A stretch of time in which one event holds its components in one state. */
export type Stretch = {
  eventId: string;
  start: number;
  end: number;
  state: OutageState | "under_maintenance";
  /** The share of each minute counted unavailable (0 for maintenance announced in time). */
  share: number;
  /** Announced maintenance: its minutes are left out of the count altogether. */
  excluded: boolean;
  /** Still going at `now` (its end is `now` only because the future is not known). */
  open: boolean;
};

export const componentKey = (component: { product: string; region: string }) => `${component.product}/${component.region}`;

/** Whether a maintenance was announced (its first update) at least `noticeDays` before its window's start. */
export function announcedInTime(event: TimelineEvent, noticeDays: number): boolean {
  const first = event.timeline[0];
  return Boolean(event.window && first && event.window.start - first.at >= noticeDays * DAY);
}

/**
 * The stretches of one event up to `now`. An incident holds each update's state until the next
 * update (an open one until now); a maintenance runs from "in_progress" to "completed" (until
 * now if still running). Nothing after `now` counts: a scheduled window is not downtime yet.
 */
export function eventStretches(event: TimelineEvent, now: number, noticeDays: number): Stretch[] {
  const stretches: Stretch[] = [];
  if (event.type === "incident") {
    event.timeline.forEach((update, index) => {
      if (!update.componentState || update.at >= now) return;
      const next = event.timeline[index + 1];
      const end = Math.min(next?.at ?? now, now);
      stretches.push({
        open: !next || next.at > now,
        eventId: event.id,
        start: update.at,
        end,
        state: update.componentState,
        share: UNAVAILABLE_SHARE[update.componentState],
        excluded: false,
      });
    });
    return stretches;
  }
  const started = event.timeline.find((update) => update.state === "in_progress");
  if (!started || started.at >= now) return stretches;
  const completed = event.timeline.find((update) => update.state === "completed");
  const excluded = announcedInTime(event, noticeDays);
  const effect = event.effect ?? "degraded_performance";
  stretches.push({
    open: !completed || completed.at > now,
    eventId: event.id,
    start: started.at,
    end: Math.min(completed?.at ?? now, now),
    state: "under_maintenance",
    share: excluded ? 0 : UNAVAILABLE_SHARE[effect],
    excluded,
  });
  return stretches;
}

/** Every stretch of every event, by component key ("storage/lagos"). */
export function stretchesByComponent(events: readonly TimelineEvent[], now: number, noticeDays: number): Map<string, Stretch[]> {
  const byComponent = new Map<string, Stretch[]>();
  for (const event of events) {
    const stretches = eventStretches(event, now, noticeDays);
    for (const component of event.components) {
      const key = componentKey(component);
      byComponent.set(key, [...(byComponent.get(key) ?? []), ...stretches]);
    }
  }
  return byComponent;
}

/** Minutes of a window, counted and unavailable, and the uptime they give (100 when nothing counted). */
export type Uptime = { countedMinutes: number; unavailableMinutes: number; excludedMinutes: number; percent: number };

/**
 * A component's uptime over [from, to): cut the window at every stretch's edge, and give each
 * piece the worst of the stretches covering it (an excluded maintenance wins: its minutes are
 * not counted at all, as the SLA says).
 */
export function uptime(stretches: readonly Stretch[], from: number, to: number): Uptime {
  const edges = [...new Set([from, to, ...stretches.flatMap((stretch) => [stretch.start, stretch.end])])]
    .filter((edge) => edge >= from && edge <= to)
    .sort((a, b) => a - b);
  let excluded = 0;
  let unavailable = 0;
  for (let index = 0; index < edges.length - 1; index++) {
    const start = edges[index] as number;
    const end = edges[index + 1] as number;
    const covering = stretches.filter((stretch) => stretch.start <= start && stretch.end >= end && stretch.end > stretch.start);
    if (covering.some((stretch) => stretch.excluded)) excluded += end - start;
    else unavailable += (end - start) * Math.max(0, ...covering.map((stretch) => stretch.share));
  }
  const counted = to - from - excluded;
  return {
    countedMinutes: counted / MINUTE,
    unavailableMinutes: unavailable / MINUTE,
    excludedMinutes: excluded / MINUTE,
    percent: counted > 0 ? (100 * (counted - unavailable)) / counted : 100,
  };
}

/** Worst first: what a day's bar or a product's row shows when several states meet. */
const SEVERITY: Record<ComponentState, number> = {
  major_outage: 4,
  partial_outage: 3,
  degraded_performance: 2,
  under_maintenance: 1,
  operational: 0,
};

/** The worse of two states. */
export const worstState = (a: ComponentState, b: ComponentState): ComponentState => (SEVERITY[b] > SEVERITY[a] ? b : a);

/** The worst of any number of states (operational for none). */
export const worstOf = (states: Iterable<ComponentState>): ComponentState => [...states].reduce(worstState, "operational");

/** The state at `now`: the worst stretch still open, operational if none. */
export function stateNow(stretches: readonly Stretch[]): ComponentState {
  return worstOf(stretches.filter((stretch) => stretch.open).map((stretch) => stretch.state));
}

/** One day of a bar chart: the UTC date, the worst state that day, and the events behind it. */
export type DayBar = { date: string; state: ComponentState; eventIds: string[] };

/** The UTC midnight that starts `at`'s day. */
export const dayStart = (at: number) => Math.floor(at / DAY) * DAY;

/**
 * `days` daily bars ending with today (the day of `now`, UTC), oldest first: each day's worst
 * state among the stretches that touch it (up to now), with their events' ids.
 */
export function dailyBars(stretches: readonly Stretch[], now: number, days: number): DayBar[] {
  const today = dayStart(now);
  return Array.from({ length: days }, (_, index) => {
    const start = today - (days - 1 - index) * DAY;
    const end = start + DAY;
    const touching = stretches.filter((stretch) => stretch.start < end && stretch.end > start && stretch.end > stretch.start);
    return {
      date: new Date(start).toISOString().slice(0, 10),
      state: worstOf(touching.map((stretch) => stretch.state)),
      eventIds: [...new Set(touching.map((stretch) => stretch.eventId))],
    };
  });
}

/** Several components' bars merged day by day into their worst (a product across its data centers). */
export function mergeBars(rows: readonly (readonly DayBar[])[]): DayBar[] {
  const first = rows[0] ?? [];
  return first.map((day, index) => {
    const sameDay = rows.map((row) => row[index] as DayBar);
    return {
      date: day.date,
      state: worstOf(sameDay.map((entry) => entry.state)),
      eventIds: [...new Set(sameDay.flatMap((entry) => entry.eventIds))],
    };
  });
}

/** An event's state at `now`: open (not yet resolved or completed), upcoming (a maintenance not started) or closed. */
export function eventPhase(event: TimelineEvent, now: number): "upcoming" | "open" | "closed" {
  const posted = event.timeline.filter((update) => update.at <= now);
  const last = posted.at(-1);
  if (!last) return "upcoming";
  if (last.state === "resolved" || last.state === "completed") return "closed";
  if (event.type === "maintenance" && last.state === "scheduled") return "upcoming";
  return "open";
}
