import { describe, expect, it } from "vitest";
import { alternatingTones } from "./alternating-tones.ts";

describe("alternatingTones", () => {
  it("alternates from the starting tone", () => {
    const next = alternatingTones();
    expect([next(), next(), next()]).toEqual(["default", "muted", "default"]);
    const fromMuted = alternatingTones("muted");
    expect([fromMuted(), fromMuted()]).toEqual(["muted", "default"]);
  });
});
