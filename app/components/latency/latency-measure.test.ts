import { describe, expect, it } from "vitest";
import { measureLatency, type PingOutcome } from "./latency-measure.ts";

const endpoints = [
  { id: "fast", url: "https://fast.test/api/ping" },
  { id: "slow", url: "https://slow.test/api/ping" },
  { id: "opaque", url: "https://opaque.test/api/ping" },
  { id: "dead", url: "https://dead.test/api/ping" },
];

describe("measureLatency", () => {
  it("discards one warm-up per region, interleaves 12 samples, and names what it cannot measure", async () => {
    const calls: string[] = [];
    const ping = async (url: string): Promise<PingOutcome> => {
      const host = new URL(url).hostname.split(".")[0] ?? "";
      calls.push(host);
      if (host === "fast") return { kind: "timed", ms: calls.filter((c) => c === "fast").length === 1 ? 500 : 20 };
      if (host === "slow") return { kind: "timed", ms: 120 };
      if (host === "opaque") return { kind: "hidden" };
      throw new Error("network down");
    };
    const results = await measureLatency(endpoints, { ping });
    const byId = Object.fromEntries(results.map((result) => [result.id, result]));
    expect(byId.fast?.status).toBe("measured");
    expect(byId.fast?.samples).toHaveLength(12);
    // The 500 ms warm-up is not among the samples.
    expect(byId.fast?.stats?.median).toBe(20);
    expect(byId.slow?.stats?.median).toBe(120);
    expect(byId.opaque?.status).toBe("hidden");
    expect(byId.opaque?.stats).toBeUndefined();
    expect(byId.dead?.status).toBe("unreachable");
    // After the four warm-ups, rounds alternate between the regions still measured.
    expect(calls.slice(4, 8)).toEqual(["fast", "slow", "fast", "slow"]);
  });

  it("gives up on a region once half its samples fail, and never rejects", async () => {
    let count = 0;
    const ping = async (): Promise<PingOutcome> => (++count === 1 || count % 2 === 0 ? { kind: "timed", ms: 30 } : { kind: "failed" });
    const [result] = await measureLatency(endpoints.slice(0, 1), { ping, samples: 12 });
    expect(result?.status).toBe("unreachable");
    expect(result?.failures).toBe(6);
  });

  it("reports progress as it goes", async () => {
    const seen: string[] = [];
    await measureLatency(endpoints.slice(0, 1), {
      samples: 2,
      ping: async () => ({ kind: "timed", ms: 10 }),
      onProgress: (results) => seen.push(results[0]?.status ?? ""),
    });
    expect(seen[0]).toBe("waiting");
    expect(seen.at(-1)).toBe("measured");
  });
});
