import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter.ts";

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
    now = 5_000;
    limiter.hit("late");
    expect(limiter.size()).toBe(1);
  });
});
