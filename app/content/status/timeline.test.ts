/**
 * The uptime formula against hand-worked cases. A 30-day window has 43,200 minutes; each case
 * says its arithmetic. Times are minutes after the window's start, so the sums read plainly.
 */
import { describe, expect, it } from "vitest";
import {
  announcedInTime,
  dailyBars,
  DAY,
  eventPhase,
  mergeBars,
  stateNow,
  stretchesByComponent,
  uptime,
  type TimelineEvent,
} from "./timeline.ts";

const MINUTE = 60_000;
const FROM = Date.parse("2026-10-28T00:00:00Z");
const NOW = FROM + 30 * DAY; // 2026-11-27T00:00:00Z
const at = (minutes: number) => FROM + minutes * MINUTE;
const lagos = { product: "storage", region: "lagos" };
const NOTICE_DAYS = 5;

const incident = (
  id: string,
  updates: [number, TimelineEvent["timeline"][number]["state"], ("major_outage" | "partial_outage" | "degraded_performance")?][],
): TimelineEvent => ({
  id,
  type: "incident",
  components: [lagos],
  timeline: updates.map(([minutes, state, componentState]) => ({ at: at(minutes), state, ...(componentState ? { componentState } : {}) })),
});

const maintenance = (
  id: string,
  announcedMinutes: number,
  start: number,
  end: number,
  effect: "major_outage" | "partial_outage",
): TimelineEvent => ({
  id,
  type: "maintenance",
  components: [lagos],
  window: { start: at(start), end: at(end) },
  effect,
  timeline: [
    { at: at(announcedMinutes), state: "scheduled" },
    { at: at(start), state: "in_progress" },
    { at: at(end), state: "completed" },
  ],
});

const uptimeOf = (events: TimelineEvent[], now = NOW, from = FROM) =>
  uptime(stretchesByComponent(events, now, NOTICE_DAYS).get("storage/lagos") ?? [], from, now);

describe("uptime", () => {
  it("is 100% with no event", () => {
    expect(uptimeOf([])).toEqual({ countedMinutes: 43_200, unavailableMinutes: 0, excludedMinutes: 0, percent: 100 });
  });

  it("counts major outage fully, partial outage half, degraded not at all", () => {
    // 60 min major + 120 min partial (= 60) + 300 min degraded (= 0): 120 of 43,200 minutes.
    const result = uptimeOf([
      incident("a", [
        [1000, "investigating", "major_outage"],
        [1060, "identified", "partial_outage"],
        [1180, "monitoring", "degraded_performance"],
        [1480, "resolved"],
      ]),
    ]);
    expect(result.unavailableMinutes).toBe(120);
    expect(result.percent).toBeCloseTo((100 * (43_200 - 120)) / 43_200, 10); // 99.7222...
  });

  it("counts overlapping events on one component once per minute, at the worst", () => {
    // a: partial 1000–1200; b: major 1100–1150. Minutes 1000–1100 partial (50), 1100–1150 major
    // (50), 1150–1200 partial (25): 125, not 100 + 50 = 150.
    const result = uptimeOf([
      incident("a", [
        [1000, "investigating", "partial_outage"],
        [1200, "resolved"],
      ]),
      incident("b", [
        [1100, "investigating", "major_outage"],
        [1150, "resolved"],
      ]),
    ]);
    expect(result.unavailableMinutes).toBe(125);
  });

  it("counts only the part of an event inside the window", () => {
    // Major outage from 60 minutes before the window to 30 minutes into it: 30 minutes count.
    const result = uptimeOf([
      incident("a", [
        [-60, "investigating", "major_outage"],
        [30, "resolved"],
      ]),
    ]);
    expect(result.unavailableMinutes).toBe(30);
    expect(result.percent).toBeCloseTo((100 * 43_170) / 43_200, 10);
  });

  it("counts an open event up to the build time, not beyond", () => {
    // Major outage since 90 minutes before now, still open: 90 minutes.
    const result = uptimeOf([incident("a", [[43_110, "investigating", "major_outage"]])]);
    expect(result.unavailableMinutes).toBe(90);
  });

  it("ignores updates after the build time", () => {
    const result = uptimeOf([incident("a", [[43_300, "investigating", "major_outage"]])]);
    expect(result.unavailableMinutes).toBe(0);
  });

  it("leaves maintenance announced in time out of both the unavailable and the counted minutes", () => {
    // Announced 6 days ahead, 120 minutes of major outage effect: excluded, 43,080 minutes counted.
    const result = uptimeOf([maintenance("m", 2000, 2000 + 6 * 1440, 2000 + 6 * 1440 + 120, "major_outage")]);
    expect(result).toEqual({ countedMinutes: 43_080, unavailableMinutes: 0, excludedMinutes: 120, percent: 100 });
  });

  it("counts maintenance announced late as its effect", () => {
    // Announced 1 day ahead (less than 5): 120 minutes of partial outage = 60 unavailable.
    const late = maintenance("m", 2000, 2000 + 1440, 2000 + 1440 + 120, "partial_outage");
    expect(announcedInTime(late, NOTICE_DAYS)).toBe(false);
    const result = uptimeOf([late]);
    expect(result).toMatchObject({ countedMinutes: 43_200, unavailableMinutes: 60, excludedMinutes: 0 });
  });

  it("lets an announced maintenance win over an incident overlapping it (its minutes are not counted)", () => {
    // Maintenance 10000–10120 excluded; major outage 10060–10180: only 10120–10180 (60) counts.
    const result = uptimeOf([
      maintenance("m", 100, 10_000, 10_120, "partial_outage"),
      incident("a", [
        [10_060, "investigating", "major_outage"],
        [10_180, "resolved"],
      ]),
    ]);
    expect(result).toMatchObject({ countedMinutes: 43_080, unavailableMinutes: 60, excludedMinutes: 120 });
  });
});

