import { describe, expect, it } from "vitest";
import { parseShared, sharedQuery } from "./latency-share.ts";

describe("a shared latency result", () => {
  it("round-trips the figures and the date through the query string", () => {
    const query = sharedQuery({
      date: "2026-11-27",
      results: [
        { id: "lagos", status: "measured", samples: [], failures: 0, stats: { median: 23.44, p90: 30.06, jitter: 2.2, count: 12 } },
        { id: "accra", status: "unreachable", samples: [], failures: 6 },
        { id: "london", status: "hidden", samples: [], failures: 0 },
      ],
    });
    const shared = parseShared(`?${query}`, ["lagos", "accra", "london"]);
    expect(shared?.date).toBe("2026-11-27");
    expect(shared?.results.map((result) => [result.id, result.status, result.stats?.median])).toEqual([
      ["lagos", "measured", 23.4],
      ["accra", "unreachable", undefined],
      ["london", "hidden", undefined],
    ]);
  });

  it("drops what does not parse", () => {
    expect(parseShared("?measured=yesterday&r=lagos~1~2~3~12", ["lagos"])).toBeNull();
    expect(parseShared("?measured=2026-11-27&r=mars~1~2~3~12", ["lagos"])).toBeNull();
    expect(parseShared("?measured=2026-11-27&r=lagos~-1~2~3~12", ["lagos"])).toBeNull();
    expect(parseShared("?measured=2026-11-27&r=lagos~x~2~3~12", ["lagos"])).toBeNull();
    expect(parseShared("", ["lagos"])).toBeNull();
  });
});
