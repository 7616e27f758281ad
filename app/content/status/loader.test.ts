/**
 * The status events' checks: each broken file fails with a message naming the file and the field.
 * Each case writes one event into a temporary content/status/ and loads it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { localeCodes, SOURCE_LOCALE } from "#app/lib/locales.ts";
import { dataCenterIds, loadStatusEvents, STATUS_FOLDER } from "./loader.ts";
import { statusEvents } from "./pages.ts";

const REGIONS = ["lagos", "abuja"];
const FILE = `${STATUS_FOLDER}/en/2026-10-14-lagos-block-storage.yaml`;

const incident = () => ({
  sample: true,
  type: "incident",
  impact: "major",
  components: [{ product: "storage", region: "lagos" }],
  title: "Block storage down in Lagos",
  timeline: [
    { at: "2026-10-14T09:12:00Z", state: "investigating", componentState: "major_outage", body: "Volumes do not answer." },
    { at: "2026-10-14T10:31:00Z", state: "monitoring", componentState: "partial_outage", body: "Most volumes answer." },
    { at: "2026-10-14T12:05:00Z", state: "resolved", body: "Every volume is back." },
  ],
});

const maintenance = () => ({
  sample: true,
  type: "maintenance",
  impact: "minor",
  components: [{ product: "network", region: "abuja" }],
  window: { start: "2026-12-03T00:00:00Z", end: "2026-12-03T04:00:00Z" },
  effect: "degraded_performance",
  title: "Network upgrade in Abuja",
  timeline: [{ at: "2026-11-20T10:00:00Z", state: "scheduled", body: "We will add capacity." }],
});

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function load(files: Record<string, unknown>, locale = "en") {
  root = mkdtempSync(join(tmpdir(), "status-"));
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), stringify(data));
  }
  return loadStatusEvents(locale, REGIONS, root);
}

const loadOne = (data: unknown) => load({ [FILE]: data });

describe("a status event file", () => {
  it("loads when valid, with its file name as id", () => {
    const [event] = loadOne(incident());
    expect(event?.id).toBe("2026-10-14-lagos-block-storage");
    expect(event?.timeline).toHaveLength(3);
  });

  it("refuses an update after resolved", () => {
    const event = incident();
    event.timeline.push({ at: "2026-10-14T13:00:00Z", state: "monitoring", componentState: "partial_outage", body: "Again." });
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[3].state: an update after "resolved"`);
  });

  it("refuses an update after completed", () => {
    const event = maintenance();
    event.timeline.push(
      { at: "2026-12-03T00:00:00Z", state: "in_progress", body: "Begun." },
      { at: "2026-12-03T03:00:00Z", state: "completed", body: "Done." },
      { at: "2026-12-03T03:30:00Z", state: "in_progress", body: "Begun again." },
    );
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[3].state: an update after "completed"`);
  });

  it("refuses an unknown data center, naming the known ones", () => {
    const event = incident();
    event.components = [{ product: "storage", region: "lagoss" }];
    expect(() => loadOne(event)).toThrow(`${FILE}: components[0].region: "lagoss" is not a data center of content/facts/places.yaml`);
  });

  it("refuses an unknown product", () => {
    const event = incident();
    event.components = [{ product: "dns", region: "lagos" }];
    expect(() => loadOne(event)).toThrow(`${FILE}: components[0].product:`);
  });

  it("refuses a maintenance ending before it starts", () => {
    const event = maintenance();
    event.window = { start: "2026-12-03T04:00:00Z", end: "2026-12-03T00:00:00Z" };
    expect(() => loadOne(event)).toThrow(`${FILE}: window.end: the end (2026-12-03T00:00:00Z) is not after the start`);
  });

  it("refuses a state of the other type", () => {
    const event = incident();
    (event.timeline[1] as { state: string }).state = "in_progress";
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[1].state: "in_progress" is not a state of an incident`);
  });

  it("refuses timestamps out of order", () => {
    const event = incident();
    (event.timeline[1] as { at: string }).at = "2026-10-14T09:00:00Z";
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[1].at: 2026-10-14T09:00:00Z is not after the update before it`);
  });

  it("refuses a time that is not UTC ISO 8601", () => {
    const event = incident();
    (event.timeline[0] as { at: string }).at = "14/10/2026 09:12";
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[0].at: a UTC date and time`);
  });

  it("refuses an incident update without the components' state", () => {
    const event = incident();
    delete (event.timeline[0] as { componentState?: string }).componentState;
    expect(() => loadOne(event)).toThrow(`${FILE}: timeline[0].componentState:`);
  });

  it("refuses a maintenance without its window", () => {
    const event: Record<string, unknown> = maintenance();
    delete event.window;
    expect(() => loadOne(event)).toThrow(`${FILE}: window: a maintenance needs its window`);
  });

  it("refuses a postmortem before the event is closed", () => {
    const event: Record<string, unknown> = incident();
    (event.timeline as unknown[]).pop();
    event.postmortem = { at: "2026-10-20T00:00:00Z", sections: [{ heading: "Why", paragraphs: ["Because."] }] };
    expect(() => loadOne(event)).toThrow(`${FILE}: postmortem: a postmortem follows a closed event`);
  });

  it("refuses a translation whose timeline differs from the English one", () => {
    const french = incident();
    french.timeline.pop();
    expect(() =>
      load({ [FILE]: incident(), [`${STATUS_FOLDER}/fr/2026-10-14-lagos-block-storage.yaml`]: { ...french, title: "Stockage" } }, "fr"),
    ).toThrow(`${STATUS_FOLDER}/fr/2026-10-14-lagos-block-storage.yaml: timeline: differs from ${FILE}`);
  });

  it("refuses a missing translation, naming it", () => {
    expect(() => load({ [FILE]: incident(), [`${STATUS_FOLDER}/fr/.keep`]: null }, "fr")).toThrow(
      `${STATUS_FOLDER}/fr/2026-10-14-lagos-block-storage.yaml: the file is missing`,
    );
  });
});

describe("the shipped status events", () => {
  it("load in every language, all marked as samples, with the same ids", () => {
    const english = loadStatusEvents(SOURCE_LOCALE, dataCenterIds());
    expect(english.length).toBeGreaterThanOrEqual(8);
    expect(english.every((event) => event.sample)).toBe(true);
    for (const locale of localeCodes) expect(loadStatusEvents(locale).map((event) => event.id)).toEqual(english.map((event) => event.id));
  });

  it("include incidents of several impacts, two future maintenances and two postmortems", () => {
    const english = loadStatusEvents(SOURCE_LOCALE);
    expect(new Set(english.filter((event) => event.type === "incident").map((event) => event.impact)).size).toBeGreaterThanOrEqual(3);
    expect(
      english.filter((event) => event.type === "maintenance" && Date.parse(event.window?.start ?? "") > Date.parse("2026-11-27T00:00:00Z"))
        .length,
    ).toBeGreaterThanOrEqual(2);
    expect(english.filter((event) => event.postmortem).length).toBeGreaterThanOrEqual(2);
    expect(statusEvents.en.length).toBeGreaterThan(0);
  });
});
