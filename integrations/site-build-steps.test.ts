import { afterEach, describe, expect, it } from "vitest";
import { buildClock, siteBuildSteps } from "./site-build-steps.ts";

const pinned = process.env.STATUS_NOW;
afterEach(() => {
  if (pinned === undefined) delete process.env.STATUS_NOW;
  else process.env.STATUS_NOW = pinned;
});

/** Runs the integration's astro:config:setup as Astro would for `command`. */
function setup(command: "build" | "dev") {
  const hook = siteBuildSteps().hooks["astro:config:setup"];
  return hook?.({ command } as Parameters<NonNullable<typeof hook>>[0]);
}

describe("siteBuildSteps: the build's clock", () => {
  it("is now, to the second, as npm run build has always written it", () => {
    expect(buildClock(new Date("2026-11-29T07:00:00.123Z"))).toBe("2026-11-29T07:00:00Z");
  });

  it("is set once for a build, and kept when a test or a reproducible build pins it", async () => {
    delete process.env.STATUS_NOW;
    await setup("build");
    expect(process.env.STATUS_NOW).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    process.env.STATUS_NOW = "2026-11-29T07:00:00Z";
    await setup("build");
    expect(process.env.STATUS_NOW).toBe("2026-11-29T07:00:00Z");
  });

  it("is left unset by the dev server: only a build needs one clock for all its steps", async () => {
    delete process.env.STATUS_NOW;
    await setup("dev");
    expect(process.env.STATUS_NOW).toBeUndefined();
  });
});
