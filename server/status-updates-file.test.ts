import { describe, expect, it } from "vitest";
import { fixtureStatusUpdates, fixtureUpdate } from "./status-updates-fixture.ts";
import { parseStatusUpdates } from "./status-updates-file.ts";

const lagos = [{ product: "compute", region: "lagos" }];

describe("build/status-updates.json's schema", () => {
  it("reads a file of the contract's shape", () => {
    const file = fixtureStatusUpdates([fixtureUpdate("2026-10-14-lagos", 1, "2026-10-14T09:00:00Z", lagos)]);
    expect(parseStatusUpdates(JSON.stringify(file)).updates[0]?.id).toBe("2026-10-14-lagos/1");
  });

  it("names the file and the field of a wrong update", () => {
    const unknownRegion = fixtureStatusUpdates([fixtureUpdate("e", 1, "2026-10-14T09:00:00Z", [{ product: "compute", region: "mars" }])]);
    expect(() => parseStatusUpdates(JSON.stringify(unknownRegion), "build/status-updates.json")).toThrow(
      /build\/status-updates.json: updates.0.components.0.region: unknown region mars/,
    );
    const unsorted = fixtureStatusUpdates([]);
    unsorted.updates = [fixtureUpdate("e", 2, "2026-10-15T09:00:00Z", lagos), fixtureUpdate("e", 1, "2026-10-14T09:00:00Z", lagos)];
    expect(() => parseStatusUpdates(JSON.stringify(unsorted))).toThrow(/updates.1.at: updates go oldest first/);
    const noTime = fixtureStatusUpdates([fixtureUpdate("e", 1, "2026-10-14", lagos)]);
    expect(() => parseStatusUpdates(JSON.stringify(noTime))).toThrow(/updates.0.at/);
  });
});
