import { describe, expect, test } from "vitest";
import { latencyFacts } from "#app/content/latency/page.ts";
import { dataCenters } from "#app/content/places/data-centers.ts";
import { localeCodes } from "#app/lib/locales.ts";
import { formatDate } from "#app/lib/format.ts";
import { CALLOUT_GAP, latencyMap, mapCallouts, typicalLatencies } from "./latency.ts";

describe("mapCallouts", () => {
  const points = [
    { id: "abuja", x: 218, y: 252 },
    { id: "lagos", x: 183, y: 274 },
    { id: "accra", x: 152, y: 282 },
    { id: "nairobi", x: 470, y: 342 },
    { id: "cape", x: 380, y: 630 },
  ];
  const callouts = mapCallouts(points, 600, 640);

  test("puts each label against the nearer edge, in the points' order", () => {
    expect(callouts.map((callout) => [callout.id, callout.side])).toEqual([
      ["abuja", "left"],
      ["lagos", "left"],
      ["accra", "left"],
      ["nairobi", "right"],
      ["cape", "right"],
    ]);
  });

  test("stacks labels down each edge from the point nearest it, apart, below their points, inside the map", () => {
    const left = callouts.filter((callout) => callout.side === "left").sort((a, b) => a.labelY - b.labelY);
    expect(left.map((callout) => callout.id)).toEqual(["accra", "lagos", "abuja"]);
    const tops = left.map((callout) => callout.labelY);
    for (const [index, top] of tops.slice(1).entries()) expect(top - (tops[index] ?? 0)).toBeGreaterThanOrEqual(CALLOUT_GAP);
    for (const callout of callouts.filter((callout) => callout.id !== "cape")) expect(callout.labelY).toBeGreaterThan(callout.y);
    expect(callouts.find((callout) => callout.id === "cape")?.labelY).toBe(640 - CALLOUT_GAP);
  });

  test("joins no two labels on one edge by crossing lines", () => {
    // Segments from each point to the edge at its label's height; two cross when their order swaps.
    for (const side of ["left", "right"] as const) {
      const edgeX = side === "left" ? 0 : 600;
      const lines = callouts.filter((callout) => callout.side === side);
      for (const a of lines)
        for (const b of lines) {
          if (a === b) continue;
          const atX = (line: (typeof lines)[number], x: number) => line.y + ((line.labelY - line.y) * (line.x - x)) / (line.x - edgeX);
          const shared = side === "left" ? Math.min(a.x, b.x) : Math.max(a.x, b.x);
          expect(Math.sign(atX(a, shared) - atX(b, shared)), `${a.id} and ${b.id}`).toBe(Math.sign(a.labelY - b.labelY));
        }
    }
  });
});

describe("latencyMap", () => {
  test.each(localeCodes)("%s: every data center once, on the map or beside it, with its typical range", (locale) => {
    const map = latencyMap(locale);
    const ids = [...map.onMap.map((dc) => dc.id), ...map.beyond.flatMap((region) => region.dataCenters.map((dc) => dc.id))];
    expect(ids.toSorted()).toEqual(
      dataCenters(locale)
        .map((dc) => dc.id)
        .toSorted(),
    );
    expect(map.onMap.map((dc) => dc.id).toSorted()).toEqual(
      dataCenters(locale)
        .filter((dc) => dc.homeRegion === "africa")
        .map((dc) => dc.id)
        .toSorted(),
    );
    const lagos = latencyFacts.typical.rows.find((row) => row.dataCenter === "lagos")?.latencyMs ?? [];
    expect(lagos.length).toBeGreaterThan(0);
    const figure = map.onMap.find((dc) => dc.id === "lagos")?.figure ?? "";
    expect(figure).toContain(`${Math.min(...lagos)}–${Math.max(...lagos)}`);
  });
});

describe("typicalLatencies", () => {
  test.each(localeCodes)("states the measurement's date with the shared date formatter (%s)", (locale) => {
    expect(typicalLatencies(locale).intro).toContain(formatDate(latencyFacts.typical.measuredOn, locale));
  });
  test("writes the first of a month the French way", () => {
    expect(formatDate("2026-11-01", "fr")).toBe("1er novembre 2026");
  });
});