describe("the state now and the daily bars", () => {
  const events = [
    incident("old", [
      [1440 * 3 + 60, "investigating", "partial_outage"],
      [1440 * 3 + 120, "resolved"],
    ]),
    incident("open", [[43_190, "investigating", "degraded_performance"]]),
    maintenance("m", 100, 1440 * 10, 1440 * 10 + 60, "major_outage"),
  ];
  const stretches = stretchesByComponent(events, NOW + 5 * MINUTE, NOTICE_DAYS).get("storage/lagos") ?? [];

  it("is the open event's state now, operational once every event is closed", () => {
    expect(stateNow(stretches)).toBe("degraded_performance");
    expect(stateNow(stretchesByComponent(events.slice(0, 1), NOW, NOTICE_DAYS).get("storage/lagos") ?? [])).toBe("operational");
  });

  it("gives one bar per UTC day, oldest first, ending today, each with its worst state and events", () => {
    const bars = dailyBars(stretches, NOW + 5 * MINUTE, 31);
    expect(bars).toHaveLength(31);
    expect(bars[0]?.date).toBe("2026-10-28");
    expect(bars.at(-1)?.date).toBe("2026-11-27");
    expect(bars.find((bar) => bar.date === "2026-10-31")).toEqual({ date: "2026-10-31", state: "partial_outage", eventIds: ["old"] });
    expect(bars.find((bar) => bar.date === "2026-11-07")).toMatchObject({ state: "under_maintenance", eventIds: ["m"] });
    // The open incident began 10 minutes before midnight: both days show it.
    expect(bars.find((bar) => bar.date === "2026-11-26")).toMatchObject({ state: "degraded_performance", eventIds: ["open"] });
    expect(bars.at(-1)).toMatchObject({ state: "degraded_performance", eventIds: ["open"] });
    expect(bars.filter((bar) => bar.state === "operational")).toHaveLength(27);
  });

  it("merges several components' bars into the worst of each day", () => {
    const quiet = dailyBars([], NOW, 3);
    const busy = dailyBars(
      [{ eventId: "x", start: NOW - DAY, end: NOW - DAY + MINUTE, state: "major_outage", share: 1, excluded: false, open: false }],
      NOW,
      3,
    );
    expect(mergeBars([quiet, busy]).map((bar) => bar.state)).toEqual(["operational", "major_outage", "operational"]);
  });
});

describe("an event's phase", () => {
  it("is upcoming for a maintenance not started, open until resolved, closed after", () => {
    const planned = maintenance("m", 100, 200, 300, "partial_outage");
    expect(eventPhase(planned, at(150))).toBe("upcoming");
    expect(eventPhase(planned, at(250))).toBe("open");
    expect(eventPhase(planned, at(350))).toBe("closed");
    expect(eventPhase(planned, at(50))).toBe("upcoming");
  });
});
