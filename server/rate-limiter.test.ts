import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimitKey } from "./rate-limiter.ts";

describe("sliding-window rate limiter", () => {
  it("allows max hits per window per key, then says how long to wait", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1_000 }, () => now);
    expect(limiter.hit("a").allowed).toBe(true);
    now = 400;
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    now = 500;
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterMs: 500 });
    // The window slides: the first hit leaves it at 1000 ms, the second only at 1400 ms.
    now = 1_001;
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("forgets keys whose window has passed once many keys are tracked", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 }, () => now);
    for (let i = 0; i <= 10_000; i++) limiter.hit(`client-${i}`);
    expect(limiter.size()).toBe(10_001);
    // A few at a time (issue 34: a sweep of every key on a request made each request slower).
    now = 5_000;
    for (let i = 0; i < 2_501; i++) limiter.check("late");
    expect(limiter.size()).toBe(0);
  });
});

describe("issue 34: the rate limiter at scale", () => {
  it("costs the same per request with 40,000 live keys as with a few", () => {
    const now = 0;
    const timeOf = (keys: number) => {
      const limiter = createRateLimiter({ max: 5, windowMs: 60_000 }, () => now);
      for (let i = 0; i < keys; i++) limiter.hit(`warm-${i}`);
      const started = performance.now();
      for (let i = 0; i < 2_000; i++) limiter.hit(`client-${i}`);
      return performance.now() - started;
    };
    timeOf(100); // warm-up
    const few = timeOf(100);
    const many = timeOf(40_000);
    // A walk over every key per request is hundreds of times slower; a constant cost is about as fast.
    expect(many).toBeLessThan(Math.max(few * 20, 50));
  });

  it("drops expired keys a few at a time from the front, so the map shrinks as a flood of new keys passes", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 }, () => now);
    for (let i = 0; i < 1_000; i++) limiter.hit(`old-${i}`);
    now = 5_000;
    for (let i = 0; i < 400; i++) limiter.hit(`new-${i}`);
    expect(limiter.size()).toBeLessThan(1_000);
    for (let i = 0; i < 400; i++) limiter.check("anyone");
    expect(limiter.size()).toBe(400);
  });
});

describe("rateLimitKey", () => {
  it("limits IPv4 per address and IPv6 per /64", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    const slash64 = "2001:db8:1:2::/64";
    expect(rateLimitKey("2001:db8:1:2::1")).toBe(slash64);
    expect(rateLimitKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(slash64);
    expect(rateLimitKey("2001:DB8:1:2:a::b")).toBe(slash64);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(slash64);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});
