/**
 * From the loaded events to what the status pages show, as of the build time: each event's phase
 * and times, each component's state now, its uptime over 30 and 90 days and its 90 daily bars,
 * and each product's bars across its data centers. Pure (no file read): loaded.ts feeds it
 * the loaded events, a test feeds it its own.
 */
import type { LoadedStatusEvent } from "./loader.ts";
import {
  componentKey,
  dailyBars,
  DAY,
  eventPhase,
  mergeBars,
  stateNow,
  stretchesByComponent,
  uptime,
  worstOf,
  type ComponentState,
  type DayBar,
  type TimelineEvent,
} from "./timeline.ts";

/** How many daily bars a component shows, and the two uptime windows. */
export const BAR_DAYS = 90;
export const UPTIME_WINDOWS = [30, 90] as const;

/**
 * The build's clock: `STATUS_NOW` (an ISO 8601 time) when set, so tests and reproducible builds
 * pin it, else the time of the build. `npm run build` sets it once for all its steps, so the
 * prerendered pages and feeds and postbuild's build/status-updates.json name the same updates.
 */
export function statusNow(env: Record<string, string | undefined> = process.env): number {
  const pinned = env.STATUS_NOW;
  if (!pinned) return Date.now();
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new Error(`STATUS_NOW: "${pinned}" is not an ISO 8601 time, e.g. 2026-11-27T06:00:00Z`);
  return at;
}

/** One product in one data center, as of the build time. */
export type StatusComponentFigures = {
  product: string;
  region: string;
  state: ComponentState;
  /** Uptime in percent over the last 30 and 90 days (keys "30", "90"). */
  uptime: Record<`${(typeof UPTIME_WINDOWS)[number]}`, number>;
  bars: DayBar[];
};

/** One product across every data center: its worst state now, its worst bar each day, its lowest uptime. */
export type StatusProductRow = {
  product: string;
  state: ComponentState;
  bars: DayBar[];
  /** The average uptime of its data centers over 30 and 90 days. */
  uptime: Record<`${(typeof UPTIME_WINDOWS)[number]}`, number>;
};

/** An event as the pages read it, in one language. Times are ISO 8601 UTC. */
export type StatusEvent = Omit<LoadedStatusEvent, "file"> & {
  phase: "upcoming" | "open" | "closed";
  /** When it began: the first update (an incident) or the window's start (a maintenance). */
  startsAt: string;
  /** When it ended: the closing update, if any. */
  endsAt?: string;
};

/** Epoch milliseconds of the parts the arithmetic needs. */
export function toTimelineEvent(event: LoadedStatusEvent): TimelineEvent {
  return {
    id: event.id,
    type: event.type,
    components: event.components,
    timeline: event.timeline.map((update) => ({
      at: Date.parse(update.at),
      state: update.state,
      ...(update.componentState ? { componentState: update.componentState } : {}),
    })),
    ...(event.window ? { window: { start: Date.parse(event.window.start), end: Date.parse(event.window.end) } } : {}),
    ...(event.effect ? { effect: event.effect } : {}),
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function buildStatusModel(
  events: readonly LoadedStatusEvent[],
  options: { now: number; noticeDays: number; products: readonly string[]; regions: readonly string[] },
) {
  const { now, noticeDays } = options;
  const timelines = events.map(toTimelineEvent);
  const byComponent = stretchesByComponent(timelines, now, noticeDays);
  const components: StatusComponentFigures[] = options.products.flatMap((product) =>
    options.regions.map((region) => {
      const stretches = byComponent.get(componentKey({ product, region })) ?? [];
      return {
        product,
        region,
        state: stateNow(stretches),
        uptime: Object.fromEntries(
          UPTIME_WINDOWS.map((days) => [String(days), round(uptime(stretches, now - days * DAY, now).percent)]),
        ) as StatusComponentFigures["uptime"],
        bars: dailyBars(stretches, now, BAR_DAYS),
      };
    }),
  );
  const productRows: StatusProductRow[] = options.products.map((product) => {
    const own = components.filter((component) => component.product === product);
    return {
      product,
      state: worstOf(own.map((component) => component.state)),
      bars: mergeBars(own.map((component) => component.bars)),
      uptime: Object.fromEntries(
        UPTIME_WINDOWS.map((days) => [
          String(days),
          round(own.reduce((sum, component) => sum + component.uptime[`${days}`], 0) / Math.max(1, own.length)),
        ]),
      ) as StatusProductRow["uptime"],
    };
  });
  /** The events in one language, newest first, with their phase and times. */
  const localizeEvents = (localized: readonly LoadedStatusEvent[]): StatusEvent[] =>
    localized
      // An update dated after the build is not published yet (a pinned STATUS_NOW, or a file written ahead).
      .map((event) => ({
        ...event,
        timeline: event.timeline.filter((update) => Date.parse(update.at) <= now),
        postmortem: event.postmortem && Date.parse(event.postmortem.at) <= now ? event.postmortem : undefined,
      }))
      .filter((event) => event.timeline.length > 0)
      .map((event) => {
        const { postmortem, ...rest } = event;
        delete (rest as Partial<typeof rest>).file;
        const timeline = toTimelineEvent(event);
        const closing = event.timeline.find((update) => update.state === "resolved" || update.state === "completed");
        const startsAt = event.window?.start ?? event.timeline[0]?.at ?? "";
        const endsAt = closing && Date.parse(closing.at) <= now ? closing.at : undefined;
        return {
          ...rest,
          ...(postmortem ? { postmortem } : {}),
          phase: eventPhase(timeline, now),
          startsAt,
          ...(endsAt ? { endsAt } : {}),
        };
      })
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id));
  return { components, productRows, localizeEvents };
}
